extension FetchPredicate {
    /// The operands of an `AND` or `OR`: a random-access collection of predicates, read like an
    /// array.
    ///
    /// ```swift
    /// if case .or(let alternatives) = predicate {
    ///     for alternative in alternatives { print(alternative) }
    ///     let rewritten = FetchPredicate.or(alternatives.map(simplified))
    /// }
    /// ```
    ///
    /// Make one with ``FetchPredicate/and(_:)-type.method`` or ``FetchPredicate/or(_:)-type.method``, which put the operands
    /// of a nested compound of the same kind into the one list (`(a OR b) OR c` is `a OR b OR c`).
    /// It is not an `Array` so that `p = p || term` in a loop stays linear (the terms share one
    /// buffer) and so that a predicate nested arbitrarily deep is freed without recursion.
    public struct Subpredicates: RandomAccessCollection, Hashable, Sendable {
        let list: PredicateList

        /// The number of operands.
        public let endIndex: Int

        /// Always 0.
        public var startIndex: Int { 0 }

        init(list: PredicateList, count: Int) {
            self.list = list
            endIndex = count
        }

        /// The operands `elements`, in a buffer of their own.
        init(_ elements: [FetchPredicate]) {
            self.init(list: PredicateList(elements, capacity: elements.count), count: elements.count)
        }

        /// The positions of the operands, `0..<count`.
        public var indices: Range<Int> { 0..<endIndex }

        /// The position after `i`.
        public func index(after i: Int) -> Int { i + 1 }

        /// The position before `i`.
        public func index(before i: Int) -> Int { i - 1 }

        /// The operand at `position`.
        public subscript(position: Int) -> FetchPredicate {
            precondition(position >= 0 && position < endIndex, "Index \(position) is out of range for \(endIndex) subpredicates")
            return list[position]
        }

        /// These operands followed by `more`: appended in place when this is the whole buffer and
        /// there is room, else copied into a buffer twice as large (amortized O(1) per operand).
        func appending(_ more: some Collection<FetchPredicate>) -> Subpredicates {
            let total = endIndex + more.count
            if list.append(more, after: endIndex) { return Subpredicates(list: list, count: total) }
            let copy = PredicateList(Array(self) + more, capacity: Swift.max(4, 2 * total))
            return Subpredicates(list: copy, count: total)
        }

        /// Whether both hold equal operands in the same order.
        public static func == (lhs: Subpredicates, rhs: Subpredicates) -> Bool {
            lhs.endIndex == rhs.endIndex && (lhs.list === rhs.list || lhs.elementsEqual(rhs))
        }

        /// Hashes the operands in order.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(endIndex)
            for element in self { hasher.combine(element) }
        }
    }
}
