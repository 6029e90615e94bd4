import Foundation

/// A piece of SQL with the values its `?` placeholders bind, in text order.
///
/// Fragments compose by interpolation, so the bindings always follow the text, whatever order the
/// pieces were compiled in:
///
/// ```swift
/// let value: SQLFragment = "\(bind: .integer(3))"
/// let condition: SQLFragment = "t0.ZCOUNT > \(value)"   // text "t0.ZCOUNT > ?", bindings [3]
/// ```
/// Interpolated `String`s are raw SQL (aliases, column names, operators), never user values.
struct SQLFragment: ExpressibleByStringInterpolation, CustomStringConvertible, Sendable {
    /// The SQL text.
    var text: String
    /// The values of the text's `?` placeholders, in order.
    var bindings: [PropertyValue]

    init(_ text: String, bindings: [PropertyValue] = []) {
        self.text = text
        self.bindings = bindings
    }

    init(stringLiteral value: String) {
        self.init(value)
    }

    init(stringInterpolation: StringInterpolation) {
        self.init(stringInterpolation.text, bindings: stringInterpolation.bindings)
    }

    /// A single `?` bound to `value` (decimals bind as doubles, see ``SQLiteValueCodec/comparable(_:)``).
    static func bound(_ value: PropertyValue) -> SQLFragment {
        SQLFragment("?", bindings: [SQLiteValueCodec.comparable(value)])
    }

    /// The fragments joined by `separator` (raw SQL).
    static func joined(_ parts: [SQLFragment], separator: String) -> SQLFragment {
        var result = SQLFragment("")
        for (index, part) in parts.enumerated() {
            if index > 0 { result.text += separator }
            result.text += part.text
            result.bindings += part.bindings
        }
        return result
    }

    /// The text.
    var description: String { text }

    /// Builds a fragment from literals, raw strings, fragments and bound values.
    struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        var bindings: [PropertyValue] = []

        init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + 8 * interpolationCount)
        }

        mutating func appendLiteral(_ literal: String) { text += literal }
        /// Raw SQL text.
        mutating func appendInterpolation(_ raw: String) { text += raw }
        /// An integer written into the SQL (option bits, counts), never a user value.
        mutating func appendInterpolation(_ number: Int) { text += String(number) }
        /// Another fragment, with its bindings.
        mutating func appendInterpolation(_ fragment: SQLFragment) {
            text += fragment.text
            bindings += fragment.bindings
        }
        /// A `?` placeholder bound to `value`.
        mutating func appendInterpolation(bind value: PropertyValue) {
            appendInterpolation(SQLFragment.bound(value))
        }
    }
}
