import Foundation

extension SQLPredicateCompiler {
    /// The right-hand side of a comparison with constants: one constant or a list of constants.
    struct RightSide {
        var values: [PropertyValue]
        let isList: Bool

        var single: PropertyValue { values.first ?? .null }

        /// Whether the comparison holds for a `nil` left value (decided by the in-memory rules).
        func holds(for value: PropertyValue, _ c: FetchComparison) throws -> Bool {
            try PredicateEvaluator().test(value, c.op, isList ? .collection(values) : .scalar(single), c.options)
        }
    }

    /// The constants of a right-hand side, or `nil` when it is not made of constants only.
    func constantSide(_ expression: FetchExpression) throws -> RightSide? {
        switch expression {
        case .constant(.objects(let ids)): return RightSide(values: ids.map(PropertyValue.object), isList: true)
        case .constant(let value): return RightSide(values: [value], isList: false)
        case .aggregate(let items):
            var values: [PropertyValue] = []
            for item in items {
                guard case .constant(let value) = item else { return nil }
                values.append(value)
            }
            return RightSide(values: values, isList: true)
        default: return nil
        }
    }

    /// The value an object constant binds as when compared with primary keys of `kind`: its
    /// primary key, or 0 (no row has it) for objects of another table or store.
    func comparable(_ value: PropertyValue, to kind: SQLValueKind) -> PropertyValue {
        guard case .object(let id) = value else { return value }
        guard kind == .object(id.entity), owns(id) else { return .integer(0) }
        return .integer(id.primaryKey)
    }

    /// The SQL for `expression op right`, where `expression` is a column or scalar subquery of
    /// `kind`: `t0.ZAGE >= ?`, `t0.ZNAME IS NULL`, `cairn_fold(t0.ZNAME, 1) = cairn_fold(?, 1)` …
    /// (no function around the column unless `[c]`/`[d]` ask for folding, so indexes are used).
    func leaf(_ expression: SQLFragment, _ kind: SQLValueKind, _ c: FetchComparison, _ constants: RightSide, twoValued: Bool) throws -> SQLFragment {
        var right = constants
        right.values = right.values.map { comparable($0, to: kind) }
        let options = c.options.subtracting(.normalized)
        func side(_ sql: SQLFragment) -> SQLFragment { options.isEmpty ? sql : "cairn_fold(\(sql), \(options.rawValue))" }
        func twoValue(_ sql: SQLFragment) -> SQLFragment { twoValued ? "COALESCE(\(sql), 0)" : sql }
        switch c.op {
        case .equalTo:
            if right.single.isNull { return "\(expression) IS NULL" }
            return twoValue("\(side(expression)) = \(side(.bound(right.single)))")
        case .notEqualTo:
            if right.single.isNull { return "\(expression) IS NOT NULL" }
            return "\(side(expression)) IS NOT \(side(.bound(right.single)))"
        case .lessThan, .lessThanOrEqualTo, .greaterThan, .greaterThanOrEqualTo:
            if right.single.isNull { return "0" }
            return twoValue("\(side(expression)) \(c.op.rawValue) \(side(.bound(right.single)))")
        case .in:
            if !right.isList, case .string = right.single {
                return "cairn_str('CONTAINS', \(options.rawValue), \(bind: right.single), \(expression))"
            }
            let present = right.values.filter { !$0.isNull }
            var sql: SQLFragment =
                present.isEmpty ? "0" : twoValue("\(side(expression)) IN (\(SQLFragment.joined(present.map { side(.bound($0)) }, separator: ", ")))")
            if present.count != right.values.count { sql = "(\(sql) OR \(expression) IS NULL)" }
            return sql
        case .between:
            guard right.values.count == 2 else {
                throw CairnError(.invalidRequest, "BETWEEN needs exactly two bounds ({low, high}), got \(right.values.count).")
            }
            if right.values.contains(where: \.isNull) { return "0" }
            return twoValue("\(side(expression)) BETWEEN \(side(.bound(right.values[0]))) AND \(side(.bound(right.values[1])))")
        case .beginsWith, .endsWith, .contains, .like, .matches:
            guard case .string = right.single else { return "0" }
            return "cairn_str('\(c.op.rawValue)', \(options.rawValue), \(expression), \(bind: right.single))"
        }
    }
}
