/// Spelling rules shared by the lexer (reading) and the printer (writing), so both agree on what an
/// identifier is and how a string or key is escaped.
enum PredicateFormatText {
    /// Whether `scalar` may stand unescaped in an identifier (`first`: at its start).
    ///
    /// ASCII letters, `_`, alphabetic non-ASCII scalars, and (not first) ASCII digits.
    static func isIdentifierScalar(_ scalar: Unicode.Scalar, first: Bool) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "_": return true
        case "0"..."9": return !first
        default: return !scalar.isASCII && scalar.properties.isAlphabetic
        }
    }

    /// `text` as a double-quoted string literal: `"say \"hi\"\n"`.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += unicodeEscape(scalar)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// A key path, its keys escaped where needed: `#size.name`, `notes.@count`.
    static func keyPath(_ path: String) -> String {
        path.split(separator: ".", omittingEmptySubsequences: false).map { key(String($0)) }.joined(separator: ".")
    }

    /// One key: `#` before a reserved word, `\uXXXX` for scalars an identifier cannot hold; `@name`
    /// (a collection operator) as is.
    static func key(_ key: String) -> String {
        if key.hasPrefix("@"), key.count > 1 { return "@" + identifier(String(key.dropFirst())) }
        if PredicateKeyword.isReserved(key) { return "#" + key }
        return identifier(key)
    }

    /// `name` with every scalar an identifier cannot hold written as `\uXXXX`.
    static func identifier(_ name: String) -> String {
        var result = ""
        var isFirst = true
        for scalar in name.unicodeScalars {
            if isIdentifierScalar(scalar, first: isFirst) {
                result.unicodeScalars.append(scalar)
            } else {
                result += unicodeEscape(scalar)
            }
            isFirst = false
        }
        return result
    }

    /// `\uXXXX`, or a surrogate pair of them for scalars beyond U+FFFF.
    static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        func hex(_ unit: UInt32) -> String {
            let digits = String(unit, radix: 16, uppercase: true)
            return "\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        }
        guard scalar.value > 0xFFFF else { return hex(scalar.value) }
        let offset = scalar.value - 0x10000
        return hex(0xD800 + (offset >> 10)) + hex(0xDC00 + (offset & 0x3FF))
    }
}
