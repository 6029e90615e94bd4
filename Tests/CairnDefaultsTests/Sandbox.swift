import CairnFiles
import Foundation

@testable import CairnDefaults

/// A private home directory for one test, so its suites never meet another test's; removed
/// when released. Defaults are located through an injected environment, never the process's.
final class Sandbox: @unchecked Sendable {
    // Safety: immutable after init; `LogRecorder` locks its own state.
    let home: URL
    let environment: XDGEnvironment
    let recorder = LogRecorder()

    init() {
        var template = Array((NSTemporaryDirectory() + "/cairn-defaults-XXXXXX").utf8CString)
        let path = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)) }
        home = URL(fileURLWithPath: path, isDirectory: true)
        environment = XDGEnvironment(variables: ["HOME": path])
    }

    deinit {
        try? FileManager.default.removeItem(at: home)
    }

    /// Opens `suite` of app `app` in this sandbox.
    func defaults(_ suite: String = "com.example.app", app: String = "com.example.app") throws -> Defaults {
        try Defaults(suite: suite, appIdentifier: app, environment: environment, log: recorder.log)
    }

    /// The suite's file as a plain dictionary, read without CairnDefaults.
    func fileContents(_ suite: String = "com.example.app", app: String = "com.example.app") throws -> [String: Any] {
        let data = try Data(contentsOf: fileURL(suite, app: app))
        return try PropertyListSerialization.propertyList(from: data, format: nil) as! [String: Any]
    }

    func fileURL(_ suite: String = "com.example.app", app: String = "com.example.app") -> URL {
        home.appendingPathComponent(".config/\(suite.hasPrefix("group.") ? suite : app)/\(suite).plist")
    }
}

/// Collects log messages.
final class LogRecorder: @unchecked Sendable {
    // Safety: `entries` is only touched while `lock` is held.
    private let lock = NSLock()
    private var entries: [(DefaultsLog.Level, String)] = []

    var log: DefaultsLog {
        DefaultsLog { level, message in self.lock.withLock { self.entries.append((level, message)) } }
    }

    func messages(_ level: DefaultsLog.Level) -> [String] {
        lock.withLock { entries.filter { $0.0 == level }.map(\.1) }
    }
}
