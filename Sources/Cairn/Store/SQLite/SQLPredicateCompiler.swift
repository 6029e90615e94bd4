import Foundation

/// Compiles a ``FetchPredicate`` into an SQL condition with bound values, pushing every operator
/// the in-memory evaluator supports down to SQLite, with the same answers as ``PredicateEvaluator``.
///
/// - A key path compared with constants stays index-friendly: `t0.ZAGE >= ?`, to-one paths as
///   `t0.ZOWNER IN (SELECT …)`, to-many paths as `EXISTS` (ANY; ALL and NONE by negation).
/// - Everything else compiles through ``SQLOperand``s: key paths (scalar subqueries through to-one
///   relationships, correlated row sources through to-many ones), `SUBQUERY`, collection operators
///   and aggregate functions, index forms, arithmetic, and comparisons of two expressions.
/// - Under a negation, conditions are made two-valued (`COALESCE(…, 0)`) so `NULL` behaves as in
///   memory.
struct SQLPredicateCompiler {
    /// What plain key paths, `SELF` and `$variables` refer to while compiling.
    struct Scope {
        /// The alias of the evaluated row.
        var alias: String
        /// The evaluated row's entity.
        var entity: EntityDescription
        /// SUBQUERY iteration variables bound to rows of a subquery.
        var variables: [String: (alias: String, entity: EntityDescription)] = [:]
    }

    let schema: SQLiteSchema
    /// Whether an object ID belongs to the store being queried (other IDs never match a row).
    let owns: (ManagedObjectID) -> Bool
    private(set) var bindings: [PropertyValue] = []
    private var aliasCounter = 0
    /// Whether aggregate functions (`count:`, `sum:` …) of a single value aggregate the rows of a
    /// group (`SUM(t0.ZAMOUNT)`, for fetched expressions and HAVING) instead of the value alone.
    var aggregatesRows = false

    init(schema: SQLiteSchema, owns: @escaping (ManagedObjectID) -> Bool = { _ in true }) {
        self.schema = schema
        self.owns = owns
    }

    mutating func nextAlias() -> String {
        aliasCounter += 1
        return "t\(aliasCounter)"
    }

    /// The SQL condition for `predicate` on rows of `entity` named `alias`; its values are appended
    /// to ``bindings``.
    mutating func compile(_ predicate: FetchPredicate, entity: EntityDescription, alias: String) throws -> String {
        try PredicateCheck(entity: entity).check(predicate)
        let fragment = try condition(predicate, Scope(alias: alias, entity: entity), twoValued: false)
        bindings += fragment.bindings
        return fragment.text
    }

    /// The SQL condition for a predicate; `twoValued` asks for 0 instead of NULL (under a NOT).
    mutating func condition(_ predicate: FetchPredicate, _ scope: Scope, twoValued: Bool) throws -> SQLFragment {
        switch predicate {
        case .literal(let value): return value ? "1" : "0"
        case .invalid(let error): throw error
        case .not(let inner): return "NOT (\(try condition(inner.predicate, scope, twoValued: true)))"
        case .and(let parts):
            guard !parts.isEmpty else { return "1" }
            return .connected(try parts.map { try condition($0, scope, twoValued: twoValued) }, by: " AND ")
        case .or(let parts):
            guard !parts.isEmpty else { return "0" }
            if let grouped = EqualityGrouping.grouped(parts) {
                return .connected(try grouped.map { try condition($0, scope, twoValued: twoValued) }, by: " OR ")
            }
            return .connected(try parts.map { try condition($0, scope, twoValued: twoValued) }, by: " OR ")
        case .comparison(let comparison):
            var c = comparison
            c.lhs = try Self.folded(c.lhs)
            c.rhs = try Self.folded(c.rhs)
            c = Self.normalized(c)
            // The index-friendly form, for key paths through at most one to-many relationship
            // (longer ones flatten their collections through the general form).
            if let path = Self.plainPath(c.lhs), scope.entity.toManySteps(along: path[...]) <= 1, let right = try constantSide(c.rhs) {
                guard !path.isEmpty else { return try leaf("\(scope.alias).Z_PK", .object(scope.entity), c, right, twoValued: twoValued) }
                return try compilePath(path[...], c, right, entity: scope.entity, alias: scope.alias, twoValued: twoValued)
            }
            return try generalComparison(c, scope, twoValued: twoValued)
        }
    }

    /// The components of a key path without collection operators (`SELF` dropped), for the
    /// index-friendly path; `nil` for other expressions.
    static func plainPath(_ expression: FetchExpression) -> [String]? {
        switch expression {
        case .evaluatedObject: return []
        case .keyPath(let path):
            // The usual key, one plain component, without splitting (an array of substrings
            // turned into strings cost more than the rest of compiling the comparison).
            if !path.isEmpty, !path.utf8.contains(UInt8(ascii: ".")), path.utf8.first != UInt8(ascii: "@") { return isSelf(path) ? [] : [path] }
            let components = path.split(separator: ".").map(String.init)
            guard !components.contains(where: { $0.hasPrefix("@") }) else { return nil }
            return components.filter { !isSelf($0) }
        default: return nil
        }
    }

    /// Whether a key-path component is `SELF` in any case (without uppercasing a copy of it).
    private static func isSelf(_ component: String) -> Bool {
        component.utf8.count == 4 && component.utf8.elementsEqual("self".utf8) { $0 | 0x20 == $1 }
    }

    /// Puts the key path on the left (`5 < age` becomes `age > 5`).
    static func normalized(_ c: FetchComparison) -> FetchComparison {
        guard case .constant = c.lhs, case .keyPath = c.rhs else { return c }
        let flipped: [FetchComparison.Operator: FetchComparison.Operator] = [
            .equalTo: .equalTo, .notEqualTo: .notEqualTo, .lessThan: .greaterThan, .greaterThan: .lessThan,
            .lessThanOrEqualTo: .greaterThanOrEqualTo, .greaterThanOrEqualTo: .lessThanOrEqualTo,
        ]
        guard c.modifier == .direct, let op = flipped[c.op] else { return c }
        return FetchComparison(c.rhs, op, c.lhs, modifier: c.modifier, options: c.options)
    }

    /// The entity's stored property `name`, or a clear error naming the entity, the property and
    /// what was being compiled.
    func storedProperty(_ name: String, of entity: EntityDescription, in c: SQLCompileContext) throws -> PropertyDescription {
        guard let property = entity.propertiesByName[name] else {
            throw CairnError(.invalidRequest, "Entity '\(entity.entityName)' has no property '\(name)' (in \(c)).", entity: entity.entityName, property: name)
        }
        guard !property.isTransient else {
            throw CairnError(
                .invalidRequest, "'\(entity.entityName).\(name)' is transient and not in the store; a store fetch cannot filter on it.",
                entity: entity.entityName,
                property: name)
        }
        return property
    }

    /// `alias.<column of property>`.
    func column(_ property: PropertyDescription, _ entity: EntityDescription, _ alias: String) -> SQLFragment {
        SQLFragment("\(alias).\(schema.columnName(of: property, in: entity)!)")
    }

    static func unsupported(_ c: SQLCompileContext, _ reason: String) -> CairnError {
        CairnError(.invalidRequest, "The SQLite store cannot run \(c): \(reason).")
    }

    static func unsupported(_ c: FetchComparison, _ reason: String) -> CairnError {
        unsupported(SQLCompileContext(c), reason)
    }
}
