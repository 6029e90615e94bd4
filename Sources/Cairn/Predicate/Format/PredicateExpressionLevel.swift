/// How tightly an expression binds, from loosest to tightest; the parser reads one binary level
/// at a time (see ``binaryLevels``) and the printer parenthesizes an operand whose level is below
/// what its position needs.
enum PredicateExpressionLevel: Int, Comparable, Sendable {
    /// `a | b`.
    case bitwiseOr = 1
    /// `a ^ b`.
    case bitwiseXor
    /// `a & b`.
    case bitwiseAnd
    /// `a << b`, `a >> b`.
    case shift
    /// `a + b`, `a - b`.
    case additive
    /// `a * b`, `a / b`.
    case multiplicative
    /// `-a`, `~a`.
    case unary
    /// `a ** b`.
    case power
    /// Literals, key paths, calls, `x.key`, `x[i]`, parenthesized expressions.
    case primary

    /// The left-associative binary levels, loosest first.
    static let binaryLevels: [PredicateExpressionLevel] = [.bitwiseOr, .bitwiseXor, .bitwiseAnd, .shift, .additive, .multiplicative]

    /// The binary level binding just tighter than this one, or `nil` after the last (unary comes next).
    var tighterBinary: PredicateExpressionLevel? {
        guard let index = Self.binaryLevels.firstIndex(of: self), index + 1 < Self.binaryLevels.count else { return nil }
        return Self.binaryLevels[index + 1]
    }

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
