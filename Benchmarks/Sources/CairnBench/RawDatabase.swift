import GRDBSQLite

/// A minimal owner of one `sqlite3` connection for the raw baseline: open, execute, prepare.
final class RawDatabase {
    let handle: OpaquePointer

    /// Opens (creating if needed) the database at `path` with the shared pragmas, WAL and
    /// `synchronous = NORMAL`.
    init(path: String) throws {
        var db: OpaquePointer?
        let code = sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, nil)
        guard code == SQLITE_OK, let db else {
            sqlite3_close(db)
            throw BenchError("sqlite3_open_v2(\(path)) failed with \(code)")
        }
        handle = db
        try execute("PRAGMA journal_mode = WAL")
        try execute("PRAGMA synchronous = NORMAL")
        for pragma in SharedPragmas.statements { try execute(pragma) }
    }

    deinit { sqlite3_close_v2(handle) }

    /// Runs SQL without results (several statements allowed).
    func execute(_ sql: String) throws {
        var message: UnsafeMutablePointer<CChar>?
        guard sqlite3_exec(handle, sql, nil, nil, &message) == SQLITE_OK else {
            let text = message.map { String(cString: $0) } ?? "?"
            sqlite3_free(message)
            throw BenchError("\(sql): \(text)")
        }
    }

    /// Prepares one statement.
    func prepare(_ sql: String) throws -> RawStatement {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil) == SQLITE_OK, let statement else {
            throw BenchError("prepare \(sql): \(String(cString: sqlite3_errmsg(handle)))")
        }
        return RawStatement(statement, database: self)
    }
}
