/// The bitwise functions of Foundation's `NSExpression` (`bitwiseAnd:with:`, `bitwiseOr:with:`,
/// `bitwiseXor:with:`, `leftshift:by:`, `rightshift:by:`, `onesComplement:`), written in the
/// format language as `a & b`, `a | b`, `a ^ b`, `a << b`, `a >> b` and `~a`.
///
/// Apple documents that their "numbers will be treated as NSInteger"; here, as in SQLite (which
/// runs `&`, `|`, `<<`, `>>`, `~` natively): a non-integer number is truncated toward zero and
/// saturated to Int64 (``ValueAccessor/saturatingInteger(_:)``), a Boolean is 0 or 1, a date its
/// seconds since 2001; `nil` or a non-number gives `nil`. Shifts by a negative amount shift the
/// other way, shifts by 64 or more give 0 (or -1 for `>>` of a negative number), and `>>` keeps
/// the sign — SQLite's rules, which are Swift's smart shifts.
enum BitwiseFunction {
    /// Applies the function `name` to its arguments.
    static func apply(_ name: String, _ arguments: [PropertyValue]) -> PropertyValue {
        let integers = arguments.map(integer)
        if name == PredicateArithmeticOperator.complementSelector {
            guard integers.count == 1, let a = integers[0] else { return .null }
            return .integer(~a)
        }
        guard integers.count == 2, let a = integers[0], let b = integers[1] else { return .null }
        switch name {
        case "bitwiseAnd:with:": return .integer(a & b)
        case "bitwiseOr:with:": return .integer(a | b)
        case "bitwiseXor:with:": return .integer(a ^ b)
        case "leftshift:by:": return .integer(a << b)
        default: return .integer(a >> b)
        }
    }

    /// The integer a value stands for in a bitwise operation, or `nil`.
    static func integer(_ value: PropertyValue) -> Int64? {
        switch value {
        case .integer(let v): return v
        case .bool(let v): return v ? 1 : 0
        default: return value.numericValue.map(ValueAccessor.saturatingInteger)
        }
    }
}
