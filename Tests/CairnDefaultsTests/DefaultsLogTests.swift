import CairnDefaults
import Logging
import Synchronization
import Testing

/// `DefaultsLog` over swift-log: levels map to `.warning` / `.error`, and a log made from a
/// `Logger` writes to that logger's handler (no process-wide bootstrap needed).
@Suite struct DefaultsLogTests {
    private final class Recorded: Sendable {
        let entries = Mutex<[(Logger.Level, String)]>([])
    }

    private struct Recorder: LogHandler {
        let recorded: Recorded
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace
        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }
        func log(event: LogEvent) {
            recorded.entries.withLock { $0.append((event.level, event.message.description)) }
        }
    }

    @Test func logFromALoggerWritesToItsHandler() throws {
        let recorded = Recorded()
        let logger = Logger(label: "cairn.defaults.test") { _ in Recorder(recorded: recorded) }
        let log = DefaultsLog(logger: logger)
        log.write(.warning, "large value")
        log.write(.error, "cannot save")
        let entries = recorded.entries.withLock { $0 }
        #expect(entries.map(\.0) == [.warning, .error])
        #expect(entries.map(\.1) == ["large value", "cannot save"])
    }
}
