import Foundation

/// Converts attribute default values to and from text (Xcode model files and serialized models).
enum DefaultValueText {
    /// Parses `text` as a value of `type`.
    ///
    /// - Throws: ``CairnError`` `.invalidModel` naming the property when the text does not fit the type.
    static func parse(_ text: String, as type: AttributeType, property: String) throws -> PropertyValue {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let value: PropertyValue?
        switch type {
        case .integer16, .integer32, .integer64:
            // Xcode keeps "0.0" when an attribute's type changes from a decimal type to an integer
            // one, and Core Data reads it as 0: a whole number written with a fraction is accepted.
            value = (Int64(trimmed) ?? Double(trimmed).flatMap { $0.rounded() == $0 ? Int64(exactly: $0) : nil }).map(PropertyValue.integer)
        case .double, .float:
            value = Double(trimmed).map(PropertyValue.double)
        case .decimal:
            value = Decimal(string: trimmed).map(PropertyValue.decimal)
        case .boolean:
            switch trimmed.uppercased() {
            case "YES", "TRUE", "1": value = .bool(true)
            case "NO", "FALSE", "0": value = .bool(false)
            default: value = nil
            }
        case .string:
            value = .string(text)
        case .date:
            value =
                Double(trimmed).map { .date(Date(timeIntervalSinceReferenceDate: $0)) }
                ?? ISO8601DateFormatter().date(from: trimmed).map(PropertyValue.date)
        case .uuid:
            value = UUID(uuidString: trimmed).map(PropertyValue.uuid)
        case .uri:
            value = URL(string: trimmed).map(PropertyValue.url)
        case .binaryData, .transformable:
            value = Data(base64Encoded: trimmed).map(PropertyValue.data)
        case .composite:
            value = nil  // a composite's defaults are its elements'
        }
        guard let value else {
            throw CairnError(.invalidModel, "Default value '\(text)' of attribute '\(property)' is not a valid \(type.rawValue).", property: property)
        }
        return value
    }

    /// Renders a default value as text that `parse` reads back.
    static func render(_ value: PropertyValue) -> String? {
        switch value {
        case .null, .object, .objects: return nil
        case .integer(let v): return String(v)
        case .double(let v): return String(v)
        case .string(let v): return v
        case .bool(let v): return v ? "YES" : "NO"
        case .date(let v): return String(v.timeIntervalSinceReferenceDate)
        case .data(let v): return v.base64EncodedString()
        case .uuid(let v): return v.uuidString
        case .url(let v): return v.absoluteString
        case .decimal(let v): return "\(v)"
        }
    }
}
