import Foundation

/// Translates Foundation's `#Predicate` (a `PredicateExpressions` tree) into a ``FetchPredicate``,
/// one conformance per supported expression type (the pattern of swift-foundation's own NSPredicate
/// conversion): key paths resolve through ``ManagedKeyPathNaming`` (`@ManagedKeyPaths`), constants
/// become predicate constants, closures of `contains(where:)` and `allSatisfy` become `SUBQUERY`s.
///
/// Unsupported expressions are errors naming the expression type.
package struct TypedPredicateTranslator {
    /// One possible value of an expression, under a condition: `a ?? b` is `a` where `a != nil`
    /// and `b` where `a == nil`.
    struct Alternative {
        var conditions: [FetchPredicate] = []
        var expression: FetchExpression
    }

    /// What the translated predicate is about, for messages (`#Predicate<Employee>`).
    let subject: String
    private var variables: [PredicateExpressions.VariableID: FetchExpression] = [:]
    private var counter = 0
    /// How many `condition`/`operand` calls are under way: a `PredicateExpressions` tree built at
    /// run time (by opening existentials) can nest without limit, and the walk recurses.
    private var depth = 0

    /// Translates `predicate`, whose input is the evaluated object.
    ///
    /// - Throws: ``CairnError`` `.invalidRequest` naming the first unsupported expression type, a key
    ///   path that is not a `@Managed` property, or a constant of a type predicates cannot use.
    package static func translate<Input>(_ predicate: Predicate<Input>) throws -> FetchPredicate {
        var translator = TypedPredicateTranslator(subject: "#Predicate<\(Input.self)>")
        translator.variables[predicate.variable.key] = .evaluatedObject
        return try translator.condition(predicate.expression)
    }

    /// A Boolean expression as a predicate (a Boolean value `v` as `v == YES`).
    mutating func condition(_ expression: any PredicateExpression) throws -> FetchPredicate {
        try enter(expression)
        defer { depth -= 1 }
        if let condition = expression as? any TypedPredicateCondition { return try condition.fetchPredicate(&self) }
        if expression is any TypedPredicateValue {
            return try compare(expression, .equalTo, constant: .bool(true))
        }
        throw unsupported(expression)
    }

    /// A value expression's alternatives.
    mutating func operand(_ expression: any PredicateExpression) throws -> [Alternative] {
        try enter(expression)
        defer { depth -= 1 }
        guard let value = expression as? any TypedPredicateValue else {
            // A condition where a value is expected (`$0.notes?.contains(x) == true`): true or false.
            guard let condition = expression as? any TypedPredicateCondition else { throw unsupported(expression) }
            let predicate = try condition.fetchPredicate(&self)
            return [.init(expression: .conditional(predicate, trueExpression: .constant(.bool(true)), falseExpression: .constant(.bool(false))))]
        }
        return try value.fetchAlternatives(&self)
    }

    /// A value expression that must have one alternative (key paths inside collections …).
    mutating func single(_ expression: any PredicateExpression) throws -> FetchExpression {
        let alternatives = try operand(expression)
        guard alternatives.count == 1, alternatives[0].conditions.isEmpty else {
            throw unsupported(expression, "a ?? default is only supported where a value is compared")
        }
        return alternatives[0].expression
    }

    /// `lhs op rhs` over every combination of the operands' alternatives.
    mutating func compare(
        _ lhs: any PredicateExpression, _ op: FetchComparison.Operator, _ rhs: any PredicateExpression,
        options: FetchComparison.Options = []
    ) throws -> FetchPredicate {
        let left = try operand(lhs), right = try operand(rhs)
        return Self.combine(left, right) { .comparison($0, op, $1, options: options) }
    }

    private mutating func compare(_ lhs: any PredicateExpression, _ op: FetchComparison.Operator, constant: PropertyValue) throws -> FetchPredicate {
        Self.combine(try operand(lhs), [Alternative(expression: .constant(constant))]) { .comparison($0, op, $1) }
    }

    /// `make(l, r)` for each pair of alternatives, under both conditions, joined by OR.
    static func combine(_ left: [Alternative], _ right: [Alternative], _ make: (FetchExpression, FetchExpression) -> FetchPredicate) -> FetchPredicate {
        var cases: [FetchPredicate] = []
        for l in left {
            for r in right {
                let conditions = l.conditions + r.conditions
                let core = make(l.expression, r.expression)
                cases.append(conditions.isEmpty ? core : .and(conditions + [core]))
            }
        }
        return cases.count == 1 ? cases[0] : .or(cases)
    }

    /// The expressions `function(l, r)` for each pair of alternatives.
    static func combine(_ left: [Alternative], _ right: [Alternative], function: String) -> [Alternative] {
        left.flatMap { l in
            right.map { r in Alternative(conditions: l.conditions + r.conditions, expression: .function(function, [l.expression, r.expression])) }
        }
    }

    /// The expression a closure variable (or the predicate's input) stands for.
    func variable(_ id: PredicateExpressions.VariableID) -> FetchExpression? { variables[id] }

    /// Binds a closure variable to an expression (`optional.flatMap { $0.name }`).
    mutating func bind(_ id: PredicateExpressions.VariableID, to expression: FetchExpression) { variables[id] = expression }

    /// Binds a closure variable to a new SUBQUERY variable and returns its name.
    mutating func newVariable(for id: PredicateExpressions.VariableID) -> String {
        counter += 1
        let name = "v\(counter)"
        variables[id] = .variable(name)
        return name
    }

    /// One level deeper into the tree, refused past ``FetchPredicate/maximumDepth``.
    private mutating func enter(_ expression: any PredicateExpression) throws {
        guard depth < FetchPredicate.maximumDepth else {
            throw unsupported(
                expression,
                "the predicate nests more than \(FetchPredicate.maximumDepth) levels deep (each operator, comparison, && and || is one level); make it flatter or compute part of it in code"
            )
        }
        depth += 1
    }

    /// The error for an expression that cannot be translated, naming its type.
    func unsupported(_ expression: Any, _ reason: String? = nil) -> CairnError {
        let type = String(describing: Swift.type(of: expression))
        return CairnError(
            .invalidRequest,
            "Unsupported predicate expression \(type) in \(subject)"
                + (reason.map { ": \($0)." }
                    ?? "; Cairn translates comparisons, &&, ||, !, the ternary operator, key paths of @Managed properties (persistentModelID, isEmpty and count of to-many relationships), constants, arithmetic, ?? and optional chaining, contains, contains(where:), allSatisfy, starts(with:), min() and max().")
        )
    }
}

/// A `PredicateExpressions` type that is a condition (`==`, `&&`, `contains` …).
protocol TypedPredicateCondition {
    func fetchPredicate(_ translator: inout TypedPredicateTranslator) throws -> FetchPredicate
}

/// A `PredicateExpressions` type that is a value (key paths, constants, arithmetic …).
protocol TypedPredicateValue {
    func fetchAlternatives(_ translator: inout TypedPredicateTranslator) throws -> [TypedPredicateTranslator.Alternative]
}
