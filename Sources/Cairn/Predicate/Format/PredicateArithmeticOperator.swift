/// An infix arithmetic operator of the format language and the Foundation function it stands for.
///
/// `a + b` is `.function("add:to:", [a, b])`, as `NSExpression` represents it. Precedence, from
/// loosest to tightest: `+ -`, then `* /`, then unary minus, then `**`; `+ - * /` group to the left,
/// `**` to the right (`2 ** 3 ** 2` is `2 ** 9`).
enum PredicateArithmeticOperator: String, CaseIterable, Sendable {
    case add = "+"
    case subtract = "-"
    case multiply = "*"
    case divide = "/"
    case power = "**"

    /// Foundation's selector for the operator.
    var selector: String {
        switch self {
        case .add: "add:to:"
        case .subtract: "from:subtract:"
        case .multiply: "multiply:by:"
        case .divide: "divide:by:"
        case .power: "raise:toPower:"
        }
    }

    /// How tightly the operator binds (see ``PredicateExpressionLevel``).
    var level: PredicateExpressionLevel {
        switch self {
        case .add, .subtract: .additive
        case .multiply, .divide: .multiplicative
        case .power: .power
        }
    }

    /// The operator whose function is `selector`, if any.
    init?(selector: String) {
        guard let match = Self.allCases.first(where: { $0.selector == selector }) else { return nil }
        self = match
    }

    /// Foundation's selector for unary minus.
    static let negationSelector = "negative:"
}

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
