import Foundation
import GRDB
import GRDBSQLite

extension SQLiteStore {
    /// How to turn one column into one property value (a plain value: copying it retains nothing).
    enum ColumnDecoder {
        case attribute(AttributeType)
        case toOne(UnownedEntity, entityColumn: Int32?)
    }

    /// An entity referred to without reference counting (the model outlives the store).
    struct UnownedEntity {
        unowned(unsafe) let entity: EntityDescription
    }

    /// A SELECT for a fetch: SQL text and the values to bind.
    struct Query {
        var sql: String
        var bindings: [PropertyValue]
        /// Whether the prepared statement is worth keeping in the connection's cache (false for
        /// one-off SQL such as primary-key lists of fault batches).
        var cacheable = true
        /// The number of the ``FetchShape`` the SQL was compiled for: the direct reader finds its
        /// prepared statement by it instead of hashing the text.
        var shapeNumber: Int?
    }

    /// Builds `SELECT <what> FROM <table> t0 WHERE … ORDER BY … LIMIT … OFFSET …`.
    func query(_ request: StoreFetch, selecting what: String, ordered: Bool = true) throws -> Query {
        var compiler = SQLPredicateCompiler(schema: schema, owns: owns)
        let search = try textSearchJoin(request)
        // Appended into one buffer: the column list alone is a few hundred bytes, and building the
        // statement from interpolated pieces copied it several times per fetch.
        var sql = "SELECT "
        sql.reserveCapacity(what.utf8.count + 256)
        sql += what
        sql += " FROM "
        sql += schema.table(for: request.entity).name
        sql += " t0"
        if let search { sql += search.text }
        sql += try whereClause(request, &compiler)
        if ordered {
            sql += " ORDER BY "
            for term in try orderTerms(request) {
                sql += term
                sql += ", "
            }
            if search != nil { sql += "fts.rank, " }
            sql += "t0.Z_PK"
        }
        sql += limitClause(request)
        return Query(sql: sql, bindings: (search?.bindings ?? []) + compiler.bindings, cacheable: request.objectIDs == nil)
    }

    /// ` WHERE …` for the entities, object IDs and predicate of a fetch (empty without conditions);
    /// the predicate's values are appended to the compiler's bindings.
    func whereClause(_ request: StoreFetch, _ compiler: inout SQLPredicateCompiler) throws -> String {
        var conditions: [String] = []
        let entities = request.entities
        if entities.count < schema.table(for: request.entity).root.selfAndDescendants.count {
            conditions.append("t0.Z_ENT IN (\(entities.map { String($0.entityNumber) }.joined(separator: ", ")))")
        }
        if let ids = request.objectIDs {
            conditions.append("t0.Z_PK IN (\(ids.map { String($0.primaryKey) }.joined(separator: ", ")))")
        }
        if let predicate = request.predicate {
            conditions.append(try compiler.compile(predicate, entity: request.entity, alias: "t0"))
        }
        return conditions.isEmpty ? "" : " WHERE " + conditions.map { "(\($0))" }.joined(separator: " AND ")
    }

    /// The ORDER BY terms of a fetch's sort keys.
    func orderTerms(_ request: StoreFetch) throws -> [String] {
        try request.sortKeys.map { key in
            let expression = try sortExpression(key.key, entity: request.entity, alias: "t0")
            return (key.caseInsensitive ? "cairn_fold(\(expression), 1)" : expression) + (key.ascending ? " ASC" : " DESC")
        }
    }

    /// ` LIMIT … OFFSET …`, or nothing.
    func limitClause(_ request: StoreFetch) -> String {
        request.limit > 0 || request.offset > 0 ? " LIMIT \(request.limit > 0 ? request.limit : -1) OFFSET \(request.offset)" : ""
    }

    /// The SQL expression for a sort key: a column, or a scalar subquery through to-one relationships.
    private func sortExpression(_ keyPath: String, entity: EntityDescription, alias: String, depth: Int = 0) throws -> String {
        var parts = keyPath.split(separator: ".", maxSplits: 1).map(String.init)
        if let composite = entity.propertiesByName[parts[0]] as? CompositeAttributeDescription {
            let element = parts.count == 2 ? parts[1].split(separator: ".", maxSplits: 1).map(String.init) : []
            parts = [try entity.compositeElement(composite, element.first).name] + element.dropFirst()
        }
        guard let property = entity.propertyIndex[parts[0]].map({ entity.properties[$0] }), let column = schema.columnName(of: property, in: entity) else {
            throw CairnError(
                .invalidRequest, "Cannot sort \(entity.entityName) by '\(keyPath)': '\(parts[0])' is not a stored attribute or to-one relationship.",
                entity: entity.entityName, property: parts[0])
        }
        guard parts.count == 2 else { return "\(alias).\(column)" }
        guard let relationship = property as? RelationshipDescription, let destination = relationship.destinationEntity else {
            throw CairnError(
                .invalidRequest, "Cannot sort \(entity.entityName) by '\(keyPath)': '\(parts[0])' is not a to-one relationship.", entity: entity.entityName,
                property: parts[0])
        }
        let sub = "s\(depth)"
        let inner = try sortExpression(parts[1], entity: destination, alias: sub, depth: depth + 1)
        return "(SELECT \(inner) FROM \(schema.table(for: destination).name) \(sub) WHERE \(sub).Z_PK = \(alias).\(column))"
    }

    /// Every column of the table, for reading whole rows (built once per entity, when the store opens).
    func rowColumns(for entity: EntityDescription) -> String {
        rowColumnsByEntity[ObjectIdentifier(entity)] ?? Self.rowColumns(schema, entity)
    }

    /// The columns of a whole row of `entity`: `Z_PK, Z_ENT, Z_OPT`, then the table's columns.
    /// When the table holds only `entity` (no sub-entities share it), every row's `Z_ENT` is the
    /// entity's number, so it is selected as a constant: SQLite computes it once per statement
    /// instead of reading the column of every row.
    static func rowColumns(_ schema: SQLiteSchema, _ entity: EntityDescription) -> String {
        let table = schema.table(for: entity)
        let entityColumn = isAloneInTable(entity) ? "\(entity.entityNumber)" : "t0.Z_ENT"
        return (["t0.Z_PK", entityColumn, "t0.Z_OPT"] + table.columns.map { "t0.\($0.name)" }).joined(separator: ", ")
    }

    /// Whether `entity` has its table to itself (a table holds a root entity and its descendants).
    static func isAloneInTable(_ entity: EntityDescription) -> Bool {
        entity.superentity == nil && entity.subentities.isEmpty
    }

    /// Runs a query on a raw statement, calling `row` for each result row.
    func run(_ query: Query, in db: Database, _ row: (OpaquePointer) throws -> Void) throws {
        try SQLiteQueryLimits.checkBindings(query.bindings.count, on: db.sqliteConnection)
        let statement: Statement
        do {
            statement = query.cacheable ? try db.cachedStatement(sql: query.sql) : try db.makeStatement(sql: query.sql)
        } catch let error as DatabaseError {
            throw SQLiteQueryLimits.translated(error) ?? error
        }
        let raw = statement.sqliteStatement
        sqlite3_reset(raw)
        sqlite3_clear_bindings(raw)
        for (index, value) in query.bindings.enumerated() { SQLiteValueCodec.bind(value, to: raw, at: Int32(index + 1)) }
        defer { sqlite3_reset(raw) }
        while true {
            let code = sqlite3_step(raw)
            if code == SQLITE_ROW {
                try row(raw)
                continue
            }
            if code == SQLITE_DONE { return }
            if let message = sqlite3_errmsg(db.sqliteConnection).map(String.init(cString:)), let error = SQLiteQueryLimits.functionError(message) {
                throw error
            }
            throw CairnError(
                .storeOperation, "A fetch on the store at \(url?.path ?? "memory") failed", causedBy: DatabaseError.rawCall(code, on: db.sqliteConnection))
        }
    }

    /// Decodes a full row (`Z_PK, Z_ENT, Z_OPT, columns…`). `entityNumber`, when given, is every
    /// row's entity (an entity alone in its table, whose `Z_ENT` is selected as a constant): the
    /// column is then not read.
    func decodeRow(_ statement: OpaquePointer, entityNumber: Int? = nil) -> RowSnapshot? {
        let primaryKey = sqlite3_column_int64(statement, 0)
        let number = entityNumber ?? Int(sqlite3_column_int64(statement, 1))
        guard number > 0, number < rowPlans.count, let plan = rowPlans[number] else { return nil }
        // Appended in property order (steps are sorted by property; properties without a column
        // are nil): `ContiguousArray(unsafeUninitializedCapacity:)` looked up the storage class's
        // metadata in the runtime on every row, and copying a blank row cost more.
        var values = ContiguousArray<PropertyValue>()
        values.reserveCapacity(plan.propertyCount)
        if plan.isDense {
            // One attribute column per property, in order: no gaps to fill, no relationships.
            for step in plan.steps {
                if case .attribute(let type) = step.decoder { values.append(SQLiteValueCodec.read(statement, step.column + 3, as: type)) }
            }
            return RowSnapshot(
                objectID: ManagedObjectID(space: plan.space, primaryKey: primaryKey), values: values, version: sqlite3_column_int64(statement, 2))
        }
        for step in plan.steps {
            while values.count < step.property { values.append(.null) }
            let column = step.column + 3
            switch step.decoder {
            case .attribute(let type):
                values.append(SQLiteValueCodec.read(statement, column, as: type))
            case .toOne(let destination, let entityColumn):
                guard sqlite3_column_type(statement, column) != SQLITE_NULL else { continue }
                var target = destination.entity
                if let entityColumn, let actual = schema.entitiesByNumber[Int(sqlite3_column_int64(statement, entityColumn + 3))] { target = actual }
                values.append(.object(objectID(for: target, primaryKey: sqlite3_column_int64(statement, column))))
            }
        }
        while values.count < plan.propertyCount { values.append(.null) }
        return RowSnapshot(objectID: ManagedObjectID(space: plan.space, primaryKey: primaryKey), values: values, version: sqlite3_column_int64(statement, 2))
    }

    /// Decodes `Z_PK, Z_ENT` into an object ID.
    func decodeID(_ statement: OpaquePointer) -> ManagedObjectID? {
        guard let entity = schema.entitiesByNumber[Int(sqlite3_column_int64(statement, 1))] else { return nil }
        return objectID(for: entity, primaryKey: sqlite3_column_int64(statement, 0))
    }

    /// Runs a query made of one statement, calling `row` for each result row: on the store's own
    /// connection when it is free (see ``DirectReader``), else through GRDB's reader pool.
    func read(_ query: Query, _ row: (OpaquePointer) throws -> Void) throws {
        if query.cacheable, let directReader, try mappingReadErrors({ try directReader.query(query.sql, query.bindings, shapeNumber: query.shapeNumber, row) })
        {
            statementCounter?.increment()
            return
        }
        try readingOneStatement { db in try run(query, in: db, row) }
    }

    /// The query for a fetch of whole rows, IDs or a count, compiled once per ``FetchShape``: a
    /// fetch whose shape was compiled before only collects its constants. A newly compiled shape
    /// is kept when it compares stored attributes only and the compiler bound exactly the
    /// constants ``FetchShape`` would collect, in the same order.
    func shapedQuery(_ request: StoreFetch, _ selection: FetchShape.Selection) throws -> Query {
        guard let shape = FetchShape(request, selecting: selection) else { return try query(request, selection) }
        let bindings = FetchShape.bindings(of: request.predicate)
        if let known = compiledShapes.withLock({ $0.entry(for: shape) }) { return Query(sql: known.sql, bindings: bindings, shapeNumber: known.number) }
        var query = try query(request, selection)
        if shape.comparesStoredAttributesOnly, query.bindings == bindings {
            query.shapeNumber = compiledShapes.withLock { cache in cache.insert(query.sql, for: shape) }
        }
        return query
    }

    /// Compiles the query selecting `selection` for a fetch.
    private func query(_ request: StoreFetch, _ selection: FetchShape.Selection) throws -> Query {
        switch selection {
        case .rows: return try query(request, selecting: rowColumns(for: request.entity))
        case .ids: return try query(request, selecting: "t0.Z_PK, t0.Z_ENT")
        case .count:
            var inner = try query(request, selecting: "t0.Z_PK", ordered: false)
            inner.sql =
                request.limit > 0 || request.offset > 0
                ? "SELECT COUNT(*) FROM (\(inner.sql))"
                : inner.sql.replacingOccurrences(of: "SELECT t0.Z_PK FROM", with: "SELECT COUNT(*) FROM")
            return inner
        }
    }

    /// `entity`'s number when it is alone in its table (so every row read for it is its own; see
    /// ``decodeRow(_:entityNumber:)``), else `nil`.
    func entityNumberOfEveryRow(of entity: EntityDescription) -> Int? {
        let number = entity.entityNumber
        return number < rowPlans.count && rowPlans[number]?.isAloneInTable == true ? number : nil
    }

    func selectRows(_ request: StoreFetch) throws -> [RowSnapshot] {
        let query = try shapedQuery(request, .rows)
        let entityNumber = entityNumberOfEveryRow(of: request.entity)
        var rows: [RowSnapshot] = []
        try read(query) { if let row = decodeRow($0, entityNumber: entityNumber) { rows.append(row) } }
        return rows
    }

    func selectIDs(_ request: StoreFetch) throws -> [ManagedObjectID] {
        let query = try shapedQuery(request, .ids)
        var ids: [ManagedObjectID] = []
        try read(query) { if let id = decodeID($0) { ids.append(id) } }
        return ids
    }

    func selectCount(_ request: StoreFetch) throws -> Int {
        let query = try shapedQuery(request, .count)
        var count = 0
        try read(query) { count = Int(sqlite3_column_int64($0, 0)) }
        return count
    }

    func selectSnapshots(_ ids: [ManagedObjectID]) throws -> [RowSnapshot] {
        let mine = ids.filter(owns)
        guard !mine.isEmpty else { return [] }
        if mine.count == 1 {
            var rows: [RowSnapshot] = []
            let id = mine[0]
            if let directReader,
                directReader.lookUp(
                    entityNumber: id.entity.entityNumber, primaryKey: id.primaryKey,
                    { statement in
                        if let row = decodeRow(statement, entityNumber: entityNumberOfEveryRow(of: id.entity)), row.objectID == id { rows.append(row) }
                    })
            {
                statementCounter?.increment()
                return rows
            }
            let query = Query(sql: selectByKeySQL[ObjectIdentifier(mine[0].entity)]!, bindings: [.integer(mine[0].primaryKey)])
            return try readingOneStatement { db in
                var rows: [RowSnapshot] = []
                try run(query, in: db) { if let row = decodeRow($0), row.objectID == mine[0] { rows.append(row) } }
                return rows
            }
        }
        return try reading { db in
            var rows: [RowSnapshot] = []
            let byRoot = Dictionary(grouping: mine) { ObjectIdentifier($0.entity.rootEntity) }
            for group in byRoot.values {
                for chunk in stride(from: 0, to: group.count, by: 500).map({ Array(group[$0..<min($0 + 500, group.count)]) }) {
                    var fetch = StoreFetch(entity: chunk[0].entity.rootEntity)
                    fetch.objectIDs = chunk
                    let query = try query(fetch, selecting: rowColumns(for: chunk[0].entity), ordered: false)
                    let wanted = Set(chunk)
                    try run(query, in: db) { if let row = decodeRow($0), wanted.contains(row.objectID) { rows.append(row) } }
                }
            }
            return rows
        }
    }

    /// The versions of `ids` (those in this store), 500 keys per query.
    func selectVersions(_ ids: [ManagedObjectID]) throws -> [ManagedObjectID: Int64] {
        let mine = ids.filter(owns)
        guard !mine.isEmpty else { return [:] }
        return try reading { db in
            var versions: [ManagedObjectID: Int64] = [:]
            versions.reserveCapacity(mine.count)
            let byRoot = Dictionary(grouping: mine) { ObjectIdentifier($0.entity.rootEntity) }
            for group in byRoot.values {
                // Keys are unique within a table: a key read back is one of the chunk's.
                for start in stride(from: 0, to: group.count, by: 500) {
                    let chunk = group[start..<min(start + 500, group.count)]
                    let byKey = Dictionary(chunk.map { ($0.primaryKey, $0) }, uniquingKeysWith: { first, _ in first })
                    var fetch = StoreFetch(entity: chunk.first!.entity.rootEntity)
                    fetch.objectIDs = Array(chunk)
                    let query = try query(fetch, selecting: "t0.Z_PK, t0.Z_OPT", ordered: false)
                    try run(query, in: db) { statement in
                        if let id = byKey[sqlite3_column_int64(statement, 0)] { versions[id] = sqlite3_column_int64(statement, 1) }
                    }
                }
            }
            return versions
        }
    }

    func selectRelated(_ id: ManagedObjectID, _ relationship: RelationshipDescription) throws -> [ManagedObjectID] {
        guard let destination = relationship.destinationEntity else { return [] }
        let table = schema.table(for: destination).name
        let sql: String
        switch RelationshipStorage.of(relationship) {
        case .foreignKey:
            return []
        case .inverseForeignKey(let ordered):
            let fk = schema.columnName(of: relationship.inverseRelationship!, in: destination)!
            let order = ordered ? schema.orderColumn(for: relationship).map { "t0.\($0), " } ?? "" : ""
            sql = "SELECT t0.Z_PK, t0.Z_ENT FROM \(table) t0 WHERE t0.\(fk) = ? ORDER BY \(order)t0.Z_PK"
        case .joinTable:
            let join = schema.joinTable(for: relationship)!
            let canonical = RelationshipStorage.isCanonicalSide(relationship)
            let (mine, theirs) = canonical ? (join.ownerColumn, join.destinationColumn) : (join.destinationColumn, join.ownerColumn)
            let order = canonical ? join.orderColumn.map { "j.\($0), " } ?? "" : ""
            sql = "SELECT t0.Z_PK, t0.Z_ENT FROM \(join.name) j JOIN \(table) t0 ON t0.Z_PK = j.\(theirs) WHERE j.\(mine) = ? ORDER BY \(order)t0.Z_PK"
        }
        return try readingOneStatement { db in
            var ids: [ManagedObjectID] = []
            try run(Query(sql: sql, bindings: [.integer(id.primaryKey)]), in: db) { if let found = decodeID($0) { ids.append(found) } }
            return ids
        }
    }

    /// Every column of each entity's table, selected by primary key: the SQL of a single-object lookup.
    static func selectByKeySQL(_ schema: SQLiteSchema, _ model: ManagedObjectModel) -> [ObjectIdentifier: String] {
        var result: [ObjectIdentifier: String] = [:]
        for entity in model.entities {
            result[ObjectIdentifier(entity)] = "SELECT \(rowColumns(schema, entity)) FROM \(schema.table(for: entity).name) t0 WHERE t0.Z_PK = ?"
        }
        return result
    }

    /// Runs a read made of one SQL statement, which SQLite already runs in its own implicit read
    /// transaction: no `BEGIN` / `COMMIT` around it (they cost more than a point lookup itself).
    func readingOneStatement<T>(_ body: (Database) throws -> T) throws -> T {
        try mappingReadErrors { try writer.unsafeRead { try body($0) } }
    }

    /// Runs a read in a transaction (several statements that must see one state), mapping GRDB
    /// errors to ``CairnError``.
    func reading<T>(_ body: (Database) throws -> T) throws -> T {
        try mappingReadErrors { try writer.read { try body($0) } }
    }

    func mappingReadErrors<T>(_ body: () throws -> T) throws -> T {
        do { return try body() } catch let error as CairnError {
            throw error
        } catch let error as PredicateSyntaxError {
            throw error
        } catch {
            throw CairnError(.storeOperation, "Reading the store at \(url?.path ?? "memory") failed", causedBy: error)
        }
    }
}
