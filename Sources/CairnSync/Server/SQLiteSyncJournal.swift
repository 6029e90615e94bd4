import Foundation
import GRDB

/// The embedded server storage: accepted transactions in a SQLite file (WAL, synchronous=FULL),
/// one row each, appended in one SQLite transaction per push. A server on one machine needs
/// nothing else; the file is the server's whole state. Several server processes may share the
/// file: each numbers a partition's transactions after the last one stored, and the file's
/// unique (partition, seq) key turns a race between them into a ``SyncJournalConflict``.
public final class SQLiteSyncJournal: SyncJournal {
    private let database: DatabaseQueue

    /// Opens (creating if needed) the journal at `url`.
    ///
    /// - Throws: the SQLite error, naming the file, when it cannot be opened or is not a journal.
    public init(url: URL) throws {
        var configuration = Configuration()
        // Another process writing to the file makes this one wait, not fail.
        configuration.busyMode = .timeout(10)
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

    public func entries(in partition: UUID, after seq: Int64) async throws -> [ServerJournalEntry] {
        let rows = try await database.read { db in
            try Data.fetchAll(
                db, sql: "SELECT entry FROM cairn_sync_journal WHERE partition = ? AND seq > ? ORDER BY seq", arguments: [partition.uuidString, seq])
        }
        let decoder = JSONDecoder()
        return try rows.map { try decoder.decode(ServerJournalEntry.self, from: $0) }
    }

    public func append(_ entries: [ServerJournalEntry]) async throws {
        let encoder = JSONEncoder()
        let rows = try entries.map { ($0.partition, $0.transaction.seq, try encoder.encode($0)) }
        try await database.write { db in
            for (partition, seq, entry) in rows {
                do {
                    try db.execute(
                        sql: "INSERT INTO cairn_sync_journal (partition, seq, entry) VALUES (?, ?, ?)", arguments: [partition.uuidString, seq, entry])
                } catch let error as DatabaseError where error.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE {
                    throw SyncJournalConflict(partition: partition, seq: seq)
                }
            }
        }
    }
}
