import Foundation
import GRDB

/// The embedded server storage: accepted transactions in a SQLite file (WAL, synchronous=FULL),
/// one row each, appended in one SQLite transaction per push. A server on one machine needs
/// nothing else; the file is the server's whole state.
public final class SQLiteSyncJournal: SyncJournal {
    private let database: DatabaseQueue

    /// Opens (creating if needed) the journal at `url`.
    ///
    /// - Throws: the SQLite error, naming the file, when it cannot be opened or is not a journal.
    public init(url: URL) throws {
        var configuration = Configuration()
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = FULL")
        }
        do {
            database = try DatabaseQueue(path: url.path, configuration: configuration)
            try database.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA journal_mode = WAL")
                try db.execute(
                    sql: """
                        CREATE TABLE IF NOT EXISTS cairn_sync_journal (
                            id INTEGER PRIMARY KEY AUTOINCREMENT,
                            partition TEXT NOT NULL,
                            seq INTEGER NOT NULL,
                            entry BLOB NOT NULL,
                            UNIQUE (partition, seq))
                        """)
            }
        } catch {
            throw SyncError("the sync journal at \(url.path) cannot be opened: \(error)")
        }
    }

    public func entries() throws -> [ServerJournalEntry] {
        try database.read { db in
            let decoder = JSONDecoder()
            return try Data.fetchAll(db, sql: "SELECT entry FROM cairn_sync_journal ORDER BY id").map {
                try decoder.decode(ServerJournalEntry.self, from: $0)
            }
        }
    }

    public func append(_ entries: [ServerJournalEntry]) throws {
        let encoder = JSONEncoder()
        let rows = try entries.map { ($0.partition.uuidString, $0.transaction.seq, try encoder.encode($0)) }
        try database.write { db in
            for (partition, seq, entry) in rows {
                try db.execute(sql: "INSERT INTO cairn_sync_journal (partition, seq, entry) VALUES (?, ?, ?)", arguments: [partition, seq, entry])
            }
        }
    }
}
