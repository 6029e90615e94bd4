extension FetchPredicate: CustomStringConvertible {
    /// The predicate in the NSPredicate format language, in a canonical form that parses back to
    /// the same predicate: `title CONTAINS[c] "hello" AND (age < 18 OR age > 65)`.
    ///
    /// `AND` binds tighter than `OR`, so parentheses appear only around an `OR` inside an `AND`,
    /// around a compound inside `NOT`, and around a compound nested in one of its own kind (which
    /// a flat chain would not give back). An empty `AND` is `TRUEPREDICATE`, an empty `OR`
    /// `FALSEPREDICATE`; a predicate that failed to parse describes as its original format string.
    ///
    /// A predicate nested deeper than ``FetchPredicate/maximumDepth`` (only possible when built in
    /// code) describes as a note saying so: writing it out would recurse as deeply as it nests.
    public var description: String {
        PredicateCheck.isTooDeep(self) ? Self.tooDeepDescription : formatText
    }

    /// What ``description`` says for a predicate nested too deeply to be written out.
    static let tooDeepDescription = "<predicate nested more than \(FetchPredicate.maximumDepth) levels deep>"

    /// The format text (see ``description``), for a predicate known to be within the depth limit.
    var formatText: String {
        switch self {
        case .literal(let value):
            return value ? "TRUEPREDICATE" : "FALSEPREDICATE"
        case .not(let negated):
            return "NOT " + negated.predicate.parenthesized(if: negated.predicate.isCompound)
        case .and(let operands):
            if operands.isEmpty { return "TRUEPREDICATE" }
            return operands.map { $0.parenthesized(if: $0.isCompound) }.joined(separator: " AND ")
        case .or(let operands):
            if operands.isEmpty { return "FALSEPREDICATE" }
            return operands.map { $0.parenthesized(if: $0.isDisjunction) }.joined(separator: " OR ")
        case .comparison(let comparison):
            return comparison.formatText
        case .invalid(let error):
            return error.format
        }
    }

    private func parenthesized(if condition: Bool) -> String { condition ? "(\(formatText))" : formatText }

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
