import Foundation
import GRDB
import GRDBSQLite

/// Persistent history in a SQLite store: three tables written inside each save's own transaction,
/// so a change and its history commit together or not at all.
///
/// - `Z_HTRANSACTION`: one row per save or batch request. `AUTOINCREMENT` keeps numbers increasing
///   in commit order (SQLite has one writer at a time, across processes) and never reuses one after
///   history is deleted, so tokens stay valid.
/// - `Z_HCHANGE`: one row per changed object; entities by name, so history survives migrations
///   (which renumber entities but keep primary keys). Change numbers increase with transactions, and
///   each transaction records its first (`ZFIRSTCHANGE`), so reading and deleting select changes by
///   primary-key range: no index to keep up to date on every recorded change.
/// - `Z_HTOMBSTONE`: the preserved values of deleted objects, in the store's column encodings.
enum SQLiteHistory {
    static let tables = ["Z_HTRANSACTION", "Z_HCHANGE", "Z_HTOMBSTONE"]

    static let creationSQL = [
        "CREATE TABLE IF NOT EXISTS Z_HTRANSACTION (Z_PK INTEGER PRIMARY KEY AUTOINCREMENT, ZTIMESTAMP REAL NOT NULL, ZAUTHOR TEXT, ZCONTEXTNAME TEXT, ZBUNDLEID TEXT, ZPROCESSID TEXT, ZFIRSTCHANGE INTEGER NOT NULL)",
        "CREATE TABLE IF NOT EXISTS Z_HCHANGE (Z_PK INTEGER PRIMARY KEY, ZTRANSACTION INTEGER NOT NULL, ZCHANGETYPE INTEGER NOT NULL, ZENTITYNAME TEXT NOT NULL, ZENTITYPK INTEGER NOT NULL, ZPROPERTIES TEXT)",
        "CREATE TABLE IF NOT EXISTS Z_HTOMBSTONE (ZCHANGE INTEGER NOT NULL, ZNAME TEXT NOT NULL, ZVALUE)",
        "CREATE INDEX IF NOT EXISTS Z_HTOMBSTONE_ZCHANGE ON Z_HTOMBSTONE (ZCHANGE)",
    ]

    /// Copies the history of the store attached as `src` into the new store of a migration, with
    /// the entities the migration renames (`old → new`) renamed in it.
    static func copy(fromAttachedSource db: Database, renaming renames: [String: String]) throws {
        guard try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM src.sqlite_master WHERE type = 'table' AND name = 'Z_HTRANSACTION')") ?? false else {
            return
        }
        for sql in creationSQL { try db.execute(sql: sql) }
        for table in tables { try db.execute(sql: "INSERT INTO main.\(table) SELECT * FROM src.\(table)") }
        guard !renames.isEmpty else { return }
        // One statement, so that swapped names (A → B, B → A) do not rename twice.
        let cases = String(repeating: " WHEN ? THEN ?", count: renames.count)
        let arguments = renames.flatMap { [$0.key, $0.value] } + Array(renames.keys)
        try db.execute(
            sql:
                "UPDATE main.Z_HCHANGE SET ZENTITYNAME = CASE ZENTITYNAME\(cases) END WHERE ZENTITYNAME IN (\(renames.map { _ in "?" }.joined(separator: ", ")))",
            arguments: StatementArguments(arguments))
    }

    /// The program's name and process ID, recorded with every transaction.
    private static let bundleID = ProcessInfo.processInfo.processName
    private static let processID = String(ProcessInfo.processInfo.processIdentifier)

    /// Whether the store has history tables.
    static func exists(in db: Database) throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'Z_HTRANSACTION')") ?? false
    }

    /// Creates the history tables when `tracking` asks for them; returns whether the store records
    /// history: once a store has history, every connection keeps recording it (a process opening
    /// the store without the option must not leave a hole other readers would not see).
    static func prepare(tracking: Bool, readOnly: Bool, in writer: any DatabaseWriter) throws -> Bool {
        if try writer.read(exists) { return true }
        guard tracking, !readOnly else { return false }
        try writer.write { db in
            for sql in creationSQL { try db.execute(sql: sql) }
        }
        return true
    }

    /// What one transaction changed, by object.
    struct Record {
        var facts: TransactionFacts
        var inserted: [ManagedObjectID] = []
        /// Updated objects with their changed properties' names, comma-separated.
        var updated: [(id: ManagedObjectID, properties: String)] = []
        var deleted: [ManagedObjectID] = []
        /// The preserved values of deleted objects, read before they were deleted.
        var tombstones: [ManagedObjectID: [(name: String, value: DatabaseValue)]] = [:]
    }

    /// The record of a context's save.
    static func record(of changes: ChangeSet, tombstones: [ManagedObjectID: [(name: String, value: DatabaseValue)]]) -> Record {
        var record = Record(facts: changes.transaction, tombstones: tombstones)
        record.inserted = changes.inserted.map(\.objectID)
        record.deleted = changes.deleted.map(\.objectID)
        // Saves update many objects the same way: each list of names is joined once.
        var joined: [PropertyList: String] = [:]
        func names(_ entity: EntityDescription, _ indices: [Int]) -> String {
            let key = PropertyList(entity: ObjectIdentifier(entity), indices: indices)
            if let text = joined[key] { return text }
            let text = indices.map { entity.properties[$0].name }.joined(separator: ",")
            joined[key] = text
            return text
        }
        guard !changes.relationships.isEmpty else {
            record.updated = changes.updated.map { ($0.snapshot.objectID, names($0.snapshot.objectID.entity, $0.changedIndices)) }
            return record
        }
        // To-many contents the store keeps itself: an update of the owner (unless it is new), with
        // the relationship among its changed properties.
        var extra: [ManagedObjectID: [String]] = [:]
        let inserted = Set(record.inserted)
        for contents in changes.relationships where !inserted.contains(contents.owner) {
            extra[contents.owner, default: []].append(contents.relationship.name)
        }
        for update in changes.updated {
            let id = update.snapshot.objectID
            var text = names(id.entity, update.changedIndices)
            if let more = extra.removeValue(forKey: id) {
                let listed = Set(text.split(separator: ",").map(String.init))
                text = ([text] + more.filter { !listed.contains($0) }).filter { !$0.isEmpty }.joined(separator: ",")
            }
            record.updated.append((id, text))
        }
        for contents in changes.relationships {
            guard let more = extra.removeValue(forKey: contents.owner) else { continue }
            record.updated.append((contents.owner, more.joined(separator: ",")))
        }
        return record
    }

    /// An entity's list of property indices, the key of a joined list of names.
    private struct PropertyList: Hashable {
        let entity: ObjectIdentifier
        let indices: [Int]
    }

    /// Reads, before they are deleted, the values of `ids`' attributes marked
    /// `preservesValueInHistoryOnDeletion`.
    static func tombstones(of ids: [ManagedObjectID], schema: SQLiteSchema, in db: Database) throws -> [ManagedObjectID: [(name: String, value: DatabaseValue)]]
    {
        var result: [ManagedObjectID: [(name: String, value: DatabaseValue)]] = [:]
        // The preserved columns and their query, once per entity (a batch deletes many of one).
        var queries: [ObjectIdentifier: (names: [String], sql: String)?] = [:]
        for id in ids {
            let entity = id.entity
            if queries[ObjectIdentifier(entity)] == nil {
                let columns = entity.properties.compactMap { $0 as? AttributeDescription }.filter(\.preservesValueInHistoryOnDeletion)
                    .compactMap { attribute in schema.columnName(of: attribute, in: entity).map { (attribute.name, $0) } }
                queries[ObjectIdentifier(entity)] = .some(
                    columns.isEmpty
                        ? nil : (columns.map(\.0), "SELECT \(columns.map(\.1).joined(separator: ", ")) FROM \(schema.table(for: entity).name) WHERE Z_PK = ?"))
            }
            guard let query = queries[ObjectIdentifier(entity)] ?? nil,
                let row = try Row.fetchOne(db.cachedStatement(sql: query.sql), arguments: [id.primaryKey])
            else { continue }
            result[id] = query.names.enumerated().map { index, name in (name, row[index] as DatabaseValue) }
        }
        return result
    }

    /// Writes `record` as one transaction with its changes; returns the transaction's number.
    @discardableResult
    static func write(_ record: Record, in db: Database) throws -> Int64 {
        try db.execute(
            sql:
                "INSERT INTO Z_HTRANSACTION (ZTIMESTAMP, ZAUTHOR, ZCONTEXTNAME, ZBUNDLEID, ZPROCESSID, ZFIRSTCHANGE) VALUES (?, ?, ?, ?, ?, (SELECT COALESCE(MAX(Z_PK), 0) + 1 FROM Z_HCHANGE))",
            arguments: [record.facts.timestamp.timeIntervalSinceReferenceDate, record.facts.author, record.facts.contextName, bundleID, processID])
        let transaction = db.lastInsertedRowID
        // One row per changed object, through the raw statement: a save records as many rows as
        // it changes objects, and GRDB's argument arrays would cost more than the insert itself.
        let change = try db.cachedStatement(
            sql: "INSERT INTO Z_HCHANGE (ZTRANSACTION, ZCHANGETYPE, ZENTITYNAME, ZENTITYPK, ZPROPERTIES) VALUES (?, ?, ?, ?, ?)"
        ).sqliteStatement
        let connection = db.sqliteConnection
        sqlite3_reset(change)
        sqlite3_bind_int64(change, 1, transaction)
        func add(_ id: ManagedObjectID, _ type: PersistentHistoryChangeType, _ properties: String?) throws {
            sqlite3_bind_int64(change, 2, Int64(type.rawValue))
            SQLiteValueCodec.bind(.string(id.entity.entityName), to: change, at: 3)
            sqlite3_bind_int64(change, 4, id.primaryKey)
            if let properties { SQLiteValueCodec.bind(.string(properties), to: change, at: 5) } else { sqlite3_bind_null(change, 5) }
            let code = sqlite3_step(change)
            sqlite3_reset(change)
            guard code == SQLITE_DONE else { throw DatabaseError.rawCall(code, on: connection) }
        }
        defer { sqlite3_clear_bindings(change) }
        for id in record.inserted { try add(id, .insert, nil) }
        for (id, properties) in record.updated { try add(id, .update, properties) }
        for id in record.deleted {
            try add(id, .delete, nil)
            let changeID = db.lastInsertedRowID
            for (name, value) in record.tombstones[id] ?? [] {
                try db.execute(sql: "INSERT INTO Z_HTOMBSTONE (ZCHANGE, ZNAME, ZVALUE) VALUES (?, ?, ?)", arguments: [changeID, name, value])
            }
        }
        return transaction
    }

    /// The number of the last transaction, if any.
    static func lastTransactionNumber(in db: Database) throws -> Int64? {
        try Int64.fetchOne(db, sql: "SELECT MAX(Z_PK) FROM Z_HTRANSACTION")
    }

    /// The transactions `request` selects, oldest first, with their changes unless it asks for
    /// transactions only.
    static func fetch(_ request: PersistentHistoryChangeRequest, store: SQLiteStore, in db: Database) throws -> [PersistentHistoryTransaction] {
        let (condition, argument) = bound(request, store: store, deleting: false)
        var transactions: [(number: Int64, timestamp: Date, author: String?, context: String?, bundle: String, process: String, firstChange: Int64)] = []
        for row in try Row.fetchAll(
            db, sql: "SELECT Z_PK, ZTIMESTAMP, ZAUTHOR, ZCONTEXTNAME, ZBUNDLEID, ZPROCESSID, ZFIRSTCHANGE FROM Z_HTRANSACTION WHERE \(condition) ORDER BY Z_PK",
            arguments: [argument])
        {
            let author: String? = row[2]
            if let authors = request.authors, !authors.contains(author ?? "\u{0}") { continue }
            if let author, request.excludedAuthors.contains(author) { continue }
            transactions.append((row[0], Date(timeIntervalSinceReferenceDate: row[1]), author, row[3], row[4] ?? "", row[5] ?? "", row[6]))
        }
        guard let first = transactions.first else { return [] }
        let storeID = store.identity.identifier
        var changes: [Int64: [PersistentHistoryChange]] = [:]
        if request.resultType != .transactionsOnly {
            let tombstones = try self.tombstones(from: first.firstChange, in: db)
            let model = store.openRequest.model
            for row in try Row.fetchAll(
                db, sql: "SELECT Z_PK, ZTRANSACTION, ZCHANGETYPE, ZENTITYNAME, ZENTITYPK, ZPROPERTIES FROM Z_HCHANGE WHERE Z_PK >= ? ORDER BY Z_PK",
                arguments: [first.firstChange])
            {
                let name: String = row[3]
                if let names = request.entityNames, !names.contains(name) { continue }
                // An entity renamed by a migration is found by its renaming identifier; changes of
                // entities the model no longer has are left out.
                guard let entity = model.entitiesByName[name] ?? model.entities.first(where: { $0.renamingIdentifier == name }),
                    let type = PersistentHistoryChangeType(rawValue: row[2])
                else { continue }
                let id = store.identity.objectID(for: entity, primaryKey: row[4])
                let changeID: Int64 = row[0], transaction: Int64 = row[1]
                let properties: String? = row[5]
                changes[transaction, default: []].append(
                    PersistentHistoryChange(
                        changeID: changeID, changedObjectID: id, changeType: type,
                        updatedProperties: type == .update ? Set((properties ?? "").split(separator: ",").map(String.init)) : nil,
                        tombstoneValues: type == .delete ? tombstoneValues(tombstones[changeID] ?? [], of: entity) : nil,
                        transactionToken: PersistentHistoryToken(storeIdentifier: storeID, transactionNumber: transaction)))
            }
        }
        return transactions.compactMap { transaction in
            let own = changes[transaction.number] ?? []
            if request.entityNames != nil && own.isEmpty { return nil }
            return PersistentHistoryTransaction(
                token: PersistentHistoryToken(storeIdentifier: storeID, transactionNumber: transaction.number), timestamp: transaction.timestamp,
                author: transaction.author, contextName: transaction.context, bundleID: transaction.bundle, processID: transaction.process, changeList: own)
        }
    }

    /// Deletes the transactions older than `request`'s bound, with their changes; returns how many.
    static func delete(_ request: PersistentHistoryChangeRequest, store: SQLiteStore, in db: Database) throws -> Int {
        let (condition, argument) = bound(request, store: store, deleting: true)
        try db.execute(sql: "DELETE FROM Z_HTRANSACTION WHERE \(condition)", arguments: [argument])
        let deleted = db.changesCount
        // The changes before the oldest transaction left (all of them when none is left).
        let kept = try Int64.fetchOne(db, sql: "SELECT ZFIRSTCHANGE FROM Z_HTRANSACTION ORDER BY Z_PK LIMIT 1") ?? Int64.max
        try db.execute(sql: "DELETE FROM Z_HTOMBSTONE WHERE ZCHANGE < ?", arguments: [kept])
        try db.execute(sql: "DELETE FROM Z_HCHANGE WHERE Z_PK < ?", arguments: [kept])
        return deleted
    }

    /// The `WHERE` condition on `Z_HTRANSACTION` for a request's bound in this store. A token of
    /// another store bounds nothing here: every transaction is after it, none before it.
    private static func bound(_ request: PersistentHistoryChangeRequest, store: SQLiteStore, deleting: Bool) -> (String, DatabaseValue) {
        switch request.bound {
        case .date(let date):
            return (deleting ? "ZTIMESTAMP < ?" : "ZTIMESTAMP > ?", date.timeIntervalSinceReferenceDate.databaseValue)
        case .token(let token):
            guard let token, token.storeIdentifier == store.identity.identifier else {
                return (deleting ? "Z_PK <= ?" : "Z_PK > ?", (deleting && token == nil ? Int64.max : 0).databaseValue)
            }
            return (deleting ? "Z_PK < ?" : "Z_PK > ?", token.transactionNumber.databaseValue)
        }
    }

    private static func tombstones(from change: Int64, in db: Database) throws -> [Int64: [(String, DatabaseValue)]] {
        var result: [Int64: [(String, DatabaseValue)]] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT ZCHANGE, ZNAME, ZVALUE FROM Z_HTOMBSTONE WHERE ZCHANGE >= ?", arguments: [change]) {
            result[row[0], default: []].append((row[1], row[2] as DatabaseValue))
        }
        return result
    }

    private static func tombstoneValues(_ stored: [(String, DatabaseValue)], of entity: EntityDescription) -> [String: PropertyValue] {
        var values: [String: PropertyValue] = [:]
        for (name, value) in stored {
            guard let attribute = entity.attributesByName[name] else { continue }
            let converted = SQLiteValueCodec.propertyValue(value, as: attribute.attributeType)
            if !converted.isNull { values[name] = converted }
        }
        return values
    }
}
