import Foundation

extension ManagedObjectContext {
    /// Validates every inserted, updated and deleted object; throws all failures together.
    func validateChanges() throws {
        var errors: [CairnError] = []
        for object in inserted.values {
            errors += ObjectValidator.validateValues(of: object)
            errors += ObjectValidator.run { try object.validateForInsert() }
        }
        for object in updated.values {
            errors += ObjectValidator.validateValues(of: object)
            errors += ObjectValidator.run { try object.validateForUpdate() }
        }
        for object in deleted.values {
            errors += ObjectValidator.validateDeletion(of: object)
            errors += ObjectValidator.run { try object.validateForDelete() }
        }
        guard !errors.isEmpty else { return }
        if errors.count == 1 { throw errors[0] }
        let summary = errors.prefix(3).map(\.message).joined(separator: "; ")
        throw CairnError(.validationMultipleErrors, "\(errors.count) validation errors: \(summary)\(errors.count > 3 ? "; …" : "")", underlying: errors)
    }
}

/// Checks one object's values against its entity.
enum ObjectValidator {
    /// Runs a validation hook, turning what it throws into a ``CairnError``.
    static func run(_ hook: () throws -> Void) -> [CairnError] {
        do { try hook() } catch let error as CairnError {
            return [error]
        } catch {
            return [CairnError(.validation, "Custom validation failed: \(error)")]
        }
        return []
    }

    /// Required values present, types right, integers in range, required to-one set.
    static func validateValues(of object: ManagedObject) -> [CairnError] {
        guard let values = object.values else { return [] }
        var errors: [CairnError] = []
        let entity = object.entity
        for (index, property) in entity.properties.enumerated() where !property.isTransient {
            let value = values[index]
            func fail(_ code: CairnError.Code, _ message: String) {
                errors.append(CairnError(code, "\(entity.name).\(property.name) of \(object.objectID): \(message)", entity: entity.name, objectID: object.objectID, property: property.name))
            }
            if let relationship = property as? RelationshipDescription {
                if !relationship.isOptional, !relationship.isToMany, value.isNull {
                    fail(.validationMissingMandatoryProperty, "the required relationship is nil.")
                }
                continue
            }
            guard let attribute = property as? AttributeDescription else { continue }
            if value.isNull {
                if !attribute.isOptional { fail(.validationMissingMandatoryProperty, "the required attribute is nil.") }
                continue
            }
            if let problem = typeProblem(value, attribute.attributeType) { fail(.validationInvalidType, problem) }
            if let range = attribute.attributeType.integerRange, case .integer(let number) = value,
               let (code, problem) = rangeProblem(number, range, attribute.attributeType) {
                fail(code, problem)
            }
        }
        return errors
    }

    /// The error code and message for an integer outside its attribute type's range, or `nil`.
    static func rangeProblem(_ number: Int64, _ range: ClosedRange<Int64>, _ type: AttributeType) -> (CairnError.Code, String)? {
        if number > range.upperBound { return (.validationNumberTooLarge, "the value does not fit in \(type.rawValue) (maximum \(range.upperBound)).") }
        if number < range.lowerBound { return (.validationNumberTooSmall, "the value does not fit in \(type.rawValue) (minimum \(range.lowerBound)).") }
        return nil
    }

    /// Describes a value that does not fit its attribute's type, or `nil` if it fits.
    static func typeProblem(_ value: PropertyValue, _ type: AttributeType) -> String? {
        let fits: Bool
        switch (type, value) {
        case (.integer16, .integer), (.integer32, .integer), (.integer64, .integer): fits = true
        case (.double, .double), (.double, .integer), (.float, .double), (.float, .integer): fits = true
        case (.decimal, .decimal), (.decimal, .integer), (.decimal, .double): fits = true
        case (.string, .string), (.boolean, .bool), (.date, .date), (.binaryData, .data): fits = true
        case (.uuid, .uuid), (.uri, .url), (.transformable, .data): fits = true
        default: fits = false
        }
        return fits ? nil : "expected a value of type \(type.rawValue), got \(kind(of: value))."
    }

    private static func kind(of value: PropertyValue) -> String {
        switch value {
        case .null: return "nil"
        case .integer: return "an integer"
        case .double: return "a floating-point number"
        case .string: return "a string"
        case .bool: return "a Boolean"
        case .date: return "a date"
        case .data: return "binary data"
        case .uuid: return "a UUID"
        case .url: return "a URL"
        case .decimal: return "a decimal"
        case .object: return "an object"
        case .objects: return "a collection of objects"
        }
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
}
