extension FetchExpression {
    /// The expression with the variables in `bindings` replaced by their values.
    func substituting(_ bindings: PredicateVariableBindings) throws(PredicateVariableBindings.Failure) -> FetchExpression {
        switch self {
        case .variable(let name):
            return try bindings.value(for: name) ?? self
        case .constant, .keyPath, .evaluatedObject:
            return self
        case .keyPathFrom(let base, let path):
            return .keyPathFrom(try base.substituting(bindings), path)
        case .aggregate(let elements):
            return .aggregate(try elements.map { element throws(PredicateVariableBindings.Failure) in try element.substituting(bindings) })
        case .index(let base, let index):
            return .index(try base.substituting(bindings), index)
        case .function(let selector, let arguments):
            return .function(selector, try arguments.map { argument throws(PredicateVariableBindings.Failure) in try argument.substituting(bindings) })
        case .subquery(let collection, let variable, let predicate):
            return .subquery(try collection.substituting(bindings), variable: variable, try predicate.substituting(bindings.shadowing(variable)))
        case .conditional(let predicate, let whenTrue, let whenFalse):
            return .conditional(
                try predicate.substituting(bindings), trueExpression: try whenTrue.substituting(bindings), falseExpression: try whenFalse.substituting(bindings)
            )
        }
    }
}
