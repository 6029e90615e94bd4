import Logging
import Synchronization

/// Where the engine reports warnings (a relationship without inverse, an unknown element in an
/// Xcode model file): through swift-log, label `cairn`, each distinct warning once per process.
///
/// Route them like any swift-log output, once at startup:
///
/// ```swift
/// import Logging
/// LoggingSystem.bootstrap(StreamLogHandler.standardError)   // swift-log's default is standard output
/// ```
public enum CairnLog {
    private static let storage = Locked<(@Sendable (String) -> Void)?>(nil)
    private static let reported = Locked(Set<String>())

    /// A function receiving warnings instead of swift-log; `nil` (the default) logs them under
    /// the label `cairn`.
    @available(*, deprecated, message: "Cairn logs through swift-log under the label \"cairn\": route warnings with LoggingSystem.bootstrap(_:).")
    public static var handler: (@Sendable (String) -> Void)? {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }

    /// Reports a warning once per process (the same text twice is reported once).
    static func warning(_ message: String) {
        guard reported.withLock({ $0.insert(message).inserted }) else { return }
        if let handler = storage.withLock({ $0 }) { handler(message) } else { Logger.cairn.warning("\(message)") }
    }
}
