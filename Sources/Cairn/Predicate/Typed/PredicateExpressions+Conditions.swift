import Foundation

extension PredicateExpressions.Conjunction: TypedPredicateCondition {
    func fetchPredicate(_ translator: inout TypedPredicateTranslator) throws -> FetchPredicate {
        .and([try translator.condition(lhs), try translator.condition(rhs)])
    }
}

extension PredicateExpressions.Disjunction: TypedPredicateCondition {
    func fetchPredicate(_ translator: inout TypedPredicateTranslator) throws -> FetchPredicate {
        .or([try translator.condition(lhs), try translator.condition(rhs)])
    }
}

extension PredicateExpressions.Negation: TypedPredicateCondition {
    func fetchPredicate(_ translator: inout TypedPredicateTranslator) throws -> FetchPredicate {
        .not(try translator.condition(wrapped))
    }
}

extension PredicateExpressions.Equal: TypedPredicateCondition {
    func fetchPredicate(_ translator: inout TypedPredicateTranslator) throws -> FetchPredicate {
        try translator.compare(lhs, .equalTo, rhs)
    }
}

extension PredicateExpressions.NotEqual: TypedPredicateCondition {
    func fetchPredicate(_ translator: inout TypedPredicateTranslator) throws -> FetchPredicate {
        try translator.compare(lhs, .notEqualTo, rhs)
    }
}

extension PredicateExpressions.Comparison: TypedPredicateCondition {
    func fetchPredicate(_ translator: inout TypedPredicateTranslator) throws -> FetchPredicate {
        let operators: [PredicateExpressions.ComparisonOperator: FetchComparison.Operator] = [
            .lessThan: .lessThan, .lessThanOrEqual: .lessThanOrEqualTo,
            .greaterThan: .greaterThan, .greaterThanOrEqual: .greaterThanOrEqualTo,
        ]
        guard let op = operators[self.op] else { throw translator.unsupported(self, "comparison operator \(self.op)") }
        return try translator.compare(lhs, op, rhs)
    }
}

extension PredicateExpressions.SequenceContains: TypedPredicateCondition {
    /// `collection.contains(element)`: `element IN collection` (membership of an object in a to-many
    /// relationship, of a value in an array).
    func fetchPredicate(_ translator: inout TypedPredicateTranslator) throws -> FetchPredicate {
        try translator.compare(element, .in, sequence)
    }
}

extension PredicateExpressions.CollectionContainsCollection: TypedPredicateCondition {
    /// `text.contains("x")`: `text CONTAINS "x"`.
    func fetchPredicate(_ translator: inout TypedPredicateTranslator) throws -> FetchPredicate {
        try translator.compare(base, .contains, other)
    }
}

extension PredicateExpressions.SequenceStartsWith: TypedPredicateCondition {
    /// `text.starts(with: "x")`: `text BEGINSWITH "x"`.
    func fetchPredicate(_ translator: inout TypedPredicateTranslator) throws -> FetchPredicate {
        try translator.compare(base, .beginsWith, prefix)
    }
}

extension PredicateExpressions.SequenceContainsWhere: TypedPredicateCondition {
    /// `items.contains { test }`: `SUBQUERY(items, $v, test).@count > 0`.
    func fetchPredicate(_ translator: inout TypedPredicateTranslator) throws -> FetchPredicate {
        let (subquery, _) = try translator.subquery(sequence, variable.key, test, negated: false)
        return .comparison(.keyPathFrom(subquery, "@count"), .greaterThan, .constant(.integer(0)))
    }
}

extension PredicateExpressions.SequenceAllSatisfy: TypedPredicateCondition {
    /// `items.allSatisfy { test }`: `SUBQUERY(items, $v, NOT test).@count == 0`.
    func fetchPredicate(_ translator: inout TypedPredicateTranslator) throws -> FetchPredicate {
        let (subquery, _) = try translator.subquery(sequence, variable.key, test, negated: true)
        return .comparison(.keyPathFrom(subquery, "@count"), .equalTo, .constant(.integer(0)))
    }
}

extension TypedPredicateTranslator {
    /// `SUBQUERY(collection, $v, test)` with the closure's variable bound to `$v`.
    mutating func subquery(
        _ collection: any PredicateExpression, _ id: PredicateExpressions.VariableID, _ test: any PredicateExpression, negated: Bool
    ) throws -> (FetchExpression, String) {
        let base = try single(collection)
        let name = newVariable(for: id)
        let condition = try self.condition(test)
        return (.subquery(base, variable: name, negated ? .not(condition) : condition), name)
    }
}
