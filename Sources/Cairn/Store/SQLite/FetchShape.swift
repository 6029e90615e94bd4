import Foundation

/// A fetch with its constants left out: the key under which the SQLite store keeps the SQL it
/// compiled, so that fetches differing only in their values (`i1 == 7`, then `i1 == 8`) compile once.
///
/// Only shapes whose SQL provably does not depend on the constants' values are kept: every
/// comparison of the predicate is a stored attribute of the fetched entity (one key-path
/// component) against one constant that is not `nil`, an object or a list (the attribute check is
/// made only when a shape is kept: a later fetch can only equal a kept shape, never bypass it). For those the compiler
/// writes the same text for every value of the same kind (`t0.ZI1 = ?`, `cairn_str('BEGINSWITH',
/// 1, t0.ZS1, ?)`) and binds each constant once, in the order the comparisons appear, as
/// ``SQLiteValueCodec/comparable(_:)`` makes it. Two shapes are equal when everything but the
/// constants' values is: entity, sub-entities, what is selected, the predicate's structure, key
/// paths, operators, modifiers, options and the constants' kinds, sort keys, limit and offset.
/// `nil`, objects and lists change the SQL itself (`IS NULL`, primary keys of another store, the
/// number of `?`), so predicates holding them compile every time.
struct FetchShape: Hashable {
    /// What the SELECT returns.
    enum Selection: UInt8 {
        /// Whole rows.
        case rows
        /// `Z_PK, Z_ENT` only.
        case ids
        /// `COUNT(*)`.
        case count
    }

    /// The fetched entity (the model outlives the store and its cache).
    private unowned(unsafe) let entity: EntityDescription
    private let includesSubentities: Bool
    private let selection: Selection
    private let limit: Int
    private let offset: Int
    private let sortKeys: [SortKey]
    /// The predicate of the fetch this shape was taken from (its constants' values are not part
    /// of the shape).
    private(set) var predicate: FetchPredicate?

    /// The shape of `fetch`, or `nil` when its SQL may depend on its constants' values (see above)
    /// or it uses what the cache does not cover (projections, full-text search, object IDs).
    init?(_ fetch: borrowing StoreFetch, selecting selection: Selection) {
        guard fetch.projection == nil, fetch.textSearch == nil, fetch.objectIDs == nil else { return nil }
        if let predicate = fetch.predicate, !Self.hasCacheableForm(predicate, depth: 1) { return nil }
        entity = fetch.entity
        includesSubentities = fetch.includesSubentities
        self.selection = selection
        limit = fetch.limit
        offset = fetch.offset
        sortKeys = fetch.sortKeys
        predicate = fetch.predicate
    }

    /// Whether every comparison's key path is a stored attribute of the entity (checked before a
    /// shape is kept; relationships and transient or unknown keys compile every time).
    var comparesStoredAttributesOnly: Bool {
        predicate.map { Self.comparesStoredAttributesOnly($0, entity) } ?? true
    }

    /// The same shape holding no text or data of the fetch it was taken from (constants' values
    /// are not part of a shape; a kept shape must not keep a large string or blob alive).
    func withoutLargeValues() -> FetchShape {
        var copy = self
        copy.predicate = predicate.map(Self.withoutLargeValues)
        return copy
    }

    /// The values the cached SQL binds for `predicate`, in order.
    static func bindings(of predicate: FetchPredicate?) -> [PropertyValue] {
        var values: [PropertyValue] = []
        if let predicate { appendBindings(predicate, to: &values) }
        return values
    }

    /// Hashes the entity, the key paths, options and constant kinds; operators and modifiers are
    /// left to `==` (hashing them hashed their raw-value strings).
    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(entity))
        hasher.combine(includesSubentities)
        hasher.combine(selection)
        hasher.combine(limit)
        hasher.combine(offset)
        hasher.combine(sortKeys.count)
        if let predicate { Self.hashShape(predicate, into: &hasher) }
    }

    static func == (a: FetchShape, b: FetchShape) -> Bool {
        guard a.entity === b.entity, a.includesSubentities == b.includesSubentities, a.selection == b.selection,
            a.limit == b.limit, a.offset == b.offset, a.sortKeys == b.sortKeys
        else { return false }
        switch (a.predicate, b.predicate) {
        case (nil, nil): return true
        case (let p?, let q?): return sameShape(p, q)
        default: return false
        }
    }

    // MARK: - The walks

    /// Whether every comparison is a key path against one constant of a kind that binds as itself,
    /// within ``FetchPredicate/maximumDepth`` (the other walks of a shape recurse: deeper
    /// predicates are left to the compiler, which refuses them). `MATCHES` is never cached: its
    /// pattern is checked by the compiler (see ``PredicateCheck``) and changes with the value.
    private static func hasCacheableForm(_ predicate: FetchPredicate, depth: Int) -> Bool {
        guard depth <= FetchPredicate.maximumDepth else { return false }
        switch predicate {
        case .literal: return true
        case .invalid: return false
        case .not(let inner): return hasCacheableForm(inner.predicate, depth: depth + 1)
        case .and(let parts): return parts.allSatisfy { hasCacheableForm($0, depth: depth + 1) }
        case .or(let parts):
            // Grouped equalities bind their values in another order than the comparisons'.
            return !EqualityGrouping.regroups(parts) && parts.allSatisfy { hasCacheableForm($0, depth: depth + 1) }
        case .comparison(let c):
            guard c.op != .matches, case .keyPath = c.lhs, case .constant(let value) = c.rhs else { return false }
            return kind(of: value) != nil
        }
    }

    private static func comparesStoredAttributesOnly(_ predicate: FetchPredicate, _ entity: EntityDescription) -> Bool {
        switch predicate {
        case .literal, .invalid: return true
        case .not(let inner): return comparesStoredAttributesOnly(inner.predicate, entity)
        case .and(let parts), .or(let parts): return parts.allSatisfy { comparesStoredAttributesOnly($0, entity) }
        case .comparison(let c):
            guard case .keyPath(let path) = c.lhs, let attribute = entity.propertiesByName[path] as? AttributeDescription else { return false }
            return !attribute.isTransient
        }
    }

    /// The kind of a constant that binds as itself (`nil` for those that change the SQL).
    private static func kind(of value: PropertyValue) -> UInt8? {
        switch value {
        case .null, .object, .objects: return nil
        case .integer: return 1
        case .double: return 2
        case .string: return 3
        case .bool: return 4
        case .date: return 5
        case .data: return 6
        case .uuid: return 7
        case .url: return 8
        case .decimal: return 9
        }
    }

    private static func hashShape(_ predicate: FetchPredicate, into hasher: inout Hasher) {
        switch predicate {
        case .literal(let value): hasher.combine(value ? 1 as UInt8 : 2)
        case .invalid: hasher.combine(3 as UInt8)
        case .not(let inner):
            hasher.combine(4 as UInt8)
            hashShape(inner.predicate, into: &hasher)
        case .and(let parts): hashShapes(parts, tag: 5, into: &hasher)
        case .or(let parts): hashShapes(parts, tag: 6, into: &hasher)
        case .comparison(let c):
            hasher.combine(7 as UInt8)
            if case .keyPath(let path) = c.lhs { hasher.combine(path) }
            hasher.combine(c.options.rawValue)
            if case .constant(let value) = c.rhs { hasher.combine(kind(of: value)) }
        }
    }

    private static func hashShapes(_ parts: FetchPredicate.Subpredicates, tag: UInt8, into hasher: inout Hasher) {
        hasher.combine(tag)
        hasher.combine(parts.count)
        for part in parts { hashShape(part, into: &hasher) }
    }

    private static func sameShape(_ p: FetchPredicate, _ q: FetchPredicate) -> Bool {
        switch (p, q) {
        case (.literal(let a), .literal(let b)): return a == b
        case (.not(let a), .not(let b)): return sameShape(a.predicate, b.predicate)
        case (.and(let a), .and(let b)), (.or(let a), .or(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { sameShape($0, $1) }
        case (.comparison(let a), .comparison(let b)):
            guard a.op == b.op, a.modifier == b.modifier, a.options == b.options,
                case .keyPath(let x) = a.lhs, case .keyPath(let y) = b.lhs, x == y,
                case .constant(let u) = a.rhs, case .constant(let v) = b.rhs
            else { return false }
            return kind(of: u) == kind(of: v)
        default: return false
        }
    }

    private static func withoutLargeValues(_ predicate: FetchPredicate) -> FetchPredicate {
        switch predicate {
        case .literal, .invalid: return predicate
        case .not(let inner): return .not(withoutLargeValues(inner.predicate))
        case .and(let parts): return .and(parts.map(withoutLargeValues))
        case .or(let parts): return .or(parts.map(withoutLargeValues))
        case .comparison(var c):
            switch c.rhs {
            case .constant(.string): c.rhs = .constant(.string(""))
            case .constant(.data): c.rhs = .constant(.data(Data()))
            default: return predicate
            }
            return .comparison(c)
        }
    }

    private static func appendBindings(_ predicate: FetchPredicate, to values: inout [PropertyValue]) {
        switch predicate {
        case .literal, .invalid: return
        case .not(let inner): appendBindings(inner.predicate, to: &values)
        case .and(let parts), .or(let parts): for part in parts { appendBindings(part, to: &values) }
        case .comparison(let c):
            if case .constant(let value) = c.rhs { values.append(SQLiteValueCodec.comparable(value)) }
        }
    }
}
