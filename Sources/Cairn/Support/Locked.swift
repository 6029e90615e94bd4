import Synchronization

/// A value behind a lock: the standard library's `Mutex`, made visible to ThreadSanitizer.
///
/// Why not `Mutex` alone: on Linux a contended `Mutex` hands the lock over inside the kernel (a
/// priority-inheriting futex, called from the standard library, which is not instrumented), so
/// ThreadSanitizer sees no ordering between one holder's writes and the next holder's reads and
/// reports a race that cannot happen. CI runs the tests under ThreadSanitizer, where that false
/// report would hide real ones. Each holder therefore also passes an atomic `handoff` from the
/// previous holder: an acquiring load after taking the lock, a releasing store before giving it
/// up, which ThreadSanitizer does see. On x86-64 both are plain moves to a line the lock already
/// owns; the lock's own ordering is unchanged.
package struct Locked<Value: ~Copyable>: ~Copyable, Sendable {
    private let mutex: Mutex<Value>
    private let handoff = Atomic<Int>(0)

    package init(_ initialValue: consuming sending Value) {
        mutex = Mutex(initialValue)
    }

    /// Runs `body` with exclusive access to the value.
    @inline(__always)
    package borrowing func withLock<Result: ~Copyable, E: Error>(
        _ body: (inout sending Value) throws(E) -> sending Result
    ) throws(E) -> sending Result {
        try mutex.withLock { (value: inout sending Value) throws(E) -> sending Result in
            _ = handoff.load(ordering: .acquiring)
            defer { handoff.store(0, ordering: .releasing) }
            return try body(&value)
        }
    }

    /// Runs `body` with exclusive access to the value if no other thread holds it; `nil` otherwise.
    @inline(__always)
    package borrowing func withLockIfAvailable<Result: ~Copyable, E: Error>(
        _ body: (inout sending Value) throws(E) -> sending Result
    ) throws(E) -> sending Result? {
        try mutex.withLockIfAvailable { (value: inout sending Value) throws(E) -> sending Result in
            _ = handoff.load(ordering: .acquiring)
            defer { handoff.store(0, ordering: .releasing) }
            return try body(&value)
        }
    }
}
