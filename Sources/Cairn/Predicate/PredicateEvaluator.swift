import Foundation

/// Evaluates a ``FetchPredicate`` in memory, with the same rules as the SQL back end
/// (see ``ValueComparison``).
struct PredicateEvaluator {
    /// Values of `$VARIABLE`s (substitution variables and subquery iteration variables).
    var variables: [String: PropertyValue] = [:]
    /// Subjects bound to subquery variables.
    var boundSubjects: [String: any PredicateSubject] = [:]

    func evaluate(_ predicate: FetchPredicate, on subject: any PredicateSubject) throws -> Bool {
        switch predicate {
        case .literal(let value): return value
        case .not(let inner): return try !evaluate(inner.predicate, on: subject)
        case .and(let parts):
            for part in parts where try !evaluate(part, on: subject) { return false }
            return true
        case .or(let parts):
            for part in parts where try evaluate(part, on: subject) { return true }
            return false
        case .comparison(let comparison): return try compare(comparison, on: subject)
        case .invalid(let error): throw error
        }
    }

    private func compare(_ c: FetchComparison, on subject: any PredicateSubject) throws -> Bool {
        let left = try value(of: c.lhs, on: subject)
        let right = try value(of: c.rhs, on: subject)
        switch c.modifier {
        case .any: return try left.elements.contains { try test($0, c.op, right, c.options) }
        case .all: return try left.elements.allSatisfy { try test($0, c.op, right, c.options) }
        case .none: return try !left.elements.contains { try test($0, c.op, right, c.options) }
        case .direct:
            if left.isCollection {
                if c.op == .contains { return right.elements.allSatisfy { item in left.elements.contains { ValueComparison.equal($0, item, c.options) } } }
                if c.op == .equalTo || c.op == .notEqualTo, right.isCollection {
                    let same =
                        left.elements.count == right.elements.count
                        && zip(left.elements, right.elements).allSatisfy { ValueComparison.equal($0, $1, c.options) }
                    return c.op == .equalTo ? same : !same
                }
                // A key path through a to-many relationship compared directly means ANY (Core Data's reading).
                return try left.elements.contains { try test($0, c.op, right, c.options) }
            }
            return try test(left.scalar, c.op, right, c.options)
        }
    }

    /// One left value against the right-hand side.
    func test(_ left: PropertyValue, _ op: FetchComparison.Operator, _ right: EvaluatedValue, _ options: FetchComparison.Options) throws -> Bool {
        switch op {
        case .equalTo: return ValueComparison.equal(left, right.scalar, options)
        case .notEqualTo: return !ValueComparison.equal(left, right.scalar, options)
        case .lessThan, .lessThanOrEqualTo, .greaterThan, .greaterThanOrEqualTo:
            guard !left.isNull, !right.scalar.isNull, let order = ValueComparison.order(left, right.scalar, options) else { return false }
            switch op {
            case .lessThan: return order == .orderedAscending
            case .lessThanOrEqualTo: return order != .orderedDescending
            case .greaterThan: return order == .orderedDescending
            default: return order != .orderedAscending
            }
        case .in:
            if !right.isCollection {
                switch right.scalar {
                case .string(let haystack):
                    guard case .string(let needle) = left else { return false }
                    return try StringOperators.evaluate(.contains, haystack, needle, options) ?? false
                case .null: return left.isNull
                case let single: throw PredicateCheck.membershipError(SQLValueKind(single))
                }
            }
            return right.elements.contains { ValueComparison.equal(left, $0, options) }
        case .between:
            let bounds = right.elements
            guard bounds.count == 2 else {
                throw CairnError(.invalidRequest, "BETWEEN needs exactly two bounds ({low, high}), got \(bounds.count).")
            }
            guard !left.isNull, let low = ValueComparison.order(left, bounds[0], options), let high = ValueComparison.order(left, bounds[1], options) else {
                return false
            }
            return low != .orderedAscending && high != .orderedDescending
        case .beginsWith, .endsWith, .contains, .like, .matches:
            guard case .string(let text) = left, case .string(let pattern) = right.scalar else {
                if op == .contains, right.isCollection == false, left.isNull { return false }
                return false
            }
            return try StringOperators.evaluate(op, text, pattern, options) ?? false
        }
    }

    /// The value of an expression for `subject`.
    func value(of expression: FetchExpression, on subject: any PredicateSubject) throws -> EvaluatedValue {
        switch expression {
        case .constant(let value): return .scalar(value)
        case .evaluatedObject: return subject.evaluatedValue
        case .keyPath(let path): return try resolve(path, from: subject)
        case .variable(let name):
            if let bound = boundSubjects[name] { return .scalar(bound.selfValue) }
            guard let value = variables[name] else {
                throw CairnError(.invalidRequest, "The predicate uses variable $\(name), which has no value; call withSubstitutionVariables first.")
            }
            return .scalar(value)
        case .keyPathFrom(let base, let path):
            if case .variable(let name) = base, let bound = boundSubjects[name] { return try resolve(path, from: bound) }
            let baseValue = try value(of: base, on: subject)
            return try resolve(path, from: baseValue, subject: subject)
        case .aggregate(let items):
            return .collection(try items.map { try value(of: $0, on: subject).scalar })
        case .index(let base, let index):
            return .scalar(Self.element(of: try value(of: base, on: subject).elements, at: index))
        case .function(PredicateFunctionCatalog.indexSelector, let arguments) where arguments.count == 2:
            return try subscripted(try value(of: arguments[0], on: subject), by: try value(of: arguments[1], on: subject).scalar, on: subject)
        case .function(let name, let arguments):
            return .scalar(try FunctionEvaluator.apply(name, try arguments.map { try value(of: $0, on: subject) }))
        case .subquery(let collection, let variable, let predicate):
            var matches: [PropertyValue] = []
            for element in try value(of: collection, on: subject).elements {
                var scoped = self
                // Objects (and dictionaries) are followed by key; other elements (numbers,
                // strings in an array) are the variable's value, as in Foundation.
                if case .object(let id) = element, let inner = try subject.subject(for: id) {
                    scoped.boundSubjects[variable] = inner
                } else {
                    scoped.boundSubjects[variable] = nil
                    scoped.variables[variable] = element
                }
                if try scoped.evaluate(predicate, on: subject) { matches.append(element) }
            }
            return .collection(matches)
        case .conditional(let predicate, let whenTrue, let whenFalse):
            return try value(of: try evaluate(predicate, on: subject) ? whenTrue : whenFalse, on: subject)
        }
    }

    static func element(of values: [PropertyValue], at index: FetchIndex) -> PropertyValue {
        switch index {
        case .first: return values.first ?? .null
        case .last: return values.last ?? .null
        case .size: return .integer(Int64(values.count))
        case .position(let n): return values.indices.contains(n) ? values[n] : .null
        }
    }

    /// Follows a dotted key path; collection operators (`@count`, `@sum` …) apply to what precedes them.
    func resolve(_ path: String, from subject: any PredicateSubject) throws -> EvaluatedValue {
        try resolve(path, from: .scalar(subject.selfValue), subject: subject)
    }

    private func resolve(_ path: String, from start: EvaluatedValue, subject: any PredicateSubject) throws -> EvaluatedValue {
        var items: [PredicateReach.Item]
        var isCollection = start.isCollection
        if case .scalar(let selfValue) = start, selfValue == subject.selfValue {
            if path.hasPrefix("@"), case .collection(let elements) = subject.evaluatedValue {
                // `@max.#self` on an array evaluated directly aggregates its elements.
                items = elements.map { PredicateReach.Item(value: $0, subject: nil) }
                isCollection = true
            } else {
                items = [PredicateReach.Item(value: selfValue, subject: subject)]
            }
        } else {
            items = start.elements.map { PredicateReach.Item(value: $0, subject: nil) }
        }
        let components = path.split(separator: ".").map(String.init)
        for (position, key) in components.enumerated() {
            if key.hasPrefix("@") {
                let rest = components[(position + 1)...].joined(separator: ".")
                guard !rest.isEmpty else { return .scalar(try FunctionEvaluator.collectionOperator(key, items.map(\.value))) }
                let operands = try items.flatMap { item -> [PropertyValue] in
                    guard let inner = try self.subject(of: item, via: subject) else {
                        // `scores.@max.#self`, `expenses.@max.doubleValue`: the rest of the path
                        // read from each value.
                        let value = try rest.split(separator: ".").reduce(item.value as PropertyValue?) { value, key in
                            try value.flatMap { try Self.accessed(String(key), of: $0) }
                        }
                        return value.map { [$0] } ?? []
                    }
                    return try resolve(rest, from: inner).elements
                }
                return .scalar(try FunctionEvaluator.collectionOperator(key, operands))
            }
            if ValueAccessor.isSelf(key) { continue }
            var next: [PredicateReach.Item] = []
            for item in items {
                guard let inner = try self.subject(of: item, via: subject) else {
                    // A value that is not an object answers key-value accessors (`name.length`);
                    // nil (or an object that cannot be reached) ends the path there.
                    if let accessed = try Self.accessed(key, of: item.value) { next.append(PredicateReach.Item(value: accessed, subject: nil)) }
                    continue
                }
                let reach = try inner.reach(key)
                if reach.isCollection { isCollection = true }
                next += reach.items
            }
            items = next
        }
        return isCollection ? .collection(items.map(\.value)) : .scalar(items.first?.value ?? .null)
    }

    /// `key` read from a value that is not a live subject: ``ValueAccessor``'s keys; `nil` (the
    /// path ends) for nil and for an object ID that cannot be followed.
    private static func accessed(_ key: String, of value: PropertyValue) throws -> PropertyValue? {
        switch value {
        case .null, .object, .objects: return nil
        default: return try ValueAccessor.value(key, of: value)
        }
    }

    /// The subject an item stands for: its own, or the object its ID names.
    private func subject(of item: PredicateReach.Item, via root: any PredicateSubject) throws -> (any PredicateSubject)? {
        if let own = item.subject { return own }
        guard case .object(let id) = item.value else { return nil }
        return try root.subject(for: id)
    }
}
