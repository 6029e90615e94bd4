import Foundation

/// Checks one object against its entity's rules (Core Data's property and object validation).
enum ObjectValidator {
    /// Runs a validation hook of `object`, turning what it throws into ``CairnError``s that name the
    /// object (and `property`, for per-property hooks).
    static func run(for object: ManagedObject, property: String? = nil, _ hook: () throws -> Void) -> [CairnError] {
        do {
            try hook()
            return []
        } catch var error as CairnError {
            if error.code == .validationMultipleErrors, !error.underlyingErrors.isEmpty { return error.underlyingErrors }
            error.entityName = error.entityName ?? object.entity.name
            error.objectID = error.objectID ?? object.objectID
            error.propertyName = error.propertyName ?? property
            return [error]
        } catch {
            let place = property.map { "\(object.entity.name).\($0)" } ?? object.entity.name
            return [CairnError(.validation, "\(place) of \(object.objectID): custom validation failed: \(error)", entity: object.entity.name, objectID: object.objectID, property: property)]
        }
    }

    /// Every rule of every stored property whose value is loaded: required values, types, ranges,
    /// lengths, patterns, relationship counts, then the object's `validateValue(_:forKey:)`.
    static func validateValues(of object: ManagedObject) -> [CairnError] {
        guard let values = object.values else { return [] }
        var errors: [CairnError] = []
        for (index, property) in object.entity.properties.enumerated() where !property.isTransient {
            let value = values[index]
            var report = Report(object: object, property: property, value: value)
            if let relationship = property as? RelationshipDescription {
                if relationship.isToMany, value.isNull { continue }    // not loaded, so not changed
                check(relationship, value, &report)
            } else if let attribute = property as? AttributeDescription {
                check(attribute, value, &report)
            }
            errors += report.errors
            errors += run(for: object, property: property.name) { try object.validateValue(value, forKey: property.name) }
        }
        return errors
    }

    /// Deny rules: a deleted object may not leave destinations behind a deny relationship.
    static func validateDeletion(of object: ManagedObject) -> [CairnError] {
        var errors: [CairnError] = []
        for relationship in object.entity.relationshipsByName.values where relationship.deleteRule == .deny {
            let index = relationship.index
            let count = relationship.isToMany ? object.relatedIDs(at: index).count : (object.primitiveValue(at: index).isNull ? 0 : 1)
            if count > 0 {
                errors.append(CairnError(.validationRelationshipDeniedDelete, "\(object.entity.name) \(object.objectID) cannot be deleted: its relationship '\(relationship.name)' (delete rule deny) still holds \(count) object(s).", entity: object.entity.name, objectID: object.objectID, property: relationship.name))
            }
        }
        return errors
    }

    /// Collects the failures of one property, each naming entity, object and property.
    struct Report {
        let object: ManagedObject
        let property: PropertyDescription
        let value: PropertyValue
        var errors: [CairnError] = []

        mutating func fail(_ code: CairnError.Code, _ problem: String) {
            let entity = object.entity.name
            errors.append(CairnError(code, "\(entity).\(property.name) of \(object.objectID): \(problem)", entity: entity, objectID: object.objectID, property: property.name, value: value))
        }
    }
}
