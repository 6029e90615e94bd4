/// How tightly an expression binds, from loosest to tightest; the printer parenthesizes an operand
/// whose level is below what its position needs.
enum PredicateExpressionLevel: Int, Comparable, Sendable {
    /// `a + b`, `a - b`.
    case additive = 1
    /// `a * b`, `a / b`.
    case multiplicative
    /// `-a`.
    case unary
    /// `a ** b`.
    case power
    /// Literals, key paths, calls, `x.key`, `x[i]`, parenthesized expressions.
    case primary

    static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
