extension FetchComparison: CustomStringConvertible {
    /// The comparison in the NSPredicate format language: `ANY tags.name ==[c] "swift"`,
    /// `age BETWEEN {18, 65}`, `title CONTAINS[cd] "cafe"`.
    public var description: String {
        PredicateCheck.isTooDeep(.comparison(self)) ? FetchPredicate.tooDeepDescription : formatText
    }

    /// The format text, for a comparison known to be within ``FetchPredicate/maximumDepth``.
    var formatText: String {
        let quantifier = modifier == .direct ? "" : modifier.rawValue + " "
        return "\(quantifier)\(lhs.formatted.text) \(op.rawValue)\(optionsText) \(rhs.formatted.text)"
    }

    /// `[c]`, `[d]`, `[n]`, `[l]`, `[cd]`, `[cdl]` … or nothing.
    private var optionsText: String {
        let letters = [(Options.caseInsensitive, "c"), (.diacriticInsensitive, "d"), (.normalized, "n"), (.localeSensitive, "l")]
            .filter { options.contains($0.0) }.map(\.1).joined()
        return letters.isEmpty ? "" : "[\(letters)]"
    }
}
