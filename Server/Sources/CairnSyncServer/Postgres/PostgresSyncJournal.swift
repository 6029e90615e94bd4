import CairnSync
import Foundation
import Logging
import PostgresNIO

/// The production server storage: accepted transactions in PostgreSQL, one row each, appended in
/// one database transaction per push. Any number of `cairn-sync-server` processes may share the
/// database: the (partition, seq) primary key turns a race between two of them into a
/// ``CairnSync/SyncJournalConflict``, and the losing server merges its push again.
///
/// The server creates its tables, and migrates them, the first time it uses the database.
/// ``client`` must be running (``run()``, or as a service of the application) for as long as
/// the journal is used.
public actor PostgresSyncJournal: SyncJournal {
    /// The connection pool.
    public nonisolated let client: PostgresClient
    private let logger = Logger(label: "cairn-sync-server.postgres")
    private var schemaReady = false

    private let url: PostgresURL

    /// A journal in the database at `url`
    /// (`postgres://USER:PASSWORD@HOST:PORT/DATABASE?sslmode=disable|require`).
    ///
    /// - Throws: ``CairnSync/SyncError`` naming what the URL lacks.
    public init(url: String) throws {
        self.url = try PostgresURL(url)
        client = PostgresClient(configuration: self.url.clientConfiguration, backgroundLogger: logger)
    }

    /// Connects, and creates or migrates the tables, so that a server learns at start whether its
    /// database is usable. ``client`` must be running.
    ///
    /// - Throws: ``CairnSync/SyncError`` with PostgreSQL's reason (a wrong password, no such
    ///   database, a schema from a newer server).
    public func prepare() async throws {
        guard !schemaReady else { return }
        try await url.check(logger: logger)
        try await PostgresSyncSchema.migrate(client, logger: logger)
        schemaReady = true
    }

    /// Runs the connection pool until the task is cancelled.
    public nonisolated func run() async {
        await client.run()
    }

    public func entries(in partition: UUID, after seq: Int64) async throws -> [ServerJournalEntry] {
        try await prepare()
        var stored: [ByteBuffer] = []
        do {
            let rows = try await client.query(
                "SELECT entry FROM cairn_sync_journal WHERE partition = \(partition) AND seq > \(seq) ORDER BY seq", logger: logger)
            for try await entry in rows.decode(ByteBuffer.self) { stored.append(entry) }
        } catch {
            throw SyncError("cannot read the sync journal in PostgreSQL: \(PostgresURL.describe(error))")
        }
        let decoder = JSONDecoder()
        return try stored.map { try decoder.decode(ServerJournalEntry.self, from: Data(buffer: $0)) }
    }

    public func append(_ entries: [ServerJournalEntry]) async throws {
        try await prepare()
        let encoder = JSONEncoder()
        let rows = try entries.map { ($0.partition, $0.transaction.seq, ByteBuffer(data: try encoder.encode($0))) }
        let logger = self.logger
        do {
            try await client.withTransaction(logger: logger) { connection in
                for (partition, seq, entry) in rows {
                    try await connection.query(
                        "INSERT INTO cairn_sync_journal (partition, seq, entry) VALUES (\(partition), \(seq), \(entry))", logger: logger)
                }
                // Delivered to every listening server when the transaction commits.
                for partition in Set(rows.map(\.0)) {
                    try await connection.query("SELECT pg_notify(\(Self.channel), \(partition.uuidString))", logger: logger)
                }
            }
        } catch {
            if let conflict = Self.conflict(in: (error as? PostgresTransactionError)?.closureError ?? error, rows: rows.map { ($0.0, $0.1) }) {
                throw conflict
            }
            throw SyncError("cannot store in the sync journal in PostgreSQL: \(PostgresURL.describe(error))")
        }
    }

    /// The channel servers notify when they store transactions, with the partition as payload.
    static let channel = "cairn_sync_advanced"

    /// Partitions other servers advance, from PostgreSQL's notifications on one pooled
    /// connection; the server listens again a second after the connection is lost.
    public nonisolated func advancedPartitions() -> AsyncStream<UUID>? {
        let client = self.client
        let logger = self.logger
        return AsyncStream { continuation in
            let listening = Task {
                while !Task.isCancelled {
                    do {
                        try await client.withConnection { connection in
                            try await connection.listen(on: Self.channel) { notifications in
                                for try await notification in notifications {
                                    if let partition = UUID(uuidString: notification.payload) { continuation.yield(partition) }
                                }
                            }
                        }
                    } catch {
                        logger.warning("listening for other servers' transactions failed (\(PostgresURL.describe(error))): trying again")
                    }
                    try? await Task.sleep(for: .seconds(1))
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in listening.cancel() }
        }
    }

    /// The conflict a unique-key violation means, naming the first entry's number.
    private static func conflict(in error: any Error, rows: [(UUID, Int64)]) -> SyncJournalConflict? {
        guard let error = error as? PSQLError, error.serverInfo?[.sqlState] == PostgresError.Code.uniqueViolation.raw, let first = rows.first else {
            return nil
        }
        return SyncJournalConflict(partition: first.0, seq: first.1)
    }
}
