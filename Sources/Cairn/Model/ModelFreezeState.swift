import Synchronization

/// Whether a model, entity or property description is still being built, and the lock that
/// serializes its settings until it is frozen.
///
/// While a model is built, every read and write of a setting takes the lock, so a description
/// shared between threads before it is frozen is never raced on. Freezing is one way: the flag is
/// published (release) under the lock, after which settings are read without the lock (acquire)
/// and every write is rejected before it happens.
final class ModelFreezeState: Sendable {
    private let lock = Locked(())
    private let frozen = Atomic<Bool>(false)

    /// Whether the description is frozen.
    var isFrozen: Bool { frozen.load(ordering: .acquiring) }

    /// Runs `body` (a read of a setting): without the lock once frozen.
    @inline(__always)
    func read<T>(_ body: () -> T) -> T {
        if frozen.load(ordering: .acquiring) { return body() }
        return lock.withLock { _ in body() }
    }

    /// Runs `body` (a write of a setting) unless the description is frozen; traps with
    /// `message()` instead, before anything is written.
    func write(_ message: () -> String, _ body: () -> Void) {
        let accepted = lock.withLock { _ -> Bool in
            guard !frozen.load(ordering: .relaxed) else { return false }
            body()
            return true
        }
        if !accepted { preconditionFailure(message()) }
    }

    /// Makes the description immutable. Settings written before are visible to every thread that
    /// sees ``isFrozen`` true.
    func freeze() {
        lock.withLock { _ in frozen.store(true, ordering: .releasing) }
    }
}
