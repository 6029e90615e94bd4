import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Reaches a `cairn-sync-server` over HTTP: each request is a `POST` of the message as JSON to
/// `/v1/sync` with the token as a bearer token, and the answer is the server's message.
public struct HTTPSyncTransport: SyncTransport {
    /// The server, e.g. `http://127.0.0.1:8080`.
    public let server: URL
    private let token: String
    private let session: URLSession

    /// A transport to `server` that authenticates with `token`.
    public init(server: URL, token: String, session: URLSession = .shared) {
        self.server = server
        self.token = token
        self.session = session
    }

    public func send(_ message: ClientMessage) async throws -> ServerMessage {
        var request = URLRequest(url: server.appendingPathComponent("v1/sync"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        request.httpBody = try JSONEncoder().encode(message)
        let (data, response) = try await session.data(for: request)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        do {
            return try JSONDecoder().decode(ServerMessage.self, from: data)
        } catch {
            throw SyncError(
                "the sync server at \(server.absoluteString) answered HTTP \(status) with \(data.count) bytes that are not a sync message: is it a cairn-sync-server of the same version?"
            )
        }
    }
}
