import Foundation

extension PropertyListValue {
    /// Serializes a dictionary of values as an XML property list.
    static func encode(_ values: [String: PropertyListValue]) throws -> Data {
        try PropertyListSerialization.data(fromPropertyList: values.mapValues(\.anyValue), format: .xml, options: 0)
    }

    /// Parses a property list whose root is a dictionary (XML or binary).
    ///
    /// - Throws: if the data is not a property list, its root is not a dictionary, or it holds
    ///   something that is not a property-list value.
    static func decode(_ data: Data) throws -> [String: PropertyListValue] {
        let object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        guard let dictionary = object as? [String: Any] else {
            throw DefaultsError(.coding, "the property list's root is \(type(of: object)), not a dictionary")
        }
        return try dictionary.reduce(into: [:]) { $0[$1.key] = try PropertyListValue(any: $1.value, key: $1.key) }
    }

    /// The value as `Bool`, coerced as `UserDefaults.bool(forKey:)` does: non-zero numbers and
    /// the strings "true", "YES" and "1" (any case) are `true`.
    var boolValue: Bool? {
        switch self {
        case .bool(let value): value
        case .integer(let value): value != 0
        case .real(let value): value != 0
        case .string(let value): ["true", "yes", "1"].contains(value.lowercased()) || (Double(value).map { $0 != 0 } ?? false)
        default: nil
        }
    }

    /// The value as `Int`, coerced as `UserDefaults.integer(forKey:)` does: `true` is 1, a real
    /// is rounded down, a numeric string is parsed.
    var integerValue: Int? {
        switch self {
        case .integer(let value): value
        case .bool(let value): value ? 1 : 0
        case .real(let value): value.isFinite ? Int(exactly: value.rounded(.down)) : nil
        case .string(let value): Int(value) ?? Double(value).flatMap { PropertyListValue.real($0).integerValue }
        default: nil
        }
    }

    /// The value as `Double`, coerced as `UserDefaults.double(forKey:)` does.
    var doubleValue: Double? {
        switch self {
        case .real(let value): value
        case .integer(let value): Double(value)
        case .bool(let value): value ? 1 : 0
        case .string(let value): Double(value)
        default: nil
        }
    }

    /// The value as `String`: strings, and numbers in their decimal form
    /// (as `UserDefaults.string(forKey:)` does).
    var stringValue: String? {
        switch self {
        case .string(let value): value
        case .integer(let value): String(value)
        case .real(let value): String(value)
        default: nil
        }
    }
}
