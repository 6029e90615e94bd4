import CairnSync
import Foundation
import GRDBSQLite

/// Y3: how many property changes a second the server accepts, pushes handled one after the other
/// by `SyncServerCore` (the server's logic, without an actor or transport in the way): in memory,
/// and durable, each push's accepted transactions appended to a `SQLiteSyncJournal` before the
/// next, as a durable server does before it answers. The baseline is raw SQLite upserting the same
/// values into a notes table keyed by UUID, one transaction per push, `synchronous = FULL` as the
/// journal's.
enum SyncIngest {
    /// Seconds to handle every push of `load` in memory, or durably in a journal at `journalURL`.
    static func server(_ load: SyncIngestLoad, journalURL: URL?) throws -> Double {
        var core = SyncServerCore()
        core.register(token: SyncDevice.token, user: SyncDevice.user)
        let journal = try journalURL.map(SQLiteSyncJournal.init(url:))
        var answers = 0
        let seconds = try measure {
            for push in load.pushes {
                let answer = core.handle(push, token: SyncDevice.token, wallMilliseconds: load.wallMilliseconds)
                let accepted = core.takeJournal()
                if let journal { try append(accepted, to: journal) }
                if case .pushResult(_, let results) = answer { answers += results.count }
            }
            return Int64(answers)
        }.seconds
        let expected = load.pushes.count * SyncIngestLoad.transactionsPerPush
        guard answers == expected, core.state(of: SyncDevice.user).seq == Int64(expected) else {
            throw BenchError("Y3: the server accepted \(core.state(of: SyncDevice.user).seq) of \(expected) transactions")
        }
        return seconds
    }

    /// The durable server's one use of its journal (an async method) from the timed loop.
    static func append(_ entries: [ServerJournalEntry], to journal: SQLiteSyncJournal) throws {
        try AsyncBridge.wait { try await journal.append(entries) }
    }

    /// Seconds for raw SQLite to upsert every push's rows, one transaction per push, into a new
    /// database at `path`.
    static func raw(_ load: SyncIngestLoad, path: String) throws -> Double {
        let database = try RawDatabase(path: path)
        try database.execute("PRAGMA synchronous = FULL")
        try database.execute("CREATE TABLE note (id INTEGER PRIMARY KEY, uuid BLOB NOT NULL UNIQUE, title VARCHAR, body VARCHAR, revision INTEGER)")
        let statement = try database.prepare(
            "INSERT INTO note (uuid, title, body, revision) VALUES (?, ?, ?, ?) ON CONFLICT (uuid) DO UPDATE SET title = excluded.title, body = excluded.body, revision = excluded.revision"
        )
        return try measure {
            for rows in load.rows {
                try database.execute("BEGIN")
                for row in rows {
                    withUnsafeBytes(of: row.id.uuid) { bytes in
                        _ = sqlite3_bind_blob(statement.handle, 1, bytes.baseAddress, 16, unsafeBitCast(-1, to: sqlite3_destructor_type.self))
                    }
                    statement.bind(row.title, at: 2)
                    statement.bind(row.body, at: 3)
                    statement.bind(row.revision, at: 4)
                    try statement.run()
                }
                try database.execute("COMMIT")
            }
            return Int64(load.rows.count)
        }.seconds
    }
}
