import Foundation

/// Where CairnDefaults reports problems it handles without throwing: a corrupt file recovered,
/// a value too large, a background write that failed (and will be retried).
///
/// ```swift
/// let log = DefaultsLog { level, message in logger.log(level: level == .error ? .error : .warning, "\(message)") }
/// let defaults = try Defaults(suite: "com.example.app", appIdentifier: "com.example.app", log: log)
/// ```
public struct DefaultsLog: Sendable {
    /// How serious a message is.
    public enum Level: String, Sendable {
        /// Something unusual that lost nothing (a large value).
        case warning
        /// Something went wrong and was recovered or will be retried.
        case error
    }

    /// Receives each message.
    public let write: @Sendable (Level, String) -> Void

    /// Creates a log that passes every message to `write`.
    public init(_ write: @escaping @Sendable (Level, String) -> Void) {
        self.write = write
    }

    /// Writes `[CairnDefaults] level: message` lines to standard error.
    public static let standardError = DefaultsLog { level, message in
        FileHandle.standardError.write(Data("[CairnDefaults] \(level.rawValue): \(message)\n".utf8))
    }

    func warning(_ message: String) { write(.warning, message) }
    func error(_ message: String) { write(.error, message) }
}
