import Foundation

/// A sync server inside the process: the server's logic behind an actor, with the wall clock.
/// Devices reach it through ``connection(token:)``.
public actor InProcessSyncServer {
    private var core: SyncServerCore
    private let now: @Sendable () -> Date

    /// A server merging each entity by its policy (``SyncMergePolicy/latestEdit`` when not named).
    public init(policies: [String: SyncMergePolicy] = [:], now: @escaping @Sendable () -> Date = Date.init) {
        core = SyncServerCore(policies: policies)
        self.now = now
    }

    /// Lets requests with `token` act as `user`.
    public func register(token: String, user: UUID) {
        core.register(token: token, user: user)
    }

    /// Whether `token` signs a user in.
    public func knows(token: String) -> Bool { core.knows(token: token) }

    /// Handles one request.
    public func handle(_ message: ClientMessage, token: String) -> ServerMessage {
        core.handle(message, token: token, wallMilliseconds: Int64(now().timeIntervalSince1970 * 1000))
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
