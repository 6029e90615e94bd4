extension FetchPredicate {
    /// A copy with each `$NAME` variable replaced by the value for `NAME` in `variables`
    /// (`NSPredicate.withSubstitutionVariables(_:)`).
    ///
    /// ```swift
    /// let template = FetchPredicate(format: "lastName LIKE[c] $NAME AND age > $AGE")
    /// let predicate = template.withSubstitutionVariables(["NAME": "Smith*", "AGE": 30])
    /// ```
    ///
    /// Values are converted like `%@` arguments (strings, numbers, dates, objects, arrays …).
    /// A `SUBQUERY`'s iteration variable is not replaced inside that subquery. Variables missing from
    /// `variables` stay variables (evaluating them later is an error). If a value's type cannot be
    /// used in a predicate, the result is ``invalid(_:)`` with an error naming the variable. A
    /// predicate nested deeper than ``maximumDepth`` is returned as it is (fetching with it or
    /// evaluating it throws that error).
    public func withSubstitutionVariables(_ variables: [String: Any]) -> FetchPredicate {
        if PredicateCheck.isTooDeep(self) { return self }
        do {
            return try substituting(PredicateVariableBindings(values: variables))
        } catch {
            let message = "substitution variable '$\(error.name)' \(error.unsupported.describe(use: "in a predicate"))"
            return .invalid(PredicateSyntaxError(message: message, offset: 0, format: description))
        }
    }

    /// The predicate with the variables in `bindings` replaced.
    func substituting(_ bindings: PredicateVariableBindings) throws(PredicateVariableBindings.Failure) -> FetchPredicate {
        switch self {
        case .literal, .invalid:
            return self
        case .not(let operand):
            return .not(try operand.predicate.substituting(bindings))
        case .and(let operands):
            return .and(try operands.map { operand throws(PredicateVariableBindings.Failure) in try operand.substituting(bindings) })
        case .or(let operands):
            return .or(try operands.map { operand throws(PredicateVariableBindings.Failure) in try operand.substituting(bindings) })
        case .comparison(var comparison):
            comparison.lhs = try comparison.lhs.substituting(bindings)
            comparison.rhs = try comparison.rhs.substituting(bindings)
            return .comparison(comparison)
        }
    }
}
