import Foundation

/// Checks one object against its entity's rules (Core Data's property and object validation).
enum ObjectValidator {
    /// Runs a validation hook of `object`, appending what it throws to `errors` as ``CairnError``s
    /// that name the object (and `property`, for per-property hooks). Nothing is allocated when it
    /// passes, the common case.
    @inline(__always)
    static func run(for object: ManagedObject, property: String? = nil, into errors: inout [CairnError], _ hook: () throws -> Void) {
        do {
            try hook()
        } catch {
            errors += failures(error, object, property)
        }
    }

    private static func failures(_ thrown: any Error, _ object: ManagedObject, _ property: String?) -> [CairnError] {
        if var error = thrown as? CairnError {
            if error.code == .validationMultipleErrors, !error.underlyingErrors.isEmpty { return error.underlyingErrors }
            error.entityName = error.entityName ?? object.entity.entityName
            error.objectID = error.objectID ?? object.objectID
            error.propertyName = error.propertyName ?? property
            return [error]
        }
        let place = property.map { "\(object.entity.entityName).\($0)" } ?? object.entity.entityName
        return [
            CairnError(
                .validation, "\(place) of \(object.objectID): custom validation failed: \(thrown)", entity: object.entity.entityName, objectID: object.objectID,
                property: property)
        ]
    }

    /// Every rule of every stored property whose value is loaded: required values, types, ranges,
    /// lengths, patterns, relationship counts, then the object's `validateValue(_:forKey:)`.
    static func validateValues(of object: ManagedObject, into errors: inout [CairnError]) {
        guard let values = object.values else { return }
        let entity = object.entity
        let steps = entity.validationSteps.isEmpty ? ValidationStep.steps(of: entity) : entity.validationSteps
        for index in steps.indices {
            let step = steps[index]
            let value = values[index]
            switch step.kind {
            case .skip:
                continue
            case .plainAttribute(let type):
                // The common case inline: a value of the right type and no further rules.
                if !value.fits(type) { check(step.property as! AttributeDescription, value, object, &errors) }
            case .ruledAttribute:
                check(step.property as! AttributeDescription, value, object, &errors)
            case .relationship:
                let relationship = step.property as! RelationshipDescription
                if relationship.isToMany, value.isNull { continue }  // not loaded, so not changed
                check(relationship, value, object, &errors)
            }
            // The name is read once (each read of a `String` from the model retains it), and no
            // closure captures it and the value (that retained both again).
            let name = step.property.name
            do { try object.validateValue(value, forKey: name) } catch { errors += failures(error, object, name) }
        }
    }

    /// Deny rules: a deleted object may not leave destinations behind a deny relationship.
    static func validateDeletion(of object: ManagedObject) -> [CairnError] {
        var errors: [CairnError] = []
        for relationship in object.entity.relationships where relationship.deleteRule == .deny {
            let index = relationship.index
            let count = relationship.isToMany ? object.relatedIDs(at: index).count : (object.primitiveValue(at: index).isNull ? 0 : 1)
            if count > 0 {
                errors.append(
                    CairnError(
                        .validationRelationshipDeniedDelete,
                        "\(object.entity.entityName) \(object.objectID) cannot be deleted: its relationship '\(relationship.name)' (delete rule deny) still holds \(count) object(s).",
                        entity: object.entity.entityName, objectID: object.objectID, property: relationship.name))
            }
        }
        return errors
    }

    /// Records a failure of one property, naming entity, object and property.
    static func fail(
        _ code: CairnError.Code, _ problem: String, _ object: ManagedObject, _ property: PropertyDescription, _ value: PropertyValue,
        _ errors: inout [CairnError]
    ) {
        let entity = object.entity.entityName
        errors.append(
            CairnError(
                code, "\(entity).\(property.name) of \(object.objectID): \(problem)", entity: entity, objectID: object.objectID, property: property.name,
                value: value))
    }
}
