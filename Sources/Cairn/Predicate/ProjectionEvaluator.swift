import Foundation

/// Computes dictionary results in memory with the SQL store's rules: per-row values, groups with
/// aggregates and HAVING, DISTINCT, ordering by values, offset and limit.
struct ProjectionEvaluator {
    let projection: StoreProjection
    let entity: EntityDescription
    private let evaluator = PredicateEvaluator()

    init(_ projection: StoreProjection, entity: EntityDescription) {
        self.projection = projection
        self.entity = entity
    }

    /// The results for `subjects` (the rows matching the predicate, in fetch order; for grouped or
    /// distinct results any order), offset and limit applied.
    func results(_ subjects: [any PredicateSubject], offset: Int, limit: Int) throws -> [[PropertyValue]] {
        var results: [[PropertyValue]]
        if projection.isGrouped {
            results = []
            for group in try groups(subjects) {
                if let having = projection.having, try !holds(having, for: group) { continue }
                results.append(
                    try projection.columns.map { column in
                        column.isAggregate ? try aggregate(column.expression, group) : try value(column.expression, on: group[0])
                    })
            }
        } else {
            results = try subjects.map { subject in try projection.columns.map { try value($0.expression, on: subject) } }
        }
        results = results.map { row in zip(row, projection.columns).map { ProjectedValue.normalize($0, as: $1.type) } }
        if projection.distinct {
            var seen = Set<[PropertyValue]>()
            results = results.filter { seen.insert($0).inserted }
        }
        if projection.ordersByValues { results.sort(by: ordered) }
        let skipped = results.dropFirst(offset)
        return Array(limit > 0 ? skipped.prefix(limit) : skipped)
    }

    /// The groups of rows with equal grouping values, in order of first appearance; all rows form
    /// one group when there are aggregates but no grouping values (even no rows at all).
    private func groups(_ subjects: [any PredicateSubject]) throws -> [[any PredicateSubject]] {
        guard !projection.groupBy.isEmpty else { return [subjects] }
        var order: [[PropertyValue]] = []
        var members: [[PropertyValue]: [any PredicateSubject]] = [:]
        for subject in subjects {
            let key = try projection.groupBy.map { column in ProjectedValue.normalize(try value(column.expression, on: subject), as: column.type) }
            if members[key] == nil { order.append(key) }
            members[key, default: []].append(subject)
        }
        return order.map { members[$0]! }
    }

    private func value(_ expression: FetchExpression, on subject: any PredicateSubject) throws -> PropertyValue {
        try evaluator.value(of: expression, on: subject).scalar
    }

    /// An aggregate function of a row value over the rows of a group (``FunctionEvaluator``'s rules).
    private func aggregate(_ expression: FetchExpression, _ group: [any PredicateSubject]) throws -> PropertyValue {
        guard case .function(let name, let arguments) = expression, let op = FunctionEvaluator.aggregateOperators[name] else { return .null }
        return try FunctionEvaluator.collectionOperator(op, try group.map { try value(arguments[0], on: $0) })
    }

    /// Whether a group meets the HAVING condition: its aggregates computed over the group, key
    /// paths read from its first row (grouped values are the same in every row).
    private func holds(_ having: FetchPredicate, for group: [any PredicateSubject]) throws -> Bool {
        let resolved = try having.mapExpressions { expression in
            StoreProjection.isRowAggregate(expression, entity) ? .constant(try aggregate(expression, group)) : nil
        }
        return try evaluator.evaluate(resolved, on: group[0])
    }

    /// Sort keys first, then every value, with SQLite's order (nil first, numbers, text, data).
    private func ordered(_ a: [PropertyValue], _ b: [PropertyValue]) -> Bool {
        for key in projection.valueOrder {
            let order = ValueComparison.sortOrder(a[key.column], b[key.column], caseInsensitive: key.caseInsensitive)
            if order != .orderedSame { return key.ascending ? order == .orderedAscending : order == .orderedDescending }
        }
        for (x, y) in zip(a, b) {
            let order = ValueComparison.sortOrder(x, y, caseInsensitive: false)
            if order != .orderedSame { return order == .orderedAscending }
        }
        return false
    }
}
