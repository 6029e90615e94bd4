/// How a device reaches the server: one request, one answer. ``HTTPSyncTransport`` sends it over
/// HTTP; ``InProcessSyncServer`` answers in the same process, for tests and simulations.
public protocol SyncTransport: Sendable {
    /// Sends a request and waits for the server's answer.
    func send(_ message: ClientMessage) async throws -> ServerMessage
}
