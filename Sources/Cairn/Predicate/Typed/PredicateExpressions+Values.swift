import Foundation

extension PredicateExpressions.Variable: TypedPredicateValue {
    func fetchAlternatives(_ translator: inout TypedPredicateTranslator) throws -> [TypedPredicateTranslator.Alternative] {
        guard let bound = translator.variable(key) else { throw translator.unsupported(self, "a variable outside its closure") }
        return [.init(expression: bound)]
    }
}

extension PredicateExpressions.Value: TypedPredicateValue {
    /// A constant, converted like a `%@` argument (objects become their IDs, arrays arrays).
    func fetchAlternatives(_ translator: inout TypedPredicateTranslator) throws -> [TypedPredicateTranslator.Alternative] {
        do {
            return [.init(expression: try PredicateArgumentConverter.expression(for: value as Any))]
        } catch {
            throw translator.unsupported(self, "a constant \(error.describe(use: "in a predicate"))")
        }
    }
}

extension PredicateExpressions.KeyPath: TypedPredicateValue {
    /// `root.property`: the property's model name (`@ManagedKeyPaths`), appended to the root's key
    /// path; `count` of a to-many relationship is `@count`.
    func fetchAlternatives(_ translator: inout TypedPredicateTranslator) throws -> [TypedPredicateTranslator.Alternative] {
        // A property of a constant (`searchText.isEmpty`, `limit.count`) is a constant.
        if let constant = root as? PredicateExpressions.Value<Root.Output> {
            return try PredicateExpressions.Value(constant.value[keyPath: keyPath]).fetchAlternatives(&translator)
        }
        let name = try TypedKeyPathName.name(of: keyPath, root: Root.Output.self, translator)
        return try translator.operand(root).map { alternative in
            var result = alternative
            // The model's identity (`persistentModelID`) is the object itself.
            if name != TypedKeyPathName.identity { result.expression = Self.append(name, to: alternative.expression) }
            return result
        }
    }

    private static func append(_ key: String, to base: FetchExpression) -> FetchExpression {
        switch base {
        case .evaluatedObject: return .keyPath(key)
        case .keyPath(let path): return .keyPath(path + "." + key)
        case .keyPathFrom(let from, let path): return .keyPathFrom(from, path + "." + key)
        default: return .keyPathFrom(base, key)
        }
    }
}

extension PredicateExpressions.OptionalFlatMap: TypedPredicateValue {
    /// `optional?.property` (optional chaining): nil stays nil, as key paths through a nil
    /// relationship are.
    func fetchAlternatives(_ translator: inout TypedPredicateTranslator) throws -> [TypedPredicateTranslator.Alternative] {
        try translator.operand(wrapped).flatMap { alternative in
            translator.bind(variable.key, to: alternative.expression)
            return try translator.operand(transform).map { inner in
                var result = inner
                result.conditions = alternative.conditions + inner.conditions
                return result
            }
        }
    }
}

extension PredicateExpressions.NilCoalesce: TypedPredicateValue {
    /// `a ?? b`: `a` where it is not nil, `b` where it is.
    func fetchAlternatives(_ translator: inout TypedPredicateTranslator) throws -> [TypedPredicateTranslator.Alternative] {
        let left = try translator.operand(lhs)
        let right = try translator.operand(rhs)
        var result = left.map { alternative in
            var present = alternative
            present.conditions.append(.comparison(alternative.expression, .notEqualTo, .constant(.null)))
            return present
        }
        for l in left {
            for r in right {
                result.append(
                    .init(conditions: l.conditions + [.comparison(l.expression, .equalTo, .constant(.null))] + r.conditions, expression: r.expression))
            }
        }
        return result
    }
}

extension PredicateExpressions.ForcedUnwrap: TypedPredicateValue {
    /// `optional!`: the value (a fetch has no crash to mirror; nil compares as nil).
    func fetchAlternatives(_ translator: inout TypedPredicateTranslator) throws -> [TypedPredicateTranslator.Alternative] {
        try translator.operand(inner)
    }
}

extension PredicateExpressions.Arithmetic: TypedPredicateValue {
    func fetchAlternatives(_ translator: inout TypedPredicateTranslator) throws -> [TypedPredicateTranslator.Alternative] {
        let selectors: [PredicateExpressions.ArithmeticOperator: String] = [.add: "add:to:", .subtract: "from:subtract:", .multiply: "multiply:by:"]
        guard let selector = selectors[op] else { throw translator.unsupported(self, "arithmetic operator \(op)") }
        return TypedPredicateTranslator.combine(try translator.operand(lhs), try translator.operand(rhs), function: selector)
    }
}

extension PredicateExpressions.FloatDivision: TypedPredicateValue {
    func fetchAlternatives(_ translator: inout TypedPredicateTranslator) throws -> [TypedPredicateTranslator.Alternative] {
        TypedPredicateTranslator.combine(try translator.operand(lhs), try translator.operand(rhs), function: "divide:by:")
    }
}

extension PredicateExpressions.Filter: TypedPredicateValue {
    /// `items.filter { test }`: `SUBQUERY(items, $v, test)`, the related objects that pass, whose
    /// `count` and `isEmpty` then apply (`movie.cast.filter { $0.age < 18 }.count >= 3`).
    func fetchAlternatives(_ translator: inout TypedPredicateTranslator) throws -> [TypedPredicateTranslator.Alternative] {
        let (subquery, _) = try translator.subquery(sequence, variable.key, filter, negated: false)
        return [.init(expression: subquery)]
    }
}

extension PredicateExpressions.IntDivision: TypedPredicateValue {
    /// Swift's integer `/`, which truncates: `(a - a % b) / b`, exact for integers both in SQL and
    /// in memory (where `divide:by:` alone divides as reals).
    func fetchAlternatives(_ translator: inout TypedPredicateTranslator) throws -> [TypedPredicateTranslator.Alternative] {
        let remainders = TypedPredicateTranslator.combine(try translator.operand(lhs), try translator.operand(rhs), function: "modulus:by:")
        return remainders.map { alternative in
            guard case .function(_, let operands) = alternative.expression else { return alternative }
            let whole = FetchExpression.function("from:subtract:", [operands[0], alternative.expression])
            return .init(conditions: alternative.conditions, expression: .function("divide:by:", [whole, operands[1]]))
        }
    }
}

extension PredicateExpressions.IntRemainder: TypedPredicateValue {
    func fetchAlternatives(_ translator: inout TypedPredicateTranslator) throws -> [TypedPredicateTranslator.Alternative] {
        TypedPredicateTranslator.combine(try translator.operand(lhs), try translator.operand(rhs), function: "modulus:by:")
    }
}

extension PredicateExpressions.UnaryMinus: TypedPredicateValue {
    func fetchAlternatives(_ translator: inout TypedPredicateTranslator) throws -> [TypedPredicateTranslator.Alternative] {
        try translator.operand(wrapped).map { .init(conditions: $0.conditions, expression: .function("negative:", [$0.expression])) }
    }
}

extension PredicateExpressions.SequenceMaximum: TypedPredicateValue {
    /// `values.max()`: `@max`.
    func fetchAlternatives(_ translator: inout TypedPredicateTranslator) throws -> [TypedPredicateTranslator.Alternative] {
        [.init(expression: .function("max:", [try translator.single(elements)]))]
    }
}

extension PredicateExpressions.SequenceMinimum: TypedPredicateValue {
    /// `values.min()`: `@min`.
    func fetchAlternatives(_ translator: inout TypedPredicateTranslator) throws -> [TypedPredicateTranslator.Alternative] {
        [.init(expression: .function("min:", [try translator.single(elements)]))]
    }
}

extension PredicateExpressions.NilLiteral: TypedPredicateValue {
    /// `nil`.
    func fetchAlternatives(_ translator: inout TypedPredicateTranslator) throws -> [TypedPredicateTranslator.Alternative] {
        [.init(expression: .constant(.null))]
    }
}

extension PredicateExpressions.KeyPath: TypedPredicateCondition {
    /// A Boolean key path as a condition: `items.isEmpty` is `items.@count == 0`; any other is
    /// `value == YES`.
    func fetchPredicate(_ translator: inout TypedPredicateTranslator) throws -> FetchPredicate {
        guard let counted = Root.Output.self as? any CountKeyPathProviding.Type, keyPath == counted.isEmptyKeyPath,
            !(root is PredicateExpressions.Value<Root.Output>)
        else {
            return try translator.compare(self, .equalTo, PredicateExpressions.Value(true))
        }
        guard counted.holdsObjects else { throw TypedKeyPathName.notARelationship(keyPath, Root.Output.self, translator) }
        let collections = try translator.operand(root)
        return TypedPredicateTranslator.combine(collections, [.init(expression: .constant(.integer(0)))]) { collection, zero in
            .comparison(Self.count(of: collection), .equalTo, zero)
        }
    }

    private static func count(of collection: FetchExpression) -> FetchExpression {
        switch collection {
        case .keyPath(let path): return .keyPath(path + ".@count")
        case .keyPathFrom(let from, let path): return .keyPathFrom(from, path + ".@count")
        default: return .keyPathFrom(collection, "@count")
        }
    }
}

extension PredicateExpressions.Conditional: TypedPredicateValue {
    /// `test ? a : b`: `a` where `test` holds, `b` where it does not (as a condition:
    /// `(test AND a) OR (NOT test AND b)`).
    func fetchAlternatives(_ translator: inout TypedPredicateTranslator) throws -> [TypedPredicateTranslator.Alternative] {
        let condition = try translator.condition(test)
        let yes = try translator.operand(trueBranch).map { alternative in
            var result = alternative
            result.conditions.insert(condition, at: 0)
            return result
        }
        let no = try translator.operand(falseBranch).map { alternative in
            var result = alternative
            result.conditions.insert(.not(condition), at: 0)
            return result
        }
        return yes + no
    }
}

extension PredicateExpressions.Conditional: TypedPredicateCondition {
    /// `test ? a : b` as a condition: `(test AND a) OR (NOT test AND b)`.
    func fetchPredicate(_ translator: inout TypedPredicateTranslator) throws -> FetchPredicate {
        let condition = try translator.condition(test)
        return .or([.and([condition, try translator.condition(trueBranch)]), .and([.not(condition), try translator.condition(falseBranch)])])
    }
}
