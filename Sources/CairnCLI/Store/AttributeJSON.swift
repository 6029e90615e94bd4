import Cairn
import Foundation

/// How attribute values look in the store tools' JSON (`cairn import` reads it, `cairn query`
/// writes it).
///
/// | attribute type | JSON |
/// |---|---|
/// | integers, `double`, `float` | number |
/// | `decimal` | number, or a string such as `"12.50"` (exact) |
/// | `boolean` | `true` / `false` (import also takes 0 / 1) |
/// | `string` | string |
/// | `date` | ISO-8601 string (see ``ISODate``) |
/// | `binaryData` | base64 string |
/// | `uuid` | UUID string |
/// | `uri` | URL string |
/// | `transformable` | any JSON value (the value's own JSON encoding) |
///
/// `null` is no value.
enum AttributeJSON {
    /// The stored value for a JSON value.
    ///
    /// - Throws: ``ToolError`` saying what the attribute expects and what it got; the caller adds
    ///   where (file, index, key).
    static func propertyValue(from json: JSONValue, for attribute: AttributeDescription) throws -> PropertyValue {
        let converted: Any?
        switch (attribute.attributeType, json) {
        case (_, .null): return .null
        case (.transformable, _): return .data(Data(json.rendered.utf8))
        case (.date, .string(let text)): converted = try parse(text, ISODate.parse, "an ISO-8601 date string such as 2024-05-01T12:30:00Z")
        case (.uuid, .string(let text)): converted = try parse(text, { UUID(uuidString: $0) }, "a UUID string")
        case (.uri, .string(let text)): converted = try parse(text, { URL(string: $0) }, "a URL string")
        case (.binaryData, .string(let text)): converted = try parse(text, { Data(base64Encoded: $0) }, "a base64 string")
        case (.decimal, .string(let text)): converted = try parse(text, decimal, "a decimal number")
        case (.string, .string(let text)): converted = text
        case (_, .integer(let number)) where attribute.attributeType.isNumeric: converted = number
        case (_, .double(let number)) where attribute.attributeType.isNumeric && attribute.attributeType != .boolean: converted = number
        case (.boolean, .bool(let flag)): converted = flag
        default:
            throw ToolError("expected \(expectation(for: attribute.attributeType)), got \(json.kind).")
        }
        do {
            return try attribute.propertyValue(converting: converted)
        } catch let error as CairnError {
            throw ToolError(error.message)
        }
    }

    /// The JSON for a stored value.
    static func json(for value: PropertyValue, of attribute: AttributeDescription) -> JSONValue {
        switch value {
        case .null, .object, .objects: return .null
        case .integer(let number): return .integer(number)
        case .double(let number) where attribute.attributeType == .float:
            // A float attribute's value printed as the Float it is (1.1, not 1.100000023841858).
            return .double(Double("\(Float(number))") ?? number)
        case .double(let number): return .double(number)
        case .bool(let flag): return .bool(flag)
        case .string(let text): return .string(text)
        case .date(let date): return .string(ISODate.format(date))
        case .uuid(let uuid): return .string(uuid.uuidString)
        case .url(let url): return .string(url.absoluteString)
        case .decimal(let number): return .string("\(number)")
        case .data(let data):
            if attribute.attributeType == .transformable, let embedded = try? JSONValue.parse(data, source: "value") {
                return embedded
            }
            return .string(data.base64EncodedString())
        }
    }

    private static func parse<T>(_ text: String, _ parser: (String) -> T?, _ expected: String) throws -> T {
        guard let value = parser(text) else { throw ToolError("expected \(expected), got a string that is not one.") }
        return value
    }

    private static func decimal(_ text: String) -> Decimal? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.range(of: #"^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$"#, options: .regularExpression) != nil else { return nil }
        return Decimal(string: trimmed, locale: Locale(identifier: "en_US_POSIX"))
    }

    private static func expectation(for type: AttributeType) -> String {
        switch type {
        case .integer16, .integer32, .integer64: return "an integer (a JSON number)"
        case .double, .float: return "a JSON number"
        case .decimal: return "a JSON number or a decimal string"
        case .boolean: return "true or false"
        case .string: return "a JSON string"
        case .date: return "an ISO-8601 date string such as 2024-05-01T12:30:00Z"
        case .binaryData: return "a base64 string"
        case .uuid: return "a UUID string"
        case .uri: return "a URL string"
        case .composite: return "an object of element values"
        case .transformable: return "a JSON value"
        }
    }
}
