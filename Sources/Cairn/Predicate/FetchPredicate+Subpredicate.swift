extension FetchPredicate {
    /// The operand of a `NOT`.
    ///
    /// ```swift
    /// if case .not(let negated) = predicate { print("not", negated.predicate) }
    /// let same = FetchPredicate.not(negated.predicate)
    /// ```
    ///
    /// Make a `NOT` with ``FetchPredicate/not(_:)-type.method`` (or `!`). The operand is held in the same
    /// storage as the operands of `AND` and `OR`, so that a chain of `NOT`s nested arbitrarily deep
    /// is freed without recursion.
    public struct Subpredicate: Hashable, Sendable {
        let list: PredicateList

        /// Wraps `predicate`.
        public init(_ predicate: FetchPredicate) {
            list = PredicateList(CollectionOfOne(predicate), capacity: 1)
        }

        /// The negated predicate.
        public var predicate: FetchPredicate { list[0] }

        /// Whether both negate equal predicates.
        public static func == (lhs: Subpredicate, rhs: Subpredicate) -> Bool {
            lhs.list === rhs.list || lhs.predicate == rhs.predicate
        }

        /// Hashes the negated predicate.
        public func hash(into hasher: inout Hasher) { hasher.combine(predicate) }
    }
}
