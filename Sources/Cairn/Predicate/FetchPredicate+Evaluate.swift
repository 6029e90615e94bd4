import Foundation

extension FetchPredicate {
    /// Evaluates the predicate in memory against a value (`NSPredicate.evaluate(with:substitutionVariables:)`).
    ///
    /// ```swift
    /// let adult = FetchPredicate(format: "age >= 18 AND ANY pets.kind == 'dog'")
    /// try adult.evaluate(with: ["age": 30, "pets": [["kind": "dog"]]])     // true
    /// try FetchPredicate(format: "SELF BEGINSWITH[c] 'a'").evaluate(with: "Apple")   // true
    /// try FetchPredicate(format: "name == $NAME").evaluate(with: employee, substitutionVariables: ["NAME": "Ann"])
    /// ```
    ///
    /// `object` may be a managed object (its properties and relationships, unsaved changes
    /// included), a dictionary `[String: Any]` (reached by key; a missing key or `NSNull` is nil),
    /// an array or set (a collection: a key on it reaches that key of every element, as key-value
    /// coding does), or a single value (string, number, Boolean, date, data, UUID, URL, decimal)
    /// for predicates on `SELF`. The rules are the fetch rules (see ``FetchPredicate``): `nil ==
    /// nil` is true, ordered comparisons with nil are false, a to-many key path compared directly
    /// means ANY.
    ///
    /// Call it on the managed object's context queue when `object` is or contains managed objects.
    ///
    /// - Throws: ``PredicateSyntaxError`` for an invalid predicate; ``CairnError`` `.invalidRequest`
    ///   for a key a managed object does not have, a value of a type a predicate cannot use, an
    ///   unsupported function or a variable without a value.
    /// - Complexity: O(size of the predicate × the values it reaches).
    public func evaluate(with object: Any?, substitutionVariables: [String: Any] = [:]) throws -> Bool {
        try checkedForEvaluation(substitutionVariables, on: object).evaluate(on: object)
    }

    /// The predicate with `variables` substituted, after the checks both back ends make (see
    /// ``PredicateCheck``; with the entity of `object` when it is a managed object).
    func checkedForEvaluation(_ variables: [String: Any], on object: Any?) throws -> CheckedPredicate {
        let predicate = variables.isEmpty ? self : withSubstitutionVariables(variables)
        try PredicateCheck(entity: (object as? ManagedObject)?.entity).check(predicate)
        return CheckedPredicate(predicate: predicate.groupingEqualities())
    }
}

/// A predicate that passed ``PredicateCheck``: evaluated on many values without checking it again.
struct CheckedPredicate {
    let predicate: FetchPredicate

    func evaluate(on object: Any?) throws -> Bool {
        try PredicateEvaluator().evaluate(predicate, on: try ValueSubject.root(object))
    }
}

extension Sequence {
    /// The elements for which `predicate` holds (`NSArray.filtered(using:)`).
    ///
    /// ```swift
    /// let people: [[String: Any]] = [["name": "Ann", "age": 31], ["name": "Bob", "age": 17]]
    /// let adults = try people.filtered(using: FetchPredicate(format: "age >= 18"))   // Ann
    /// ```
    ///
    /// - Throws: the errors of ``FetchPredicate/evaluate(with:substitutionVariables:)``.
    public func filtered(using predicate: FetchPredicate, substitutionVariables: [String: Any] = [:]) throws -> [Element] {
        var checked: CheckedPredicate?
        return try filter { element in
            if checked == nil { checked = try predicate.checkedForEvaluation(substitutionVariables, on: element) }
            return try checked!.evaluate(on: element)
        }
    }
}
