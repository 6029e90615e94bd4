extension FetchPredicate: CustomStringConvertible {
    /// The predicate in the NSPredicate format language, in a canonical form that parses back to
    /// the same predicate: `title CONTAINS[c] "hello" AND (age < 18 OR age > 65)`.
    ///
    /// `AND` binds tighter than `OR`, so parentheses appear only around an `OR` inside an `AND`,
    /// around a compound inside `NOT`, and around a compound nested in one of its own kind (which
    /// a flat chain would not give back). An empty `AND` is `TRUEPREDICATE`, an empty `OR`
    /// `FALSEPREDICATE`; a predicate that failed to parse describes as its original format string.
    public var description: String {
        switch self {
        case .literal(let value):
            return value ? "TRUEPREDICATE" : "FALSEPREDICATE"
        case .not(let operand):
            return "NOT " + operand.parenthesized(if: operand.isCompound)
        case .and(let operands):
            if operands.isEmpty { return "TRUEPREDICATE" }
            return operands.map { $0.parenthesized(if: $0.isCompound) }.joined(separator: " AND ")
        case .or(let operands):
            if operands.isEmpty { return "FALSEPREDICATE" }
            return operands.map { $0.parenthesized(if: $0.isDisjunction) }.joined(separator: " OR ")
        case .comparison(let comparison):
            return comparison.description
        case .invalid(let error):
            return error.format
        }
    }

    private func parenthesized(if condition: Bool) -> String { condition ? "(\(self))" : description }

    private var isCompound: Bool {
        switch self {
        case .and, .or: true
        default: false
        }
    }

    private var isDisjunction: Bool {
        if case .or = self { return true }
        return false
    }
}
