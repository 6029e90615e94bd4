extension FetchComparison: CustomStringConvertible {
    /// The comparison in the NSPredicate format language: `ANY tags.name ==[c] "swift"`,
    /// `age BETWEEN {18, 65}`, `title CONTAINS[cd] "cafe"`.
    public var description: String {
        let quantifier = modifier == .direct ? "" : modifier.rawValue + " "
        return "\(quantifier)\(lhs) \(op.rawValue)\(optionsText) \(rhs)"
    }

    /// `[c]`, `[d]`, `[n]`, `[cd]` … or nothing.
    private var optionsText: String {
        let letters = [(Options.caseInsensitive, "c"), (.diacriticInsensitive, "d"), (.normalized, "n")]
            .filter { options.contains($0.0) }.map(\.1).joined()
        return letters.isEmpty ? "" : "[\(letters)]"
    }
}
