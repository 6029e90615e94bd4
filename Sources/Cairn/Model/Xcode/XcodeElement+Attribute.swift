import Foundation

extension XcodeElement {
    /// The `userInfo` keys under which an attribute's validation settings are kept until Cairn
    /// validates them itself, with the XML attributes they come from (dates use their own).
    static let validationKeys: [(userInfoKey: String, xmlKeys: [String])] = [
        ("minValue", ["minValueString", "minDateTimeInterval"]),
        ("maxValue", ["maxValueString", "maxDateTimeInterval"]),
        ("regularExpression", ["regularExpressionString"]),
    ]

    /// Builds the attribute an `<attribute>` element of entity `entity` describes.
    ///
    /// - Throws: ``CairnError`` `.modelFile` naming the file, line, entity and attribute when the
    ///   name or type is missing, the type is not supported, or the default value does not fit.
    func makeAttribute(entity: String) throws -> AttributeDescription {
        let name = try required("name", entity: entity)
        let typeName = try required("attributeType", entity: entity, property: name)
        guard let type = AttributeType(xcodeName: typeName) else {
            throw error("attribute '\(entity).\(name)' has attribute type '\(typeName)', which Cairn does not support (supported: \(AttributeType.xcodeNameList)).", entity: entity, property: name)
        }
        let attribute = AttributeDescription(name: name, type: type)
        try applyPropertySettings(to: attribute, entity: entity)
        attribute.defaultValue = try defaultValue(of: type, entity: entity, attribute: name)
        if type == .transformable { attribute.valueTypeName = self["customClassName"] }
        if let transformer = self["valueTransformerName"] { attribute.userInfo["valueTransformerName"] = transformer }
        for (key, xmlKeys) in Self.validationKeys {
            if let value = xmlKeys.lazy.compactMap({ self[$0] }).first { attribute.userInfo[key] = value }
        }
        if try bool("derived", default: false, entity: entity, property: name) {
            CairnLog.warning("\(location): attribute '\(entity).\(name)' is derived; Cairn reads it as a plain stored attribute and does not compute its derivation.")
        }
        return attribute
    }

    /// The default value written as `defaultValueString` (or `defaultDateTimeInterval` for dates,
    /// in seconds since 2001-01-01), `nil` when there is none.
    private func defaultValue(of type: AttributeType, entity: String, attribute: String) throws -> PropertyValue? {
        // Read as written: an empty string can be a string attribute's default.
        let text = type == .date ? self["defaultDateTimeInterval"] ?? self["defaultValueString"] : attributes["defaultValueString"]
        guard let text else { return nil }
        let invalid = error("attribute '\(entity).\(attribute)' has default value '\(text)', which is not a valid \(type.xcodeName).", entity: entity, property: attribute)
        guard let value = try? DefaultValueText.parse(text, as: type, property: attribute) else { throw invalid }
        if let range = type.integerRange, case .integer(let number) = value, !range.contains(number) { throw invalid }
        return value
    }
}
