import Logging

/// Collects what the library logs through swift-log while a test body runs.
///
/// `LoggingSystem.bootstrap` may run once per process: the first capture installs a handler that
/// passes each message to the captures open at that moment (messages outside a capture are
/// dropped). Tests of this process must use this type rather than bootstrap themselves; other
/// suites may log at the same time, so filter what you get (by a path of your own).
final class LogCapture: Sendable {
    /// One message.
    struct Entry: Sendable {
        let label: String
        let level: Logger.Level
        let message: String
    }

    private static let bootstrapped: Bool = {
        LoggingSystem.bootstrap { label in CapturingHandler(label: label) }
        return true
    }()
    fileprivate static let open = TestLock<[ObjectIdentifier: LogCapture]>([:])

    private let entries = TestLock<[Entry]>([])

    /// Runs `body` and returns what was logged meanwhile, with the result.
    static func during<T>(_ body: () throws -> T) rethrows -> (result: T, entries: [Entry]) {
        precondition(bootstrapped)
        let capture = LogCapture()
        open.withLock { $0[ObjectIdentifier(capture)] = capture }
        defer { _ = open.withLock { $0.removeValue(forKey: ObjectIdentifier(capture)) } }
        let result = try body()
        return (result, capture.entries.withLock { $0 })
    }

    fileprivate func append(_ entry: Entry) {
        entries.withLock { $0.append(entry) }
    }
}

/// The process's log handler in tests: hands each message to the open captures.
private struct CapturingHandler: LogHandler {
    let label: String
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let entry = LogCapture.Entry(label: label, level: event.level, message: event.message.description)
        for capture in LogCapture.open.withLock({ Array($0.values) }) { capture.append(entry) }
    }
}
