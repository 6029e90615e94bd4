import Foundation

/// A value behind an `NSLock`, for test helpers that use Cairn's public API only (the engine's
/// own lock type is internal).
///
/// Not `Mutex`: on Linux a contended `Mutex` hands over inside the kernel, which ThreadSanitizer
/// cannot see, so the sanitizer run would report races that cannot happen. `NSLock` is a pthread
/// mutex, which ThreadSanitizer understands.
final class TestLock<Value>: @unchecked Sendable {
    // Invariant making the unchecked conformance sound: `value` is read and written only inside
    // `withLock`, while `lock` is held.
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    /// Runs `body` with exclusive access to the value.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
