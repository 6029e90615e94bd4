import Foundation

/// The value types of `cairn defaults write` (`-string`, `-int`, `-float`, `-bool`, `-date`,
/// `-data`), with the parsing of command-line text into a value.
///
/// ```swift
/// try DefaultsValueType.bool.parse("YES")         // .bool(true)
/// try DefaultsValueType.data.parse("cafe01")      // .data([0xCA, 0xFE, 0x01])
/// ```
public enum DefaultsValueType: String, Sendable, CaseIterable {
    /// Text as is (the default).
    case string
    /// A decimal integer.
    case int
    /// A decimal number.
    case float
    /// `YES`/`NO`, `true`/`false`, `1`/`0` (any case).
    case bool
    /// An ISO 8601 date (`2024-05-01`, `2024-05-01T12:00:00Z`) or `2024-05-01 12:00:00 +0000`.
    case date
    /// Hexadecimal bytes, optionally as `<ca fe>` or `0xcafe`.
    case data

    /// Parses `text` as this type.
    ///
    /// - Throws: ``DefaultsError`` with `.coding`, naming the text and the expected form.
    public func parse(_ text: String) throws -> PropertyListValue {
        let parsed: PropertyListValue? =
            switch self {
            case .string: .string(text)
            case .int: Int(text).map(PropertyListValue.integer)
            case .float: Double(text).map(PropertyListValue.real)
            case .bool: Self.bool(text).map(PropertyListValue.bool)
            case .date: Self.date(text).map(PropertyListValue.date)
            case .data: Self.hex(text).map(PropertyListValue.data)
            }
        guard let parsed else {
            throw DefaultsError(.coding, "'\(text)' is not a valid \(rawValue) value (\(Self.forms[self]!))")
        }
        return parsed
    }

    private static let forms: [DefaultsValueType: String] = [
        .string: "any text", .int: "for example 42", .float: "for example 0.5",
        .bool: "YES, NO, true, false, 1 or 0", .date: "for example 2024-05-01T12:00:00Z",
        .data: "hexadecimal bytes, for example cafe01",
    ]

    private static func bool(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "yes", "true", "1": true
        case "no", "false", "0": false
        default: nil
        }
    }

    private static func date(_ text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss Z"
        if let date = formatter.date(from: text) { return date }
        let iso = ISO8601DateFormatter()
        if let date = iso.date(from: text) { return date }
        iso.formatOptions = [.withFullDate]
        return text.count == 10 ? iso.date(from: text) : nil
    }

    private static func hex(_ text: String) -> Data? {
        var digits = text.filter { !" <>".contains($0) }
        if digits.hasPrefix("0x") { digits.removeFirst(2) }
        guard digits.count % 2 == 0 else { return nil }
        var bytes: [UInt8] = []
        var index = digits.startIndex
        while index < digits.endIndex {
            let next = digits.index(index, offsetBy: 2)
            guard let byte = UInt8(digits[index..<next], radix: 16) else { return nil }
            bytes.append(byte)
            index = next
        }
        return Data(bytes)
    }
}
