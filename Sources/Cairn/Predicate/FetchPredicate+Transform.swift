import Foundation

extension FetchPredicate {
    /// The predicate with expressions replaced, outermost first: `transform` returns the
    /// replacement of an expression, or `nil` to keep it and look inside it.
    func mapExpressions(_ transform: (FetchExpression) throws -> FetchExpression?) rethrows -> FetchPredicate {
        switch self {
        case .literal, .invalid: return self
        case .not(let inner): return .not(try inner.predicate.mapExpressions(transform))
        case .and(let parts): return .and(try parts.map { try $0.mapExpressions(transform) })
        case .or(let parts): return .or(try parts.map { try $0.mapExpressions(transform) })
        case .comparison(var comparison):
            comparison.lhs = try comparison.lhs.mapExpressions(transform)
            comparison.rhs = try comparison.rhs.mapExpressions(transform)
            return .comparison(comparison)
        }
    }
}

extension FetchExpression {
    /// The expression with sub-expressions replaced, outermost first (see
    /// ``FetchPredicate/mapExpressions(_:)``).
    func mapExpressions(_ transform: (FetchExpression) throws -> FetchExpression?) rethrows -> FetchExpression {
        if let replaced = try transform(self) { return replaced }
        switch self {
        case .constant, .keyPath, .evaluatedObject, .variable: return self
        case .keyPathFrom(let base, let path): return .keyPathFrom(try base.mapExpressions(transform), path)
        case .aggregate(let items): return .aggregate(try items.map { try $0.mapExpressions(transform) })
        case .index(let base, let index): return .index(try base.mapExpressions(transform), index)
        case .function(let name, let arguments): return .function(name, try arguments.map { try $0.mapExpressions(transform) })
        case .subquery(let collection, let variable, let predicate):
            return .subquery(try collection.mapExpressions(transform), variable: variable, try predicate.mapExpressions(transform))
        case .conditional(let predicate, let whenTrue, let whenFalse):
            return .conditional(
                try predicate.mapExpressions(transform), trueExpression: try whenTrue.mapExpressions(transform),
                falseExpression: try whenFalse.mapExpressions(transform))
        }
    }
}
