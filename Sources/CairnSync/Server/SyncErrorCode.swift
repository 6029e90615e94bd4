/// Why the server refused a whole request; nothing was read or stored.
public enum SyncErrorCode: String, Hashable, Sendable, Codable {
    /// The token is unknown or expired: get a new one.
    case unauthorized
    /// The partition is not the user's.
    case forbidden
    /// The request is malformed or too large.
    case badRequest
    /// The server could not store what it accepted: nothing was stored; push again later.
    case unavailable
}
