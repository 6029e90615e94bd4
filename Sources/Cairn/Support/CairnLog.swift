import Foundation
import Synchronization

/// Where the engine reports warnings (a relationship without inverse, an unknown element in an
/// Xcode model file). Defaults to standard error; replace ``CairnLog/handler`` to route them elsewhere.
public enum CairnLog {
    private static let storage = Mutex<(@Sendable (String) -> Void)?>(nil)
    private static let reported = Mutex(Set<String>())

    /// The function receiving warnings; `nil` writes them to standard error.
    public static var handler: (@Sendable (String) -> Void)? {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }

    /// Reports a warning once per process (the same text twice is reported once).
    static func warning(_ message: String) {
        guard reported.withLock({ $0.insert(message).inserted }) else { return }
        if let handler { handler(message) } else {
            FileHandle.standardError.write(Data("cairn: warning: \(message)\n".utf8))
        }
    }
}
