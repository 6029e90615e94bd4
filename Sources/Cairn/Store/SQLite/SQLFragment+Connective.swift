import Foundation

extension SQLFragment {
    /// `(a) AND (b) AND …` or `(a) OR (b) OR …`: each part parenthesized, joined by `connective`.
    ///
    /// SQLite parses a chain of `AND`/`OR` into a left-deep tree, one level per term, and refuses
    /// trees deeper than 1,000 ("Expression tree is too large"): a long list (an `OR` of thousands
    /// of comparisons built in code) is grouped into halves instead, so its depth grows with the
    /// logarithm of its length. Lists of up to ``balancingThreshold`` parts keep the plain form.
    static func connected(_ parts: [SQLFragment], by connective: String) -> SQLFragment {
        if parts.count <= balancingThreshold { return .joined(parts.map { "(\($0))" }, separator: connective) }
        let middle = parts.count / 2
        return .joined(
            [connected(Array(parts[..<middle]), by: connective), connected(Array(parts[middle...]), by: connective)].map { "(\($0))" }, separator: connective)
    }

    /// The longest list ``connected(_:by:)`` writes as one flat chain.
    static let balancingThreshold = 64
}
