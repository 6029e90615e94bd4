import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Reaches a `cairn-sync-server` over HTTP with Foundation's `URLSession`: each request is a
/// `POST` of the message as JSON to `/v1/sync` with the token as a bearer token, and the answer is
/// the server's message.
///
/// On Linux, Foundation's `URLSession` keeps a processor core busy while a request waits for its
/// answer, and a live engine always has one waiting (its watch). For live sync on Linux enable the
/// package's `AsyncHTTPClient` trait and use `AsyncHTTPSyncTransport`; this transport suits
/// Apple platforms and `sync()` now and then.
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
        var request = URLRequest(url: HTTPSyncAnswer.endpoint(server))
        request.httpMethod = "POST"
        for header in HTTPSyncAnswer.headers(token: token) { request.setValue(header.value, forHTTPHeaderField: header.name) }
        request.httpBody = try JSONEncoder().encode(message)
        let (data, response) = try await session.data(for: request)
        return try HTTPSyncAnswer.decode(data, status: (response as? HTTPURLResponse)?.statusCode ?? 0, from: server)
    }
}
