import Foundation

/// A sync server inside the process: the server's logic behind an actor, with the wall clock.
/// Devices reach it through ``connection(token:)``.
///
/// With a journal the server holds no state of its own: before each request it reads what the
/// journal gained in the request's partition since it last looked, and it answers a push only
/// once the journal stored it. So a restarted server loses nothing it acknowledged, and several
/// servers on one journal (processes sharing a SQLite file, or instances on one PostgreSQL
/// database) serve the same devices: when two of them accept a push to one partition at once,
/// the journal keeps the first and the other merges its push again on top of it.
public actor InProcessSyncServer {
    private var core: SyncServerCore
    private let journal: (any SyncJournal)?
    private let now: @Sendable () -> Date
    /// Requests on one partition run one at a time (they await the journal in between).
    private var locks = PartitionLocks()

    /// How many times a push is merged again after other servers took its numbers first.
    static let maximumMergeAttempts = 16

    /// A server merging each entity by its policy (``SyncMergePolicy/latestEdit`` when not named),
    /// keeping its partitions in memory only.
    public init(policies: [String: SyncMergePolicy] = [:], now: @escaping @Sendable () -> Date = Date.init) {
        core = SyncServerCore(policies: policies)
        journal = nil
        self.now = now
    }

    /// A server that stores every transaction it accepts in `journal` before it answers, and
    /// serves what the journal holds, whoever stored it.
    public init(policies: [String: SyncMergePolicy] = [:], journal: any SyncJournal, now: @escaping @Sendable () -> Date = Date.init) {
        core = SyncServerCore(policies: policies)
        self.journal = journal
        self.now = now
    }

    /// Lets requests with `token` act as `user`.
    public func register(token: String, user: UUID) {
        core.register(token: token, user: user)
    }

    /// Whether `token` signs a user in.
    public func knows(token: String) -> Bool { core.knows(token: token) }

    /// Handles one request; what it accepts is stored before the answer leaves.
    public func handle(_ message: ClientMessage, token: String) async -> ServerMessage {
        let partition = message.partition
        // A stranger's or a forbidden request is answered without reading storage.
        guard let journal, core.user(for: token) == partition else { return core.handle(message, token: token, wallMilliseconds: wallMilliseconds) }
        if !locks.tryLock(partition) {
            await withCheckedContinuation { locks.wait(for: partition, $0) }
        }
        defer { locks.unlock(partition) }
        for _ in 0..<Self.maximumMergeAttempts {
            do {
                try await catchUp(partition, from: journal)
            } catch {
                core.forget(partition)
                return .error(.unavailable, "the server cannot read its storage (\(error)): nothing was stored; try again later")
            }
            // Handling and taking the accepted entries happen without a suspension in between,
            // so the entries are this request's only.
            let answer = core.handle(message, token: token, wallMilliseconds: wallMilliseconds)
            let accepted = core.takeJournal()
            guard !accepted.isEmpty else { return answer }
            do {
                try await journal.append(accepted)
                return answer
            } catch is SyncJournalConflict {
                // Another server stored transactions first: read them and merge again.
                core.forget(partition)
            } catch {
                // The answer must not promise what storage did not keep.
                core.forget(partition)
                return .error(.unavailable, "the server could not store the push (\(error)): nothing was stored; push again later")
            }
        }
        return .error(.unavailable, "other servers kept storing pushes to this partition first: nothing was stored; push again later")
    }

    /// Applies what the journal holds after what the server has of `partition`.
    private func catchUp(_ partition: UUID, from journal: any SyncJournal) async throws {
        let entries = try await journal.entries(in: partition, after: core.seq(of: partition))
        for entry in entries where !core.replay(entry) {
            throw SyncError("the journal skips from transaction \(core.seq(of: partition)) to \(entry.transaction.seq) in partition \(partition.uuidString)")
        }
    }

    private var wallMilliseconds: Int64 { Int64(now().timeIntervalSince1970 * 1000) }

    /// The state of a partition, as this server last read it.
    public func state(of partition: UUID) -> PartitionState { core.state(of: partition) }

    /// The conflicts recorded in a partition, as this server last read it.
    public func conflicts(in partition: UUID) -> [SyncConflict] { core.conflicts(in: partition) }

    /// A transport that sends requests to this server with `token`.
    public nonisolated func connection(token: String) -> some SyncTransport {
        Connection(server: self, token: token)
    }

    private struct Connection: SyncTransport {
        let server: InProcessSyncServer
        let token: String

        func send(_ message: ClientMessage) async throws -> ServerMessage {
            await server.handle(message, token: token)
        }
    }
}
