import Foundation

/// What both HTTP transports share: the request's path and headers, and reading the answer.
enum HTTPSyncAnswer {
    /// The endpoint of `server`.
    static func endpoint(_ server: URL) -> URL { server.appendingPathComponent("v1/sync") }

    /// The request's headers, with `token` as the bearer token.
    static func headers(token: String) -> [(name: String, value: String)] {
        [("Content-Type", "application/json"), ("Authorization", "Bearer \(token)")]
    }

    /// The server's message in `data`, the body of an answer with HTTP `status`.
    ///
    /// - Throws: ``SyncError`` when the body is not a sync message.
    static func decode(_ data: Data, status: Int, from server: URL) throws -> ServerMessage {
        do {
            return try JSONDecoder().decode(ServerMessage.self, from: data)
        } catch {
            throw SyncError(
                "the sync server at \(server.absoluteString) answered HTTP \(status) with \(data.count) bytes that are not a sync message: is it a cairn-sync-server of the same version?"
            )
        }
    }
}
