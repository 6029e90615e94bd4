import Foundation

extension PropertyListValue {
    /// The value in the old-style property-list text that macOS `defaults read` prints
    /// (without its odd extra spaces before a nested array or dictionary).
    ///
    /// ```swift
    /// PropertyListValue.dictionary(["theme": "dark", "sizes": [1, 2]]).defaultsDescription
    /// // {
    /// //     sizes = (
    /// //         1,
    /// //         2
    /// //     );
    /// //     theme = dark;
    /// // }
    /// ```
    public var defaultsDescription: String {
        describe(indent: 0)
    }

    private func describe(indent: Int) -> String {
        let pad = String(repeating: "    ", count: indent)
        let inner = String(repeating: "    ", count: indent + 1)
        switch self {
        case .string(let value): return Self.quoted(value)
        case .integer(let value): return String(value)
        case .real(let value): return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        case .bool(let value): return value ? "1" : "0"
        case .data(let value):
            return "{length = \(value.count), bytes = 0x\(value.map { String(format: "%02x", $0) }.joined())}"
        case .date(let value):
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = "yyyy-MM-dd HH:mm:ss Z"
            return "\"\(formatter.string(from: value))\""
        case .array(let values):
            let items = values.map { inner + $0.describe(indent: indent + 1) }
            return items.isEmpty ? "(\n\(pad))" : "(\n" + items.joined(separator: ",\n") + "\n\(pad))"
        case .dictionary(let values):
            let items = values.keys.sorted().map { key in
                "\(inner)\(Self.quoted(key)) = \(values[key]!.describe(indent: indent + 1));"
            }
            return items.isEmpty ? "{\n\(pad)}" : "{\n" + items.joined(separator: "\n") + "\n\(pad)}"
        }
    }

    /// Quotes a string unless it is a plain word, escaping quotes and backslashes.
    private static func quoted(_ text: String) -> String {
        let plain = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "_./$:"))
        if !text.isEmpty && text.unicodeScalars.allSatisfy({ plain.contains($0) && $0.isASCII }) { return text }
        let escaped = text.replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n")
        return "\"\(escaped)\""
    }
}
