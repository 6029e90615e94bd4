import Foundation

extension PredicateExpressions {
    /// `text.localizedStandardContains(other)` in `#Predicate`: whether `other` occurs in `text`,
    /// ignoring case and diacritics (SwiftData apps search this way; Foundation on Linux has no such
    /// predicate expression, so `#Predicate` finds this one). The store runs it as
    /// `text CONTAINS[cd] other`.
    public struct StringLocalizedStandardContains<Root: PredicateExpression, Other: PredicateExpression>: PredicateExpression
    where Root.Output: StringProtocol, Other.Output: StringProtocol {
        /// A Boolean.
        public typealias Output = Bool
        /// The text searched.
        public let root: Root
        /// The text looked for.
        public let other: Other

        /// The expression over `root` and `other`.
        public init(root: Root, other: Other) {
            self.root = root
            self.other = other
        }

        /// Evaluates the search in memory, with the store's rules (case and diacritics ignored).
        public func evaluate(_ bindings: PredicateBindings) throws -> Bool {
            let text = String(try root.evaluate(bindings)), searched = String(try other.evaluate(bindings))
            // Apple's answer: an empty string is contained in no text.
            guard !searched.isEmpty else { return false }
            return text.range(of: searched, options: [.caseInsensitive, .diacriticInsensitive]) != nil
        }
    }

    /// What `#Predicate` calls for `text.localizedStandardContains(other)`.
    public static func build_localizedStandardContains<Root, Other>(_ root: Root, _ other: Other) -> StringLocalizedStandardContains<Root, Other> {
        StringLocalizedStandardContains(root: root, other: other)
    }
}

extension PredicateExpressions.StringLocalizedStandardContains: Sendable where Root: Sendable, Other: Sendable {}
extension PredicateExpressions.StringLocalizedStandardContains: Codable where Root: Codable, Other: Codable {}
extension PredicateExpressions.StringLocalizedStandardContains: StandardPredicateExpression
where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}

extension PredicateExpressions.StringLocalizedStandardContains: TypedPredicateCondition {
    /// `text CONTAINS[cd] other AND other != ""` (the empty string is contained in nothing).
    func fetchPredicate(_ translator: inout TypedPredicateTranslator) throws -> FetchPredicate {
        let contains = try translator.compare(root, .contains, other, options: [.caseInsensitive, .diacriticInsensitive])
        return .and([contains, .comparison(try translator.single(other), .notEqualTo, .constant(.string("")))])
    }
}
