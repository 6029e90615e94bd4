import Foundation

/// The model's per-property rules.
extension ObjectValidator {
    /// Required to-one; required and counted to-many (counts apply once a relationship is
    /// non-empty, or always when it is required, as in Core Data).
    static func check(_ relationship: RelationshipDescription, _ value: PropertyValue, _ object: ManagedObject, _ errors: inout [CairnError]) {
        func fail(_ code: CairnError.Code, _ problem: String) { Self.fail(code, problem, object, relationship, value, &errors) }
        guard relationship.isToMany else {
            if !relationship.isOptional, value.isNull { fail(.validationMissingMandatoryProperty, "the required relationship is nil.") }
            return
        }
        guard case .objects(let ids) = value else { return }
        if ids.isEmpty {
            if !relationship.isOptional { fail(.validationMissingMandatoryProperty, "the required relationship is empty.") }
            return
        }
        if relationship.minCount > 0, ids.count < relationship.minCount {
            fail(.validationRelationshipLacksMinimumCount, "the relationship holds \(ids.count) object(s), fewer than its minimum \(relationship.minCount).")
        }
        if relationship.maxCount > 0, ids.count > relationship.maxCount {
            fail(.validationRelationshipExceedsMaximumCount, "the relationship holds \(ids.count) object(s), more than its maximum \(relationship.maxCount).")
        }
    }

    /// Required, type, integer width, minimum and maximum, length and pattern.
    static func check(_ attribute: AttributeDescription, _ value: PropertyValue, _ object: ManagedObject, _ errors: inout [CairnError]) {
        func fail(_ code: CairnError.Code, _ problem: String) { Self.fail(code, problem, object, attribute, value, &errors) }
        if value.isNull {
            if !attribute.isOptional { fail(.validationMissingMandatoryProperty, "the required attribute is nil.") }
            return
        }
        let type = attribute.attributeType
        if value.fits(type) && !attribute.hasValueRules { return }
        if let problem = typeProblem(value, type) {
            fail(.validationInvalidType, problem)
            return
        }
        if let range = type.integerRange, case .integer(let number) = value, let (code, problem) = rangeProblem(number, range, type) {
            fail(code, problem)
        }
        checkBounds(attribute, value, fail)
        if case .string(let text) = value { checkText(attribute, text, fail) }
    }

    private static func checkBounds(_ attribute: AttributeDescription, _ value: PropertyValue, _ fail: (CairnError.Code, String) -> Void) {
        guard attribute.minValue != nil || attribute.maxValue != nil, let number = value.numericValue else { return }
        let isDate = attribute.attributeType == .date
        if let low = attribute.minValue?.numericValue, number < low {
            fail(isDate ? .validationDateTooSoon : .validationNumberTooSmall, "the value is below the minimum \(bound(attribute.minValue!, isDate)).")
        }
        if let high = attribute.maxValue?.numericValue, number > high {
            fail(isDate ? .validationDateTooLate : .validationNumberTooLarge, "the value is above the maximum \(bound(attribute.maxValue!, isDate)).")
        }
    }

    /// A model bound for a message (model constants, never user data).
    private static func bound(_ value: PropertyValue, _ isDate: Bool) -> String {
        guard isDate, let seconds = value.numericValue else { return value.description }
        return ISO8601DateFormatter().string(from: Date(timeIntervalSinceReferenceDate: seconds))
    }

    private static func checkText(_ attribute: AttributeDescription, _ text: String, _ fail: (CairnError.Code, String) -> Void) {
        if attribute.minLength != nil || attribute.maxLength != nil {
            let length = text.utf16.count
            if let low = attribute.minLength, length < low {
                fail(.validationStringTooShort, "the text is shorter than the minimum length \(low).")
            }
            if let high = attribute.maxLength, length > high {
                fail(.validationStringTooLong, "the text is longer than the maximum length \(high).")
            }
        }
        if let pattern = attribute.regularExpression, (try? StringOperators.matches(text, pattern, [])) != true {
            fail(.validationStringPatternMatching, "the text does not match the pattern \(pattern).")
        }
    }

    /// The error code and message for an integer outside its attribute type's range, or `nil`.
    static func rangeProblem(_ number: Int64, _ range: ClosedRange<Int64>, _ type: AttributeType) -> (CairnError.Code, String)? {
        if number > range.upperBound { return (.validationNumberTooLarge, "the value does not fit in \(type.rawValue) (maximum \(range.upperBound)).") }
        if number < range.lowerBound { return (.validationNumberTooSmall, "the value does not fit in \(type.rawValue) (minimum \(range.lowerBound)).") }
        return nil
    }

    /// Describes a value that does not fit its attribute's type, or `nil` if it fits (see
    /// `PropertyValue.fits(_:)`, the same rule without the message).
    static func typeProblem(_ value: PropertyValue, _ type: AttributeType) -> String? {
        value.fits(type) ? nil : "expected a value of type \(type.rawValue), got \(kind(of: value))."
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
}
