/// How a device reaches the server: one request, one answer. The network transport sends it over
/// a WebSocket; ``InProcessSyncServer`` answers in the same process, for tests and simulations.
public protocol SyncTransport: Sendable {
    /// Sends a request and waits for the server's answer.
    func send(_ message: ClientMessage) async throws -> ServerMessage
}
