/// Many `key == constant` comparisons joined by `OR` read as one `key IN {constants}`, which both
/// back ends answer in one step: SQLite with one `IN (?, ?, …)` instead of an `OR` of 100,000
/// terms (which took minutes), memory by reading the key once per object instead of once per term.
///
/// The answers are the same: for a key path compared directly (no `ANY`/`ALL`/`NONE`, the key path
/// on the left), `key == v1 OR key == v2` holds exactly when `key IN {v1, v2}` does, with the same
/// options, `nil` and to-many reading (ANY), in both back ends. Only keys with at least
/// ``minimumCount`` comparisons are grouped, so short predicates compile as they always did.
enum EqualityGrouping {
    /// The fewest comparisons of one key that are grouped.
    static let minimumCount = 8

    /// What the comparisons of one group share.
    private struct Key: Hashable {
        let path: String
        let options: FetchComparison.Options
    }

    /// `parts` of an `OR` with each large group of comparisons replaced by one `IN`, at the place of
    /// its first comparison; `nil` when there is no group to make.
    ///
    /// - Complexity: O(number of parts).
    static func grouped(_ parts: FetchPredicate.Subpredicates) -> [FetchPredicate]? {
        guard parts.count >= minimumCount else { return nil }
        var groups: [Key: [FetchExpression]] = [:]
        for part in parts {
            if let (key, value) = member(part) { groups[key, default: []].append(.constant(value)) }
        }
        guard groups.values.contains(where: { $0.count >= minimumCount }) else { return nil }
        var result: [FetchPredicate] = []
        var placed = Set<Key>()
        for part in parts {
            guard let (key, _) = member(part), let values = groups[key], values.count >= minimumCount else {
                result.append(part)
                continue
            }
            if placed.insert(key).inserted {
                result.append(.comparison(.keyPath(key.path), .in, .aggregate(values), options: key.options))
            }
        }
        return result
    }

    /// Whether ``grouped(_:)`` rewrites an `OR` of `parts`.
    static func regroups(_ parts: FetchPredicate.Subpredicates) -> Bool {
        guard parts.count >= minimumCount else { return false }
        var counts: [Key: Int] = [:]
        for part in parts {
            guard let (key, _) = member(part) else { continue }
            counts[key, default: 0] += 1
            if counts[key]! >= minimumCount { return true }
        }
        return false
    }

    /// The key and constant of a comparison that can join a group.
    private static func member(_ predicate: FetchPredicate) -> (Key, PropertyValue)? {
        guard case .comparison(let c) = predicate, c.op == .equalTo, c.modifier == .direct,
            case .keyPath(let path) = c.lhs, case .constant(let value) = c.rhs
        else { return nil }
        // A list of objects compared with == is a whole-collection comparison, not one value.
        if case .objects = value { return nil }
        return (Key(path: path, options: c.options.subtracting(.normalized)), value)
    }
}

extension FetchPredicate {
    /// The predicate with the large `OR`s of equalities grouped (see ``EqualityGrouping``), for
    /// the in-memory evaluator; the predicate itself when nothing changes. Call it after
    /// ``PredicateCheck``: it recurses as deeply as the predicate nests.
    func groupingEqualities() -> FetchPredicate {
        switch self {
        case .literal, .comparison, .invalid: return self
        case .not(let negated):
            let inner = negated.predicate.groupingEqualities()
            return inner.subpredicateList === negated.predicate.subpredicateList ? self : .not(inner)
        case .and(let parts):
            guard let changed = Self.groupingEqualities(in: parts) else { return self }
            return .and(changed)
        case .or(let parts):
            let inner = Self.groupingEqualities(in: parts)
            guard let grouped = EqualityGrouping.grouped(inner.map(Subpredicates.init) ?? parts) else {
                return inner.map { .or($0) } ?? self
            }
            return .or(grouped)
        }
    }

    /// The parts with their own large `OR`s grouped; `nil` when none changes.
    private static func groupingEqualities(in parts: Subpredicates) -> [FetchPredicate]? {
        var changed = false
        let result = parts.map { part in
            let grouped = part.groupingEqualities()
            if !changed, grouped.subpredicateList !== part.subpredicateList { changed = true }
            return grouped
        }
        return changed ? result : nil
    }
}
