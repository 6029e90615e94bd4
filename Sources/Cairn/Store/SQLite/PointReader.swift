import Foundation
import GRDBSQLite
import Synchronization

/// A read-only SQLite connection of the store's own for single-row lookups by primary key (firing
/// a fault, `existingObject(with:)`), with one prepared statement per entity.
///
/// A point lookup is a few microseconds of SQLite work; going through GRDB's reader pool (its
/// checkout, a dispatch-queue hop, the statement cache keyed by SQL text) cost several times
/// that. The connection is used under a mutex that is only *tried*: when another thread holds it,
/// the lookup takes the pool path instead of waiting, so concurrent contexts never queue here.
/// WAL mode gives each lookup the latest committed state, as the pool's readers see it.
final class PointReader: Sendable {
    private final class Connection {
        let handle: OpaquePointer
        var statements: [Int: OpaquePointer] = [:]
        init(handle: OpaquePointer) { self.handle = handle }
    }

    private let connection: Mutex<Connection?>
    private let sqlByEntity: [Int: String]

    /// Opens `path` read-only; `nil` when it cannot be opened (the pool path is then used).
    init?(path: String, sqlByEntity: [Int: String]) {
        var handle: OpaquePointer?
        guard sqlite3_open_v2(path, &handle, SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX, nil) == SQLITE_OK, let handle else {
            if let handle { sqlite3_close(handle) }
            return nil
        }
        connection = Mutex(Connection(handle: handle))
        self.sqlByEntity = sqlByEntity
    }

    /// Runs the lookup statement of `entityNumber` for `primaryKey`, calling `row` with the
    /// statement positioned on the row if there is one. Returns `false` when the connection is
    /// busy, closed or failed: the caller then reads through the pool.
    func lookUp(entityNumber: Int, primaryKey: Int64, _ row: (OpaquePointer) -> Void) -> Bool {
        connection.withLockIfAvailable { connection -> Bool in
            guard let open = connection, let statement = Self.statement(for: entityNumber, in: open, sqlByEntity) else { return false }
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

    private static func statement(for entityNumber: Int, in connection: Connection, _ sqlByEntity: [Int: String]) -> OpaquePointer? {
        if let known = connection.statements[entityNumber] { return known }
        guard let sql = sqlByEntity[entityNumber] else { return nil }
        var statement: OpaquePointer?
        guard sqlite3_prepare_v3(connection.handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil) == SQLITE_OK, let statement else {
            return nil
        }
        connection.statements[entityNumber] = statement
        return statement
    }

    deinit { close() }

    /// Finalizes the statements and closes the connection (waits for a lookup in progress).
    func close() {
        connection.withLock { connection in
            guard let open = connection else { return }
            connection = nil
            for statement in open.statements.values { sqlite3_finalize(statement) }
            sqlite3_close(open.handle)
        }
    }
}
