import CairnSync
import Logging
import PostgresNIO

/// The server's tables in PostgreSQL, and the steps that bring an older database up to date.
/// Servers starting at once migrate one after the other (a transaction-scoped advisory lock); a
/// database migrated by a newer server is refused rather than misread.
enum PostgresSyncSchema {
    /// Step N brings schema version N - 1 to N. Append only: released steps never change.
    static let steps: [String] = [
        """
        CREATE TABLE cairn_sync_journal (
            partition uuid NOT NULL,
            seq bigint NOT NULL,
            entry bytea NOT NULL,
            stored_at timestamptz NOT NULL DEFAULT now(),
            PRIMARY KEY (partition, seq))
        """
    ]

    /// The version this server writes.
    static var version: Int { steps.count }

    /// An arbitrary constant naming the migration lock among the database's advisory locks.
    static let lockKey: Int64 = 0x6361_6972_6e73_796e

    /// Creates the tables, or runs the steps the database lacks.
    ///
    /// - Throws: ``CairnSync/SyncError`` when the database has a newer schema than this server knows.
    static func migrate(_ client: PostgresClient, logger: Logger) async throws {
        do {
            try await client.withTransaction(logger: logger) { connection in
                try await connection.query("SELECT pg_advisory_xact_lock(\(lockKey))", logger: logger)
                try await connection.query("CREATE TABLE IF NOT EXISTS cairn_sync_schema (version integer NOT NULL)", logger: logger)
                var stored = 0
                for try await version in try await connection.query("SELECT version FROM cairn_sync_schema", logger: logger).decode(Int.self) {
                    stored = max(stored, version)
                }
                guard stored <= version else {
                    throw SyncError(
                        "the database has sync schema version \(stored), newer than this cairn-sync-server's \(version): run the newer server, or point this one at another database"
                    )
                }
                guard stored < version else { return }
                for step in steps[stored...] {
                    try await connection.query(PostgresQuery(unsafeSQL: step), logger: logger)
                }
                try await connection.query("DELETE FROM cairn_sync_schema", logger: logger)
                try await connection.query("INSERT INTO cairn_sync_schema (version) VALUES (\(version))", logger: logger)
            }
        } catch let error as PostgresTransactionError {
            if let refusal = (error.closureError ?? error.beginError) as? SyncError { throw refusal }
            throw SyncError("cannot create or migrate the sync tables in PostgreSQL: \(PostgresURL.describe(error))")
        }
    }
}
