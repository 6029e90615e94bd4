extension FetchExpression: CustomStringConvertible {
    /// The expression in the NSPredicate format language, canonical and parseable:
    /// `notes.@count`, `$n.text`, `price * (1 + rate)`, `{1, 2, 3}`, `tags[FIRST].name`,
    /// `SUBQUERY(notes, $n, $n.done == YES).@count`, `CAST(726192000.0, "NSDate")`.
    ///
    /// Arithmetic is written with operators and only the parentheses precedence needs; bitwise
    /// operators (`flags & 4`, `~mask`) with parentheses around every operand that is itself an
    /// operation, and around the whole inside another operation, so the text reads the same
    /// whatever precedence a reader gives them; `TERNARY(predicate, a, b)` as written; other
    /// functions as calls (`sum(scores)`, `now()`, `modulus:by:(a, 3)`).
    ///
    /// An expression nested deeper than ``FetchPredicate/maximumDepth`` (only possible when built
    /// in code) describes as a note saying so.
    public var description: String {
        PredicateCheck.isTooDeep(self) ? "<expression nested more than \(FetchPredicate.maximumDepth) levels deep>" : formatted.text
    }

    /// The expression's text and how tightly that text binds.
    var formatted: (text: String, level: PredicateExpressionLevel) {
        switch self {
        case .constant(let value):
            return (value.formatLiteral, .primary)
        case .keyPath(let path):
            return (PredicateFormatText.keyPath(path), .primary)
        case .keyPathFrom(let base, let path):
            return (base.formatted(atLeast: .primary) + "." + PredicateFormatText.keyPath(path), .primary)
        case .evaluatedObject:
            return ("SELF", .primary)
        case .variable(let name):
            return ("$" + PredicateFormatText.identifier(name), .primary)
        case .aggregate(let elements):
            return ("{" + elements.map(\.formatted.text).joined(separator: ", ") + "}", .primary)
        case .index(let base, let index):
            return (base.formatted(atLeast: .primary) + "[" + index.formatText + "]", .primary)
        case .function(let selector, let arguments):
            return Self.formattedCall(selector, arguments)
        case .subquery(let collection, let variable, let predicate):
            return ("SUBQUERY(\(collection.formatted.text), $\(PredicateFormatText.identifier(variable)), \(predicate.formatText))", .primary)
        case .conditional(let predicate, let whenTrue, let whenFalse):
            return ("\(PredicateFunctionCatalog.ternary)(\(predicate.formatText), \(whenTrue.formatted.text), \(whenFalse.formatted.text))", .primary)
        }
    }

    /// The text, in parentheses if it binds less tightly than `level`.
    func formatted(atLeast level: PredicateExpressionLevel) -> String {
        let (text, own) = formatted
        return own < level ? "(\(text))" : text
    }

    private static func formattedCall(_ selector: String, _ arguments: [FetchExpression]) -> (text: String, level: PredicateExpressionLevel) {
        if arguments.count == 2, let op = PredicateArithmeticOperator(selector: selector), op.isBitwise {
            // Apple documents no precedence for these: operations inside are parenthesized, and
            // the operation itself is as loose as an expression gets.
            return ("\(arguments[0].formatted(atLeast: .unary)) \(op.rawValue) \(arguments[1].formatted(atLeast: .unary))", .bitwiseOr)
        }
        if arguments.count == 1, selector == PredicateArithmeticOperator.complementSelector {
            return ("~" + arguments[0].formatted(atLeast: .unary), .unary)
        }
        if arguments.count == 2, let op = PredicateArithmeticOperator(selector: selector) {
            let (left, right): (PredicateExpressionLevel, PredicateExpressionLevel) =
                switch op.level {
                case .additive: (.additive, .multiplicative)
                case .multiplicative: (.multiplicative, .unary)
                default: (.primary, .unary)
                }
            return ("\(arguments[0].formatted(atLeast: left)) \(op.rawValue) \(arguments[1].formatted(atLeast: right))", op.level)
        }
        if arguments.count == 1, selector == PredicateArithmeticOperator.negationSelector {
            // `-5` would read back as a negative literal, so a negated number keeps its parentheses.
            let operand = arguments[0].formatted(atLeast: .unary)
            let startsWithDigit = operand.unicodeScalars.first.map { ("0"..."9").contains($0) } ?? false
            return ("-" + (startsWithDigit ? "(\(operand))" : operand), .unary)
        }
        if arguments.count == 2, selector == PredicateFunctionCatalog.castSelector {
            return ("CAST(\(arguments[0].formatted.text), \(arguments[1].formatted.text))", .primary)
        }
        if arguments.count == 2, selector == PredicateFunctionCatalog.indexSelector, !arguments[1].isIntegerConstant {
            return ("\(arguments[0].formatted(atLeast: .primary))[\(arguments[1].formatted.text)]", .primary)
        }
        let list = arguments.map(\.formatted.text).joined(separator: ", ")
        return ("\(PredicateFunctionCatalog.callName(of: selector))(\(list))", .primary)
    }

    /// Whether this is an integer constant (which inside `[…]` reads back as a position).
    private var isIntegerConstant: Bool {
        if case .constant(.integer) = self { return true }
        return false
    }
}
