import Foundation
import Logging

/// Where CairnDefaults reports problems it handles without throwing: a corrupt file recovered,
/// a value too large, a background write that failed (and will be retried).
///
/// By default they go to swift-log under the label `cairn.defaults` (``swiftLog``); route them with
/// `LoggingSystem.bootstrap(_:)`. Pass a log of your own to one `Defaults` to collect its messages
/// (tests do):
///
/// ```swift
/// let log = DefaultsLog(logger: Logger(label: "com.example.app.preferences"))
/// let defaults = try Defaults(suite: "com.example.app", appIdentifier: "com.example.app", log: log)
/// ```
///
/// Messages name suites, keys and files, never the values stored.
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

    /// Creates a log that writes to `logger` (``Level/warning`` as `.warning`, ``Level/error`` as `.error`).
    public init(logger: Logger) {
        self.init { level, message in Self.send(level, message, to: logger) }
    }

    /// The default: swift-log under the label `cairn.defaults`, as bootstrapped by the app
    /// (swift-log's own default handler writes to standard output).
    public static let swiftLog = DefaultsLog { level, message in Self.send(level, message, to: .cairnDefaults) }

    /// Writes `[CairnDefaults] level: message` lines to standard error.
    @available(*, deprecated, message: "Use the default (swift-log, label \"cairn.defaults\") and LoggingSystem.bootstrap(StreamLogHandler.standardError).")
    public static let standardError = DefaultsLog { level, message in
        FileHandle.standardError.write(Data("[CairnDefaults] \(level.rawValue): \(message)\n".utf8))
    }

    private static func send(_ level: Level, _ message: String, to logger: Logger) {
        logger.log(level: loggerLevel(level), "\(message)")
    }

    /// swift-log's level for `level`.
    static func loggerLevel(_ level: Level) -> Logger.Level {
        level == .error ? .error : .warning
    }

    func warning(_ message: String) { write(.warning, message) }
    func error(_ message: String) { write(.error, message) }
}
