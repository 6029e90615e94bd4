/// An infix arithmetic or bitwise operator of the format language and the Foundation function it
/// stands for.
///
/// `a + b` is `.function("add:to:", [a, b])` and `flags & 4` is `.function("bitwiseAnd:with:", …)`,
/// as `NSExpression` represents them. Precedence, from loosest to tightest (C's order for the
/// bitwise operators, which Apple does not document): `|`, `^`, `&`, `<< >>`, `+ -`, `* /`, unary
/// minus and `~`, then `**`. All group to the left except `**` (`2 ** 3 ** 2` is `2 ** 9`).
enum PredicateArithmeticOperator: String, CaseIterable, Sendable {
    case add = "+"
    case subtract = "-"
    case multiply = "*"
    case divide = "/"
    case power = "**"
    case bitwiseAnd = "&"
    case bitwiseOr = "|"
    case bitwiseXor = "^"
    case leftShift = "<<"
    case rightShift = ">>"

    /// Foundation's selector for the operator.
    var selector: String {
        switch self {
        case .add: "add:to:"
        case .subtract: "from:subtract:"
        case .multiply: "multiply:by:"
        case .divide: "divide:by:"
        case .power: "raise:toPower:"
        case .bitwiseAnd: "bitwiseAnd:with:"
        case .bitwiseOr: "bitwiseOr:with:"
        case .bitwiseXor: "bitwiseXor:with:"
        case .leftShift: "leftshift:by:"
        case .rightShift: "rightshift:by:"
        }
    }

    /// How tightly the operator binds (see ``PredicateExpressionLevel``).
    var level: PredicateExpressionLevel {
        switch self {
        case .bitwiseOr: .bitwiseOr
        case .bitwiseXor: .bitwiseXor
        case .bitwiseAnd: .bitwiseAnd
        case .leftShift, .rightShift: .shift
        case .add, .subtract: .additive
        case .multiply, .divide: .multiplicative
        case .power: .power
        }
    }

    /// Whether the operator works on the bits of integers (`&`, `|`, `^`, `<<`, `>>`).
    var isBitwise: Bool { level < .additive }

    /// The operator whose function is `selector`, if any.
    init?(selector: String) {
        guard let match = Self.allCases.first(where: { $0.selector == selector }) else { return nil }
        self = match
    }

    /// Foundation's selector for unary minus.
    static let negationSelector = "negative:"
    /// Foundation's selector for `~x`, the bitwise complement.
    static let complementSelector = "onesComplement:"
}
