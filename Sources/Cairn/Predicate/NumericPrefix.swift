import Foundation

/// The number a string starts with, read as `NSString`'s `doubleValue`, `integerValue` and
/// `boolValue` read it: leading white space skipped, then the longest prefix that is a number;
/// 0 when there is none (`"12abc"` is 12, `" 2.5e1x"` is 25, `"abc"` is 0).
///
/// SQLite's `CAST(text AS REAL)` reads text the same way, but SQL runs this code too (through
/// ``ValueAccessor``), so the back ends agree on every string.
struct NumericPrefix {
    private let scalars: [Unicode.Scalar]
    /// Where the number starts, after white space.
    private let start: Int

    init(_ text: String) {
        scalars = Array(text.unicodeScalars.prefix(512))
        start = scalars.firstIndex { !$0.properties.isWhitespace } ?? scalars.count
    }

    /// The integer prefix (optional sign, digits), saturated at the ends of Int64.
    var integer: Int64 {
        var index = start
        let negative = sign(&index)
        var result: Int64 = 0
        while index < scalars.count, let digit = Self.digit(scalars[index]) {
            let (shifted, overflow1) = result.multipliedReportingOverflow(by: 10)
            let (next, overflow2) = shifted.addingReportingOverflow(negative ? -digit : digit)
            if overflow1 || overflow2 { return negative ? .min : .max }
            result = next
            index += 1
        }
        return result
    }

    /// The floating-point prefix (sign, digits, fraction, exponent).
    var double: Double {
        var index = start
        _ = sign(&index)
        let mantissaStart = index
        skipDigits(&index)
        if index < scalars.count, scalars[index] == "." {
            index += 1
            skipDigits(&index)
        }
        guard index > mantissaStart, scalars[mantissaStart..<index] != ["."] else { return 0 }
        var end = index
        if index < scalars.count, scalars[index] == "e" || scalars[index] == "E" {
            var exponent = index + 1
            _ = sign(&exponent)
            let digitsStart = exponent
            skipDigits(&exponent)
            if exponent > digitsStart { end = exponent }
        }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: scalars[start..<end])
        return Double(String(text)) ?? 0
    }

    /// `NSString.boolValue`: true on `Y`, `y`, `T`, `t` or a digit 1–9, after an optional sign
    /// and zeros.
    var bool: Bool {
        var index = start
        _ = sign(&index)
        while index < scalars.count, scalars[index] == "0" { index += 1 }
        guard index < scalars.count else { return false }
        return "YyTt123456789".unicodeScalars.contains(scalars[index])
    }

    /// Consumes a `+` or `-`; whether it was `-`.
    private func sign(_ index: inout Int) -> Bool {
        guard index < scalars.count, scalars[index] == "+" || scalars[index] == "-" else { return false }
        index += 1
        return scalars[index - 1] == "-"
    }

    private func skipDigits(_ index: inout Int) {
        while index < scalars.count, Self.digit(scalars[index]) != nil { index += 1 }
    }

    private static func digit(_ scalar: Unicode.Scalar) -> Int64? {
        ("0"..."9").contains(scalar) ? Int64(scalar.value - 48) : nil
    }
}
