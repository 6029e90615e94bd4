import Foundation
import GRDB
import GRDBSQLite
import Synchronization

/// A persistent store in a SQLite file, on GRDB (WAL mode, Core Data's table layout).
///
/// The file is self-describing: `Z_METADATA` holds the model's version hashes and the serialized
/// model (see ``StoreMetadata``). A URL of `/dev/null` gives a SQLite database in memory.
///
/// Options (`addPersistentStore(options:)`): ``PersistentStoreOption/readOnly`` = `"true"` opens
/// without writing; ``PersistentStoreOption/countStatements`` = `"true"` counts statements.
public final class SQLiteStore: PersistentStore, @unchecked Sendable {
    // Safety: `writer` is a GRDB DatabasePool / DatabaseQueue, itself thread-safe; `schema` and
    // the entity tables are immutable after init.

    /// What the store was opened with; its URL is the store file (`/dev/null` for a database in
    /// memory).
    public let openRequest: StoreOpenRequest
    /// The store's identity (its UUID is the one in `Z_METADATA`).
    public let identity: StoreIdentity
    let statementCounter: StatementCounter?

    let writer: any DatabaseWriter
    let schema: SQLiteSchema
    /// Whether saves and batch requests record persistent history (see ``SQLiteHistory``).
    let recordsHistory: Bool
    /// History transactions this store wrote and committed that a remote-change watcher has not
    /// passed yet (their changes reached this coordinator's contexts by their own saves).
    let ownTransactions = Locked<Set<Int64>>([])
    /// Whether a remote-change watcher reads ``ownTransactions`` (otherwise nothing is kept).
    let isWatched = Atomic<Bool>(false)
    /// Per entity: which column holds which property.
    let columns: [ObjectIdentifier: [ColumnStep]]
    /// Per entity number: how to decode its rows (set once, at the end of the initializer).
    private(set) var rowPlans: [RowPlan?] = []
    /// Per entity: its table's columns as a SELECT list (`t0.Z_PK, t0.Z_ENT, t0.Z_OPT, …`).
    let rowColumnsByEntity: [ObjectIdentifier: String]
    /// Per entity: the SQL reading one row by primary key.
    let selectByKeySQL: [ObjectIdentifier: String]
    /// The store's own read connection for lookups by primary key and one-statement fetches
    /// (`nil` in memory).
    let directReader: DirectReader?
    /// The SQL of fetches already compiled, by shape (see ``FetchShape``).
    let compiledShapes = Locked(CompiledShapes())
    private let storedMetadata: StoreMetadata

    /// Whether the store lives in memory (`/dev/null`).
    public var isInMemory: Bool { url?.path == "/dev/null" }

    /// Opens (creating if needed) the store of `request` in the file at `url` (`request.url`).
    ///
    /// Opening an existing store whose schema is current only reads; a new store appears whole or
    /// not at all (see ``SQLiteStoreFile``).
    init(_ request: StoreOpenRequest, url: URL) throws {
        let (model, options) = (request.model, request.options)
        let schema = SQLiteSchema(model: model)
        let inMemory = url.path == "/dev/null"
        let counter = StatementCounter.make(options)
        let settings = try SQLiteStoreSettings(options, path: url.path)
        let config = Self.configuration(readOnly: settings.readOnly, timeout: settings.timeout, counter: counter)
        func newMetadata() throws -> StoreMetadata {
            var metadata = StoreMetadata(
                identifier: UUID().uuidString, type: .sqlite, modelHashes: model.entityVersionHashesByName, modelData: try ModelSchema(model).encoded())
            metadata.modelHistory = [model.versionHash]
            return metadata
        }
        do {
            if inMemory {
                storedMetadata = try newMetadata()
                let queue = try DatabaseQueue(configuration: Self.configuration(readOnly: false, timeout: settings.timeout, counter: counter))
                try queue.write { [storedMetadata] db in try Self.create(schema, metadata: storedMetadata, model: model, in: db) }
                writer = queue
            } else {
                try SQLiteStoreLocation.check(url, readOnly: settings.readOnly)
                var metadata =
                    try SQLiteStoreFile.existingStore(at: url, settings: settings)
                    ?? {
                        let fresh = try newMetadata()
                        return try SQLiteStoreFile.create(at: url, settings: settings, metadata: fresh) { db in
                            try Self.create(schema, metadata: fresh, model: model, in: db)
                        }
                    }()
                let differing = model.entitiesDiffering(fromStoreHashes: metadata.modelHashes)
                // A staged migration may still owe a didMigrate handler for the current version.
                if !differing.isEmpty || (metadata.pendingDidMigrateVersion != nil && request.stagedMigrationManager != nil && !settings.readOnly) {
                    metadata = try Self.migrate(url, differing: differing, request, settings)
                }
                storedMetadata = metadata
                let pool = try DatabasePool(path: url.path, configuration: config)
                if !settings.readOnly { try Self.addMissingIndexes(schema, in: pool) }
                writer = pool
            }
        } catch let error as CairnError {
            throw error
        } catch {
            throw CairnError(.storeOpen, "Cannot open the SQLite store at \(url.path)", causedBy: error)
        }
        if !settings.readOnly {
            do { try Self.prepareFullText(schema, model: model, in: writer) } catch {
                throw CairnError(.storeOpen, "Cannot prepare the full-text index of the SQLite store at \(url.path)", causedBy: error)
            }
        }
        do { recordsHistory = try SQLiteHistory.prepare(tracking: settings.tracksHistory, readOnly: settings.readOnly, in: writer) } catch {
            throw CairnError(.storeOpen, "Cannot prepare the persistent history of the SQLite store at \(url.path)", causedBy: error)
        }
        self.schema = schema
        self.columns = Self.columnSteps(schema, model)
        self.rowColumnsByEntity = Dictionary(uniqueKeysWithValues: model.entities.map { (ObjectIdentifier($0), Self.rowColumns(schema, $0)) })
        let selectByKeySQL = Self.selectByKeySQL(schema, model)
        self.selectByKeySQL = selectByKeySQL
        self.directReader =
            inMemory
            ? nil
            : DirectReader(
                path: url.path,
                sqlByEntity: Dictionary(uniqueKeysWithValues: model.entities.map { ($0.entityNumber, selectByKeySQL[ObjectIdentifier($0)]!) }),
                timeout: settings.timeout)
        self.openRequest = request
        self.statementCounter = counter
        self.identity = StoreIdentity(identifier: storedMetadata.identifier, model: model)
        rowPlans = Self.rowPlans(model, columns, identity)
    }

    deinit {
        for plan in rowPlans { plan?.steps.deallocate() }
    }

    private static func configuration(readOnly: Bool, timeout: TimeInterval, counter: StatementCounter?) -> Configuration {
        var config = Configuration()
        config.readonly = readOnly
        // Other connections (other processes' saves) hold the lock for a moment: wait for it.
        config.busyMode = .timeout(timeout)
        config.label = "Cairn.SQLiteStore"
        config.prepareDatabase { db in
            try db.execute(sql: "PRAGMA cache_size = -16000")
            SQLiteFunctions.register(in: db)
            if let counter {
                db.trace(options: .statement) { event in
                    if case .statement(let statement) = event { counter.record(sql: statement.sql) }
                }
            }
        }
        return config
    }

    /// The metadata of an existing store file, read without changing the file.
    ///
    /// - Throws: ``CairnError`` `.storeOpen` when the file is not a Cairn/Core Data store.
    public static func readMetadata(at url: URL) throws -> StoreMetadata {
        try SQLiteStoreLocation.check(url, readOnly: true)
        do {
            guard case .store(let metadata) = try SQLiteStoreFile.contents(of: url, writable: false, timeout: PersistentStoreOption.defaultTimeout) else {
                throw SQLiteStoreFile.notAStore(url)
            }
            return metadata
        } catch let error as CairnError {
            throw error
        } catch {
            throw CairnError(.storeOpen, "Cannot read the store at \(url.path)", causedBy: error)
        }
    }

    /// Writes the schema (with its indexes unless `indexes` is false) and metadata of a new store
    /// into an empty database.
    static func create(_ schema: SQLiteSchema, metadata: StoreMetadata, model: ManagedObjectModel, in db: Database, indexes: Bool = true) throws {
        for statement in schema.creationSQL(indexes: indexes) { try db.execute(sql: statement) }
        for entity in model.entities {
            try db.execute(
                sql: "INSERT INTO Z_PRIMARYKEY (Z_ENT, Z_NAME, Z_SUPER, Z_MAX) VALUES (?, ?, ?, 0)",
                arguments: [entity.entityNumber, entity.entityName, entity.superentity?.entityNumber ?? 0])
        }
        let plist = try StoreMetadataPlist.encode(metadata, versionIdentifier: model.versionIdentifier)
        try db.execute(sql: "INSERT INTO Z_METADATA (Z_VERSION, Z_UUID, Z_PLIST) VALUES (1, ?, ?)", arguments: [metadata.identifier, plist])
    }

    /// Creates the indexes the model gained since the store was created (indexes are not part of
    /// the version hash). Reads first: a store whose indexes are all there is not written to.
    private static func addMissingIndexes(_ schema: SQLiteSchema, in writer: any DatabaseWriter) throws {
        let wanted = schema.indexes
        let present = try writer.read { db in try Set(String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'index'")) }
        let missing = wanted.filter { !present.contains($0.name) }
        guard !missing.isEmpty else { return }
        try writer.write { db in for index in missing { try db.execute(sql: index.sql) } }
    }

    /// The rows matching a fetch, in order (one SQL query).
    public func fetch(_ request: StoreFetch) throws -> [RowSnapshot] { try selectRows(request) }
    /// The IDs of the rows matching a fetch, in order.
    public func fetchIDs(_ request: StoreFetch) throws -> [ManagedObjectID] { try selectIDs(request) }
    /// The number of rows matching a fetch (`SELECT COUNT(*)`).
    public func count(_ request: StoreFetch) throws -> Int { try selectCount(request) }
    /// The results of a dictionary fetch, computed by SQLite (one query).
    public func fetchValues(_ request: StoreFetch) throws -> [[PropertyValue]] { try selectValues(request) }
    /// The SQL a fetch runs, its bindings and SQLite's query plan.
    public func explain(_ request: StoreFetch) throws -> FetchExplanation? { try explainRows(request) }
    /// The current rows of the given objects.
    public func snapshots(for ids: [ManagedObjectID]) throws -> [RowSnapshot] { try selectSnapshots(ids) }

    /// The objects' versions, reading `Z_PK` and `Z_OPT` alone.
    public func versions(for ids: [ManagedObjectID]) throws -> [ManagedObjectID: Int64] { try selectVersions(ids) }
    /// The destinations of a to-many relationship, in order for ordered relationships.
    public func relatedIDs(of id: ManagedObjectID, relationship: RelationshipDescription) throws -> [ManagedObjectID] {
        try selectRelated(id, relationship)
    }
    /// The destinations of a to-many relationship of many objects, with their rows, in one query.
    public func relatedRows(of ids: [ManagedObjectID], relationship: RelationshipDescription) throws -> RelatedRows {
        try selectRelatedRows(ids, relationship)
    }
    /// Reserves primary keys in `Z_PRIMARYKEY` (safe across processes).
    public func allocatePrimaryKeys(for entity: EntityDescription, count: Int) throws -> Int64 {
        try reservePrimaryKeys(entity, count)
    }
    /// Applies a change set in one transaction; on any error nothing is written.
    public func save(_ changes: ChangeSet) throws { try apply(changes) }

    /// The store's metadata, as written in `Z_METADATA`.
    public var metadata: StoreMetadata { storedMetadata }

    /// How many SQL statements reading or writing data the store has run (see
    /// ``PersistentStore/executedStatementCount``).
    public var executedStatementCount: Int? { statementCounter?.value }

    /// Closes the database connections. When no other connection has the store open, its `-wal`
    /// is folded into the file and the `-wal` and `-shm` files are removed: a closed store is one
    /// self-contained file, safe to copy.
    public func close() {
        directReader?.close()
        if let pool = writer as? DatabasePool {
            try? pool.close()
            if openRequest.options[PersistentStoreOption.readOnly] != "true", let path = url?.path { Self.foldWriteAheadLog(at: path) }
        }
        if let queue = writer as? DatabaseQueue { try? queue.close() }
    }

    /// GRDB closes a pool's writer before its readers, and a read-only connection closing last
    /// cannot fold the WAL back. One more writable connection that reads and closes last does:
    /// SQLite checkpoints and removes the side files when the last connection closes.
    private static func foldWriteAheadLog(at path: String) {
        var handle: OpaquePointer?
        if sqlite3_open_v2(path, &handle, SQLITE_OPEN_READWRITE, nil) == SQLITE_OK {
            sqlite3_exec(handle, "PRAGMA user_version", nil, nil, nil)
        }
        sqlite3_close(handle)
    }
}
