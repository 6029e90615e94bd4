import Foundation

/// Compiles a ``FetchPredicate`` into an SQL condition with bound values, pushing every supported
/// operator down to SQLite with the same answers as ``PredicateEvaluator``.
///
/// Key paths through to-one relationships become `IN (SELECT …)` subqueries, through to-many
/// relationships `EXISTS` subqueries (ANY; ALL and NONE by negation). Under a negation, conditions
/// are made two-valued (`COALESCE(…, 0)`) so `NULL` behaves as in memory.
struct SQLPredicateCompiler {
    let schema: SQLiteSchema
    private(set) var bindings: [PropertyValue] = []
    private var aliasCounter = 0

    init(schema: SQLiteSchema) {
        self.schema = schema
    }

    mutating func nextAlias() -> String {
        aliasCounter += 1
        return "t\(aliasCounter)"
    }

    mutating func compile(_ predicate: FetchPredicate, entity: EntityDescription, alias: String, twoValued: Bool = false) throws -> String {
        switch predicate {
        case .literal(let value): return value ? "1" : "0"
        case .invalid(let error): throw error
        case .not(let inner): return "NOT (\(try compile(inner, entity: entity, alias: alias, twoValued: true)))"
        case .and(let parts):
            guard !parts.isEmpty else { return "1" }
            return try parts.map { "(\(try compile($0, entity: entity, alias: alias, twoValued: twoValued)))" }.joined(separator: " AND ")
        case .or(let parts):
            guard !parts.isEmpty else { return "0" }
            return try parts.map { "(\(try compile($0, entity: entity, alias: alias, twoValued: twoValued)))" }.joined(separator: " OR ")
        case .comparison(let comparison):
            return try compileComparison(Self.normalized(comparison), entity: entity, alias: alias, twoValued: twoValued)
        }
    }

    /// Puts the key path on the left (`5 < age` becomes `age > 5`).
    static func normalized(_ c: FetchComparison) -> FetchComparison {
        guard case .constant = c.lhs, case .keyPath = c.rhs else { return c }
        let flipped: [FetchComparison.Operator: FetchComparison.Operator] = [
            .equalTo: .equalTo, .notEqualTo: .notEqualTo, .lessThan: .greaterThan, .greaterThan: .lessThan,
            .lessThanOrEqualTo: .greaterThanOrEqualTo, .greaterThanOrEqualTo: .lessThanOrEqualTo,
        ]
        guard let op = flipped[c.op] else { return c }
        return FetchComparison(c.rhs, op, c.lhs, modifier: c.modifier, options: c.options)
    }

    private mutating func compileComparison(_ c: FetchComparison, entity: EntityDescription, alias: String, twoValued: Bool) throws -> String {
        let right = try Self.constantValues(of: c.rhs)
        switch c.lhs {
        case .keyPath(let path):
            let components = path.split(separator: ".").map(String.init).filter { $0.uppercased() != "SELF" }
            guard !components.isEmpty else { return try leaf("\(alias).Z_PK", c, right, twoValued: twoValued) }
            return try compilePath(components[...], c, right, entity: entity, alias: alias, twoValued: twoValued)
        case .evaluatedObject:
            return try leaf("\(alias).Z_PK", c, right, twoValued: twoValued)
        default:
            throw Self.unsupported(c, "its left side must be a key path or SELF")
        }
    }

    private mutating func compilePath(
        _ components: ArraySlice<String>, _ c: FetchComparison, _ right: RightSide, entity: EntityDescription, alias: String, twoValued: Bool
    ) throws -> String {
        let name = components.first!
        guard let property = entity.propertiesByName[name] else {
            throw CairnError(.invalidRequest, "Entity '\(entity.name)' has no property '\(name)' (in predicate \(c.lhs) \(c.op.rawValue) …).", entity: entity.name, property: name)
        }
        guard !property.isTransient else {
            throw CairnError(.invalidRequest, "'\(entity.name).\(name)' is transient and not in the store; a store fetch cannot filter on it.", entity: entity.name, property: name)
        }
        let rest = components.dropFirst()
        if let attribute = property as? AttributeDescription {
            guard rest.isEmpty else { throw Self.unsupported(c, "'\(name)' is an attribute, not a relationship, so '\(components.joined(separator: "."))' cannot continue after it") }
            _ = attribute
            return try leaf(column(property, entity, alias), c, right, twoValued: twoValued)
        }
        let relationship = property as! RelationshipDescription
        let destination = relationship.destinationEntity!
        if !relationship.isToMany {
            let fk = column(property, entity, alias)
            if rest.isEmpty { return try leaf(fk, c, right, twoValued: twoValued) }
            let sub = nextAlias()
            // The subquery selects rows where the condition is true; the outer test is two-valued
            // (a nil relationship is decided by the in-memory rule for a nil value).
            let inner = try compilePath(rest, c, right, entity: destination, alias: sub, twoValued: false)
            let member = "\(fk) IN (SELECT \(sub).Z_PK FROM \(schema.table(for: destination).name) \(sub) WHERE \(inner))"
            return try right.holds(for: .null, c) ? "(\(fk) IS NULL OR \(member))" : "(\(fk) IS NOT NULL AND \(member))"
        }
        if rest.first == "@count" {
            guard rest.count == 1 else { throw Self.unsupported(c, "nothing may follow @count") }
            return try leaf("(\(countSubquery(relationship, alias)))", FetchComparison(c.lhs, c.op, c.rhs, options: c.options), right, twoValued: twoValued)
        }
        if rest.isEmpty, c.modifier == .direct, c.op == .contains {
            // `notes CONTAINS %@`: membership of the object(s).
            let sub = nextAlias()
            let member = try leaf("\(sub).Z_PK", FetchComparison(.evaluatedObject, .in, c.rhs), right, twoValued: false)
            return try exists(relationship, alias, sub) { _ in member }
        }
        let sub = nextAlias()
        switch c.modifier {
        case .direct, .any:
            let inner = try rest.isEmpty ? leaf("\(sub).Z_PK", c, right, twoValued: false) : compilePath(rest, c, right, entity: destination, alias: sub, twoValued: false)
            return try exists(relationship, alias, sub) { _ in inner }
        case .none:
            let inner = try rest.isEmpty ? leaf("\(sub).Z_PK", c, right, twoValued: false) : compilePath(rest, c, right, entity: destination, alias: sub, twoValued: false)
            return "NOT " + (try exists(relationship, alias, sub) { _ in inner })
        case .all:
            let inner = try rest.isEmpty ? leaf("\(sub).Z_PK", c, right, twoValued: true) : compilePath(rest, c, right, entity: destination, alias: sub, twoValued: true)
            return "NOT " + (try exists(relationship, alias, sub) { _ in "NOT (\(inner))" })
        }
    }

    private func column(_ property: PropertyDescription, _ entity: EntityDescription, _ alias: String) -> String {
        "\(alias).\(schema.columnName(of: property, in: entity)!)"
    }

    /// `EXISTS (SELECT 1 FROM <destination> sub … WHERE <link to alias> AND condition)`.
    private func exists(_ relationship: RelationshipDescription, _ alias: String, _ sub: String, _ condition: (String) throws -> String) throws -> String {
        let table = schema.table(for: relationship.destinationEntity!).name
        let inner = try condition(sub)
        switch try link(relationship, alias) {
        case .foreignKey(let fk):
            return "EXISTS (SELECT 1 FROM \(table) \(sub) WHERE \(sub).\(fk) = \(alias).Z_PK AND (\(inner)))"
        case .join(let join, let mine, let theirs):
            return "EXISTS (SELECT 1 FROM \(join) j_\(sub) JOIN \(table) \(sub) ON \(sub).Z_PK = j_\(sub).\(theirs) WHERE j_\(sub).\(mine) = \(alias).Z_PK AND (\(inner)))"
        }
    }

    private func countSubquery(_ relationship: RelationshipDescription, _ alias: String) throws -> String {
        switch try link(relationship, alias) {
        case .foreignKey(let fk):
            return "SELECT COUNT(*) FROM \(schema.table(for: relationship.destinationEntity!).name) WHERE \(fk) = \(alias).Z_PK"
        case .join(let join, let mine, _):
            return "SELECT COUNT(*) FROM \(join) WHERE \(mine) = \(alias).Z_PK"
        }
    }

    /// How a to-many relationship's destinations point back to the source row.
    private enum Link {
        /// The destination's foreign-key column.
        case foreignKey(String)
        /// A join table with the source's and the destination's columns.
        case join(table: String, mine: String, theirs: String)
    }

    private func link(_ relationship: RelationshipDescription, _ alias: String) throws -> Link {
        switch RelationshipStorage.of(relationship) {
        case .inverseForeignKey:
            return .foreignKey(schema.columnName(of: relationship.inverseRelationship!, in: relationship.destinationEntity!)!)
        case .joinTable:
            let join = schema.joinTable(for: relationship)!
            return RelationshipStorage.isCanonicalSide(relationship)
                ? .join(table: join.name, mine: join.ownerColumn, theirs: join.destinationColumn)
                : .join(table: join.name, mine: join.destinationColumn, theirs: join.ownerColumn)
        case .foreignKey:
            throw CairnError(.invalidRequest, "Internal: '\(relationship.name)' is not a to-many relationship.")
        }
    }

    static func unsupported(_ c: FetchComparison, _ reason: String) -> CairnError {
        CairnError(.invalidRequest, "The SQLite store cannot run the comparison '\(c.lhs) \(c.op.rawValue) \(c.rhs)': \(reason).")
    }

    mutating func bind(_ value: PropertyValue) -> String {
        bindings.append(SQLiteValueCodec.comparable(value))
        return "?"
    }
}
