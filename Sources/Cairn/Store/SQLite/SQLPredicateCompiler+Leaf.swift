import Foundation

extension SQLPredicateCompiler {
    /// The right-hand side of a comparison: one constant or a list of constants.
    struct RightSide {
        let values: [PropertyValue]
        let isList: Bool

        var single: PropertyValue { values.first ?? .null }

        /// Whether the comparison holds for a `nil` left value (decided by the in-memory rules).
        func holds(for value: PropertyValue, _ c: FetchComparison) throws -> Bool {
            try PredicateEvaluator().test(value, c.op, isList ? .collection(values) : .scalar(single), c.options)
        }
    }

    static func constantValues(of expression: FetchExpression) throws -> RightSide {
        switch expression {
        case .constant(.objects(let ids)): return RightSide(values: ids.map(PropertyValue.object), isList: true)
        case .constant(let value): return RightSide(values: [value], isList: false)
        case .aggregate(let items):
            return RightSide(values: try items.map { item in
                guard case .constant(let value) = item else {
                    throw CairnError(.invalidRequest, "The SQLite store only compares with constants; '\(item)' in an array literal is not a constant.")
                }
                return value
            }, isList: true)
        default:
            throw CairnError(.invalidRequest, "The SQLite store only compares key paths with constants, not with '\(expression)' (substitute variables first).")
        }
    }

    /// The SQL for `expression op right`, where `expression` is a column or scalar subquery.
    mutating func leaf(_ expression: String, _ c: FetchComparison, _ right: RightSide, twoValued: Bool) throws -> String {
        let folds = !c.options.subtracting(.normalized).isEmpty
        let options = c.options.subtracting(.normalized).rawValue
        func side(_ sql: String) -> String { folds ? "cairn_fold(\(sql), \(options))" : sql }
        func twoValue(_ sql: String) -> String { twoValued ? "COALESCE(\(sql), 0)" : sql }
        switch c.op {
        case .equalTo:
            if right.single.isNull { return "\(expression) IS NULL" }
            return twoValue("\(side(expression)) = \(side(bind(right.single)))")
        case .notEqualTo:
            if right.single.isNull { return "\(expression) IS NOT NULL" }
            return "\(side(expression)) IS NOT \(side(bind(right.single)))"
        case .lessThan, .lessThanOrEqualTo, .greaterThan, .greaterThanOrEqualTo:
            if right.single.isNull { return "0" }
            return twoValue("\(side(expression)) \(c.op.rawValue) \(side(bind(right.single)))")
        case .in:
            if !right.isList, case .string = right.single {
                return "cairn_str('CONTAINS', \(options), \(bind(right.single)), \(expression))"
            }
            let present = right.values.filter { !$0.isNull }
            var sql = present.isEmpty ? "0" : twoValue("\(side(expression)) IN (\(present.map { side(bind($0)) }.joined(separator: ", ")))")
            if present.count != right.values.count { sql = "(\(sql) OR \(expression) IS NULL)" }
            return sql
        case .between:
            guard right.values.count == 2 else {
                throw CairnError(.invalidRequest, "BETWEEN needs exactly two bounds ({low, high}), got \(right.values.count).")
            }
            if right.values.contains(where: \.isNull) { return "0" }
            return twoValue("\(side(expression)) BETWEEN \(side(bind(right.values[0]))) AND \(side(bind(right.values[1])))")
        case .beginsWith, .endsWith, .contains, .like, .matches:
            guard case .string = right.single else { return "0" }
            return "cairn_str('\(c.op.rawValue)', \(options), \(expression), \(bind(right.single)))"
        }
    }
}
