import Foundation
import GRDB
import GRDBSQLite
import Synchronization

/// A read-only SQLite connection of the store's own for reads made of one statement: lookups by
/// primary key (firing a fault, `existingObject(with:)`, one prepared statement per entity) and
/// fetches (statements prepared once per SQL text).
///
/// A point lookup is a few microseconds of SQLite work, and a fetch of a hundred rows not much
/// more; going through GRDB's reader pool (its checkout, a dispatch-queue hop, the statement cache)
/// cost several times a lookup and a fifth of such a fetch. The connection is used under a mutex
/// that is only *tried*: when another thread holds it, the read takes the pool path instead of
/// waiting, so concurrent contexts never queue here. WAL mode gives each read the latest committed
/// state, as the pool's readers see it; a single statement reads one consistent snapshot.
final class DirectReader: Sendable {
    /// Used only under the reader's mutex, so its state skips dynamic exclusivity checks (a cost
    /// paid on every fetch otherwise).
    private final class Connection {
        let handle: OpaquePointer
        @exclusivity(unchecked) var lookups: [Int: OpaquePointer] = [:]
        /// Prepared queries by SQL text; `nil` for SQL this connection cannot run (it calls
        /// functions registered only on GRDB's connections).
        @exclusivity(unchecked) var queries: [String: OpaquePointer?] = [:]
        /// The same statements by the number of the fetch shape their SQL was compiled for (a
        /// lookup without hashing the text).
        @exclusivity(unchecked) var queriesByShape: [Int: OpaquePointer?] = [:]
        init(handle: OpaquePointer) { self.handle = handle }
    }

    /// The most queries kept prepared; past it the cache starts over.
    private static let queryCacheLimit = 64
    private let connection: Locked<Connection?>
    private let sqlByEntity: [Int: String]

    /// Opens `path` read-only; `nil` when it cannot be opened (the pool path is then used).
    init?(path: String, sqlByEntity: [Int: String], timeout: TimeInterval) {
        var handle: OpaquePointer?
        guard sqlite3_open_v2(path, &handle, SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX, nil) == SQLITE_OK, let handle else {
            if let handle { sqlite3_close(handle) }
            return nil
        }
        sqlite3_exec(handle, "PRAGMA cache_size = -16000", nil, nil, nil)
        sqlite3_busy_timeout(handle, Int32(timeout * 1000))
        SQLiteStringOperator.register(on: handle)
        connection = Locked(Connection(handle: handle))
        self.sqlByEntity = sqlByEntity
    }

    /// Runs the lookup statement of `entityNumber` for `primaryKey`, calling `row` with the
    /// statement positioned on the row if there is one. Returns `false` when the connection is
    /// busy, closed or failed: the caller then reads through the pool.
    func lookUp(entityNumber: Int, primaryKey: Int64, _ row: (OpaquePointer) -> Void) -> Bool {
        connection.withLockIfAvailable { connection -> Bool in
            guard let open = connection, let statement = Self.lookup(for: entityNumber, in: open, sqlByEntity) else { return false }
            defer { sqlite3_reset(statement) }
            sqlite3_bind_int64(statement, 1, primaryKey)
            switch sqlite3_step(statement) {
            case SQLITE_ROW:
                row(statement)
                return true
            case SQLITE_DONE:
                return true
            default:
                return false
            }
        } ?? false
    }

    /// Runs a query with `bindings`, calling `row` for each result row. Returns `false` when the
    /// connection is busy or closed, or cannot run this SQL, or SQLite failed before the first row:
    /// the caller then reads through the pool. An error after rows were delivered is thrown.
    /// `shapeNumber` identifies `sql` (see ``CompiledShapes``) when it was compiled for a fetch shape.
    func query(_ sql: String, _ bindings: [PropertyValue], shapeNumber: Int? = nil, _ row: (OpaquePointer) throws -> Void) throws -> Bool {
        try connection.withLockIfAvailable { connection -> Bool in
            guard let open = connection, let statement = Self.query(sql, shapeNumber, in: open) else { return false }
            defer { sqlite3_reset(statement) }
            sqlite3_clear_bindings(statement)
            for (index, value) in bindings.enumerated() { SQLiteValueCodec.bind(value, to: statement, at: Int32(index + 1)) }
            var delivered = false
            while true {
                let code = sqlite3_step(statement)
                if code == SQLITE_ROW {
                    delivered = true
                    try row(statement)
                    continue
                }
                if code == SQLITE_DONE { return true }
                guard delivered else { return false }
                throw CairnError(.storeOperation, "A fetch failed after its first rows", causedBy: DatabaseError.rawCall(code, on: open.handle))
            }
        } ?? false
    }

    private static func lookup(for entityNumber: Int, in connection: Connection, _ sqlByEntity: [Int: String]) -> OpaquePointer? {
        if let known = connection.lookups[entityNumber] { return known }
        guard let sql = sqlByEntity[entityNumber], let statement = prepare(sql, in: connection) else { return nil }
        connection.lookups[entityNumber] = statement
        return statement
    }

    private static func query(_ sql: String, _ shapeNumber: Int?, in connection: Connection) -> OpaquePointer? {
        if let shapeNumber, let known = connection.queriesByShape[shapeNumber] { return known }
        let statement = query(sql, in: connection)
        if let shapeNumber {
            // Several shapes can share one SQL text, and evicted shapes come back under new
            // numbers: the numbers are bounded on their own (the statements belong to `queries`).
            if connection.queriesByShape.count >= 4 * queryCacheLimit { connection.queriesByShape.removeAll() }
            connection.queriesByShape[shapeNumber] = .some(statement)
        }
        return statement
    }

    private static func query(_ sql: String, in connection: Connection) -> OpaquePointer? {
        if let known = connection.queries[sql] { return known }
        if connection.queries.count >= queryCacheLimit {
            for case let statement? in connection.queries.values { sqlite3_finalize(statement) }
            connection.queries.removeAll()
            connection.queriesByShape.removeAll()
        }
        // `cairn_fold` and `cairn_math` are GRDB functions, registered on the pool's connections only.
        let runnable = !sql.contains("cairn_fold(") && !sql.contains("cairn_math(")
        let statement = runnable ? prepare(sql, in: connection) : nil
        connection.queries[sql] = .some(statement)
        return statement
    }

    private static func prepare(_ sql: String, in connection: Connection) -> OpaquePointer? {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v3(connection.handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil) == SQLITE_OK, let statement else {
            return nil
        }
        return statement
    }

    /// How many shape numbers are mapped to statements (bounded; for tests).
    var shapeNumberCount: Int {
        connection.withLock { $0?.queriesByShape.count ?? 0 }
    }

    deinit { close() }

    /// Finalizes the statements and closes the connection (waits for a read in progress).
    func close() {
        connection.withLock { connection in
            guard let open = connection else { return }
            connection = nil
            for statement in open.lookups.values { sqlite3_finalize(statement) }
            for case let statement? in open.queries.values { sqlite3_finalize(statement) }
            sqlite3_close(open.handle)
        }
    }
}
