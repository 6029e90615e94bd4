import Foundation

extension XcodeElement {
    /// Builds the attribute an `<attribute>` element of entity `entity` describes.
    ///
    /// - Throws: ``CairnError`` `.modelFile` naming the file, line, entity and attribute when the
    ///   name or type is missing, the type is not supported, or the default value does not fit.
    func makeAttribute(entity: String) throws -> AttributeDescription {
        let name = try required("name", entity: entity)
        let typeName = try required("attributeType", entity: entity, property: name)
        guard let type = AttributeType(xcodeName: typeName) else {
            throw error(
                "attribute '\(entity).\(name)' has attribute type '\(typeName)', which Cairn does not support (supported: \(AttributeType.xcodeNameList)).",
                entity: entity, property: name)
        }
        let attribute =
            try bool("derived", default: false, entity: entity, property: name)
            ? DerivedAttributeDescription(name: name, type: type, derivationExpression: try derivation(entity: entity, attribute: name))
            : type == .composite ? CompositeAttributeDescription(name: name, elements: []) : AttributeDescription(name: name, type: type)
        try applyPropertySettings(to: attribute, entity: entity)
        attribute.defaultValue = try defaultValue(of: type, entity: entity, attribute: name)
        if type == .transformable { attribute.valueTypeName = self["customClassName"] }
        if type == .transformable { attribute.valueTransformerName = self["valueTransformerName"] }
        try applyValidation(to: attribute, entity: entity)
        attribute.preservesValueInHistoryOnDeletion = try bool("preserveAfterDeletion", default: false, entity: entity, property: name)
        if type == .string || type == .uri {
            attribute.isSearchable = try bool("spotlightIndexingEnabled", default: false, entity: entity, property: name)
        }
        return attribute
    }

    /// The `derivationExpression` of a derived attribute, parsed.
    private func derivation(entity: String, attribute: String) throws -> FetchExpression {
        guard let text = self["derivationExpression"] else {
            throw error("attribute '\(entity).\(attribute)' is derived but has no derivationExpression.", entity: entity, property: attribute)
        }
        do {
            return try FetchExpression.parse(format: text)
        } catch {
            throw self.error(
                "attribute '\(entity).\(attribute)' has derivation '\(text)', which does not parse: \(error.message) at offset \(error.offset).",
                entity: entity, property: attribute)
        }
    }

    /// Validation settings: `minValueString` / `maxValueString` (a bound for numbers, a length for
    /// strings), `minDateTimeInterval` / `maxDateTimeInterval` (dates, seconds since 2001-01-01)
    /// and `regularExpressionString`.
    private func applyValidation(to attribute: AttributeDescription, entity: String) throws {
        let type = attribute.attributeType
        let (low, high) = type == .date ? (self["minDateTimeInterval"], self["maxDateTimeInterval"]) : (self["minValueString"], self["maxValueString"])
        func parse<T>(_ text: String?, _ convert: (String) -> T?) throws -> T? {
            guard let text else { return nil }
            guard let value = convert(text) else {
                throw error(
                    "attribute '\(entity).\(attribute.name)' has bound '\(text)', which is not a valid \(type == .string ? "length" : type.xcodeName).",
                    entity: entity, property: attribute.name)
            }
            return value
        }
        if type == .string {
            attribute.minLength = try parse(low) { Int($0) }
            attribute.maxLength = try parse(high) { Int($0) }
        } else if type.isInteger || type == .double || type == .float || type == .decimal || type == .date {
            let boundType: AttributeType = type == .float ? .double : type
            attribute.minValue = try parse(low) { try? DefaultValueText.parse($0, as: boundType, property: attribute.name) }
            attribute.maxValue = try parse(high) { try? DefaultValueText.parse($0, as: boundType, property: attribute.name) }
        }
        attribute.regularExpression = self["regularExpressionString"]
    }

    /// The default value written as `defaultValueString` (or `defaultDateTimeInterval` for dates,
    /// in seconds since 2001-01-01), `nil` when there is none.
    private func defaultValue(of type: AttributeType, entity: String, attribute: String) throws -> PropertyValue? {
        // Read as written: an empty string can be a string attribute's default.
        let text = type == .date ? self["defaultDateTimeInterval"] ?? self["defaultValueString"] : attributes["defaultValueString"]
        guard let text else { return nil }
        let invalid = error(
            "attribute '\(entity).\(attribute)' has default value '\(text)', which is not a valid \(type.xcodeName).", entity: entity, property: attribute)
        guard let value = try? DefaultValueText.parse(text, as: type, property: attribute) else { throw invalid }
        if let range = type.integerRange, case .integer(let number) = value, !range.contains(number) { throw invalid }
        return value
    }
}
