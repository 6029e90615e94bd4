extension FetchPredicate {
    /// `NOT predicate`.
    public static func not(_ predicate: FetchPredicate) -> FetchPredicate { .not(Subpredicate(predicate)) }

    /// `p1 AND p2 AND …` (true for none); the operands of an `AND` among them join the list.
    ///
    /// ```swift
    /// let p = FetchPredicate.and([a, .and([b, c])])   // .and([a, b, c])
    /// ```
    ///
    /// - Complexity: O(number of operands, with those of nested `AND`s).
    public static func and(_ subpredicates: [FetchPredicate]) -> FetchPredicate {
        .and(Subpredicates(flattening: subpredicates) { if case .and(let parts) = $0 { parts } else { nil } })
    }

    /// `p1 OR p2 OR …` (false for none); the operands of an `OR` among them join the list.
    ///
    /// ```swift
    /// let p = FetchPredicate.or([.or([a, b]), c])   // .or([a, b, c])
    /// ```
    ///
    /// - Complexity: O(number of operands, with those of nested `OR`s).
    public static func or(_ subpredicates: [FetchPredicate]) -> FetchPredicate {
        .or(Subpredicates(flattening: subpredicates) { if case .or(let parts) = $0 { parts } else { nil } })
    }

    /// `lhs AND rhs`, one flat list: `a && b && c` is `.and([a, b, c])`.
    ///
    /// - Complexity: amortized O(1) when `lhs` is an `AND` (the operands share its list), so
    ///   `p = p && term` in a loop is linear.
    public static func && (lhs: FetchPredicate, rhs: FetchPredicate) -> FetchPredicate {
        guard case .and(let parts) = lhs else { return .and([lhs, rhs]) }
        if case .and(let more) = rhs { return .and(parts.appending(more)) }
        return .and(parts.appending(CollectionOfOne(rhs)))
    }

    /// `lhs OR rhs`, one flat list: `a || b || c` is `.or([a, b, c])`.
    ///
    /// - Complexity: amortized O(1) when `lhs` is an `OR` (the operands share its list), so
    ///   `p = p || term` in a loop is linear.
    public static func || (lhs: FetchPredicate, rhs: FetchPredicate) -> FetchPredicate {
        guard case .or(let parts) = lhs else { return .or([lhs, rhs]) }
        if case .or(let more) = rhs { return .or(parts.appending(more)) }
        return .or(parts.appending(CollectionOfOne(rhs)))
    }

    /// `NOT p`.
    public static prefix func ! (p: FetchPredicate) -> FetchPredicate { .not(p) }

    /// The storage of a `NOT`, `AND` or `OR` (see ``PredicateList``).
    var subpredicateList: PredicateList? {
        switch self {
        case .not(let operand): operand.list
        case .and(let operands), .or(let operands): operands.list
        case .literal, .comparison, .invalid: nil
        }
    }
}

extension FetchPredicate.Subpredicates {
    /// `elements`, with the operands of those `nested` opens in their place.
    init(flattening elements: [FetchPredicate], _ nested: (FetchPredicate) -> FetchPredicate.Subpredicates?) {
        guard elements.contains(where: { nested($0) != nil }) else {
            self.init(elements)
            return
        }
        var flat: [FetchPredicate] = []
        for element in elements {
            if let parts = nested(element) { flat += parts } else { flat.append(element) }
        }
        self.init(flat)
    }
}
