import Foundation

extension SQLPredicateCompiler {
    /// Compiles an expression of comparison `c` to an operand.
    ///
    /// Expressions without key paths, `SELF` or variables are evaluated once, here, by the
    /// in-memory evaluator (so `{1, 2}.@count`, `now()` and `2 * 3` are constants in both back ends).
    mutating func operand(_ expression: FetchExpression, _ scope: Scope, in c: SQLCompileContext) throws -> SQLOperand {
        // An aggregate of a constant still aggregates the rows of a group.
        let aggregatesGroup =
            aggregatesRows
            && { if case .function(let name, _) = expression { return FunctionEvaluator.aggregateOperators[name] != nil } else { return false } }()
        switch aggregatesGroup ? expression : try Self.folded(expression) {
        case .constant(let value):
            return .constant(value)
        case .aggregate(let items):
            return .list(try items.map { try operand($0, scope, in: c) })
        case .evaluatedObject:
            return .scalar("\(scope.alias).Z_PK", .object(scope.entity))
        case .variable(let name):
            let bound = try variable(name, scope, c)
            return .scalar("\(bound.alias).Z_PK", .object(bound.entity))
        case .keyPath(let path):
            return try walk(path, from: .row(scope.alias, scope.entity), in: nil, c)
        case .keyPathFrom(.variable(let name), let path):
            let bound = try variable(name, scope, c)
            return try walk(path, from: .row(bound.alias, bound.entity), in: nil, c)
        case .keyPathFrom(.evaluatedObject, let path):
            return try walk(path, from: .row(scope.alias, scope.entity), in: nil, c)
        case .keyPathFrom(let base, let path):
            return try walk(path, from: try operand(base, scope, in: c), c)
        case .index(let base, let index):
            return try self.index(try operand(base, scope, in: c), index, c)
        case .function(PredicateFunctionCatalog.indexSelector, let arguments) where arguments.count == 2:
            return try subscripted(try operand(arguments[0], scope, in: c), by: try operand(arguments[1], scope, in: c), c)
        case .function(let name, let arguments):
            return try function(name, try arguments.map { try operand($0, scope, in: c) }, c)
        case .conditional(let predicate, let whenTrue, let whenFalse):
            return try conditional(predicate, whenTrue, whenFalse, scope, c)
        case .subquery(let collectionExpression, let variable, let predicate):
            guard case .collection(var collection) = try operand(collectionExpression, scope, in: c), let row = collection.row else {
                throw Self.unsupported(
                    c,
                    "SUBQUERY needs a to-many relationship (a collection of objects) as its collection, not '\(collectionExpression)'; for a collection of values, fetch the objects, then filter them in memory with filtered(using:)"
                )
            }
            // Plain key paths inside still refer to the evaluated object (Foundation evaluates the
            // subpredicate with it); `$variable` is the element.
            var inner = scope
            inner.variables[variable] = row
            collection.conditions.append(try condition(predicate, inner, twoValued: false))
            return .collection(collection)
        }
    }

    /// The row a SUBQUERY variable is bound to.
    private func variable(_ name: String, _ scope: Scope, _ c: SQLCompileContext) throws -> (alias: String, entity: EntityDescription) {
        guard let bound = scope.variables[name] else {
            throw CairnError(.invalidRequest, "The predicate \(c) uses variable $\(name), which has no value; call withSubstitutionVariables first.")
        }
        return bound
    }

    /// The expression with its value when it is the same for every row: `2 * 3` is `6`,
    /// `{1, 2}.@count` is `2`, `now()` is the current date (evaluated here by the in-memory evaluator,
    /// so both back ends agree).
    static func folded(_ expression: FetchExpression) throws -> FetchExpression {
        if case .constant = expression { return expression }
        guard isConstant(expression) else { return expression }
        switch try PredicateEvaluator().value(of: expression, on: ConstantSubject()) {
        case .scalar(let value): return .constant(value)
        case .collection(let values): return .aggregate(values.map(FetchExpression.constant))
        }
    }

    /// Whether an expression has no key path, `SELF`, variable or subquery (its value is the same
    /// for every row).
    static func isConstant(_ expression: FetchExpression) -> Bool {
        switch expression {
        case .constant: return true
        case .aggregate(let items): return items.allSatisfy(isConstant)
        case .function(let name, let arguments): return name != PredicateFunctionCatalog.customFunction && arguments.allSatisfy(isConstant)
        case .index(let base, _): return isConstant(base)
        case .keyPathFrom(let base, let path): return path.hasPrefix("@") && isConstant(base)
        case .keyPath, .evaluatedObject, .variable, .subquery, .conditional: return false
        }
    }

    /// An operand as one SQL value (with its kind) where one value is needed; object constants
    /// become the primary key they match in a table of `kind` (see ``comparable(_:to:)``).
    func scalar(_ operand: SQLOperand, matching kind: SQLValueKind, _ c: SQLCompileContext) throws -> (sql: SQLFragment, kind: SQLValueKind) {
        switch operand {
        case .scalar(let sql, let own): return (sql, own)
        case .constant(let value): return (.bound(comparable(value, to: kind)), value.isNull ? kind : SQLValueKind(value))
        case .list, .collection:
            throw Self.unsupported(c, "a collection is used where one value is needed; compare it with ANY/ALL/NONE, IN, CONTAINS or @count")
        }
    }
}

/// The subject of constant expressions folded at compile time: it has no properties.
struct ConstantSubject: PredicateSubject {
    func value(forKey key: String) throws -> PropertyValue {
        throw CairnError(.invalidRequest, "A constant expression has no key '\(key)'.")
    }

    func subject(for id: ManagedObjectID) throws -> (any PredicateSubject)? { nil }

    var selfValue: PropertyValue { .null }
}
