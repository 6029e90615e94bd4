/// Values for `$NAME` variables, minus the names a `SUBQUERY` binds in the part being substituted.
struct PredicateVariableBindings {
    /// A value whose type a predicate cannot use.
    struct Failure: Error {
        /// The variable's name (without `$`).
        var name: String
        /// What is wrong with its value.
        var unsupported: PredicateArgumentConverter.Unsupported
    }

    /// The values, by variable name.
    let values: [String: Any]
    /// Names bound by enclosing subqueries, which are left alone.
    var shadowed: Set<String> = []

    /// The expression to put in place of `$name`, or `nil` to leave it.
    func value(for name: String) throws(Failure) -> FetchExpression? {
        guard !shadowed.contains(name), let value = values[name] else { return nil }
        do {
            return try PredicateArgumentConverter.expression(for: value)
        } catch {
            throw Failure(name: name, unsupported: error)
        }
    }

    /// These bindings inside a subquery that binds `name`.
    func shadowing(_ name: String) -> PredicateVariableBindings {
        var inner = self
        inner.shadowed.insert(name)
        return inner
    }
}
