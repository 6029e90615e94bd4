import Foundation

extension SQLPredicateCompiler {
    /// A comparison of general operands: key path with key path, aggregates, `SUBQUERY`, index
    /// forms, arithmetic, constants on the left (`'x' IN tags.name`) …, with the evaluator's rules
    /// (see ``PredicateEvaluator``): a collection on the left is quantified (no modifier means ANY),
    /// `CONTAINS` on a collection is membership of every right-hand element.
    mutating func generalComparison(_ c: FetchComparison, _ scope: Scope, twoValued: Bool) throws -> SQLFragment {
        let left = try operand(c.lhs, scope, in: .init(c))
        let right = try operand(c.rhs, scope, in: .init(c))
        switch left {
        case .collection(let collection):
            if c.modifier == .direct, c.op == .contains { return try membership(of: right, in: collection, c) }
            if c.modifier == .direct, c.op == .equalTo || c.op == .notEqualTo, Self.isCollection(right) {
                throw Self.unsupported(c, "comparing two collections with \(c.op.rawValue) compares whole collections; use ANY/ALL with IN, CONTAINS or @count")
            }
            return try quantified(c.modifier, over: collection) { compiler, twoValued in
                try compiler.test(collection.element, collection.kind, c, right, twoValued: twoValued)
            }
        case .list(let items):
            if c.modifier == .direct, c.op == .contains {
                let elements = right.constantValues.map { $0.map(SQLOperand.constant) } ?? [right]
                return try all(elements) { compiler, item in
                    try compiler.any(items) { compiler, element in try compiler.equal(element, item, c) }
                }
            }
            let tests = try items.map { item -> SQLFragment in
                let (sql, kind) = try scalar(item, matching: .unknown, .init(c))
                return try test(sql, kind, c, right, twoValued: true)
            }
            switch c.modifier {
            case .direct, .any: return tests.isEmpty ? "0" : .connected(tests, by: " OR ")
            case .all: return tests.isEmpty ? "1" : .connected(tests, by: " AND ")
            case .none: return tests.isEmpty ? "1" : "NOT (\(SQLFragment.connected(tests, by: " OR ")))"
            }
        case .scalar, .constant:
            if case .constant(let value) = left, let constants = right.constantValues {
                let holds = try PredicateEvaluator().test(
                    value, c.op, Self.isCollection(right) ? .collection(constants) : .scalar(constants.first ?? .null), c.options)
                return holds != (c.modifier == .none) ? "1" : "0"
            }
            let (sql, kind) = try scalar(left, matching: Self.elementKind(right), .init(c))
            guard c.modifier == .none else { return try test(sql, kind, c, right, twoValued: twoValued) }
            return "NOT (\(try test(sql, kind, c, right, twoValued: true)))"
        }
    }

    /// ANY (and no modifier), ALL or NONE of `test` over a collection's elements.
    mutating func quantified(
        _ modifier: FetchComparison.Modifier, over collection: SQLCollection, _ test: (inout SQLPredicateCompiler, Bool) throws -> SQLFragment
    ) throws -> SQLFragment {
        switch modifier {
        case .direct, .any: return collection.exists(try test(&self, false))
        case .none: return "NOT \(collection.exists(try test(&self, false)))"
        case .all: return "NOT \(collection.exists("NOT (\(try test(&self, true)))"))"
        }
    }

    /// `collection CONTAINS right`: every right-hand element is an element of the collection.
    private mutating func membership(of right: SQLOperand, in collection: SQLCollection, _ c: FetchComparison) throws -> SQLFragment {
        switch right {
        case .collection(let other):
            // No element of `other` is missing from `collection`.
            let missing = try quantified(.none, over: collection) { compiler, _ in
                try compiler.scalarCompare(collection.element, collection.kind, .equalTo, other.element, other.kind, c.options, twoValued: false)
            }
            return "NOT \(other.exists(missing))"
        default:
            let items = right.constantValues.map { $0.map(SQLOperand.constant) } ?? [right]
            return try all(items) { compiler, item in
                try compiler.quantified(.any, over: collection) { compiler, _ in
                    try compiler.equal(.scalar(collection.element, collection.kind), item, c)
                }
            }
        }
    }

    /// `left == right` for two operands (one value each), with the comparison's options.
    private mutating func equal(_ left: SQLOperand, _ right: SQLOperand, _ c: FetchComparison) throws -> SQLFragment {
        let (l, lk) = try scalar(left, matching: Self.elementKind(right), .init(c))
        return try test(l, lk, FetchComparison(c.lhs, .equalTo, c.rhs, options: c.options), right, twoValued: false)
    }

    /// The conjunction (`AND`) of `body` over `items` (TRUE for none).
    private mutating func all(_ items: [SQLOperand], _ body: (inout SQLPredicateCompiler, SQLOperand) throws -> SQLFragment) throws -> SQLFragment {
        let parts = try items.map { try body(&self, $0) }
        return parts.isEmpty ? "1" : .connected(parts, by: " AND ")
    }

    /// The disjunction (`OR`) of `body` over `items` (FALSE for none).
    private mutating func any(_ items: [SQLOperand], _ body: (inout SQLPredicateCompiler, SQLOperand) throws -> SQLFragment) throws -> SQLFragment {
        let parts = try items.map { try body(&self, $0) }
        return parts.isEmpty ? "0" : .connected(parts, by: " OR ")
    }

    static func isCollection(_ operand: SQLOperand) -> Bool {
        switch operand {
        case .list, .collection, .constant(.objects): return true
        case .scalar, .constant: return false
        }
    }

    /// The kind of an operand's values (elements for collections).
    static func elementKind(_ operand: SQLOperand) -> SQLValueKind {
        switch operand {
        case .scalar(_, let kind): return kind
        case .collection(let collection): return collection.kind
        case .constant(let value): return SQLValueKind(value)
        case .list(let items): return items.lazy.map(elementKind).first { $0 != .unknown } ?? .unknown
        }
    }
}
