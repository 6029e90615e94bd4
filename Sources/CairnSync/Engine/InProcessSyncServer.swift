import Foundation

/// A sync server inside the process: the server's logic behind an actor, with the wall clock.
/// Devices reach it through ``connection(token:)``.
public actor InProcessSyncServer {
    private var core: SyncServerCore
    private let journal: (any SyncJournal)?
    private let now: @Sendable () -> Date
    /// Set when storage failed and could not be read back: the server then refuses everything
    /// until it is restarted, rather than serve state its storage does not hold.
    private var storageFailure: String?

    /// A server merging each entity by its policy (``SyncMergePolicy/latestEdit`` when not named),
    /// keeping its partitions in memory only.
    public init(policies: [String: SyncMergePolicy] = [:], now: @escaping @Sendable () -> Date = Date.init) {
        core = SyncServerCore(policies: policies)
        journal = nil
        self.now = now
    }

    /// A server that stores every transaction it accepts in `journal` before it answers, and
    /// starts from what the journal holds.
    public init(policies: [String: SyncMergePolicy] = [:], journal: any SyncJournal, now: @escaping @Sendable () -> Date = Date.init) throws {
        var core = SyncServerCore(policies: policies)
        for entry in try journal.entries() { core.replay(entry) }
        self.core = core
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
    public func handle(_ message: ClientMessage, token: String) -> ServerMessage {
        if let storageFailure { return .error(.unavailable, storageFailure) }
        let answer = core.handle(message, token: token, wallMilliseconds: Int64(now().timeIntervalSince1970 * 1000))
        let accepted = core.takeJournal()
        guard let journal, !accepted.isEmpty else { return answer }
        do {
            try journal.append(accepted)
            return answer
        } catch {
            // The answer must not promise what storage did not keep: start again from storage.
            var rebuilt = core.emptied()
            do {
                for entry in try journal.entries() { rebuilt.replay(entry) }
            } catch {
                storageFailure = "the server's storage failed and cannot be read (\(error)): restart the server; nothing was stored"
                return .error(.unavailable, storageFailure ?? "")
            }
            core = rebuilt
            return .error(.unavailable, "the server could not store the push (\(error)): nothing was stored; push again later")
        }
    }

    /// The state of a partition.
    public func state(of partition: UUID) -> PartitionState { core.state(of: partition) }

    /// The conflicts recorded in a partition.
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
