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
