import Dispatch
import Foundation
import Synchronization

/// The serial executor a context is bound to: a private dispatch queue or the main queue, plus a
/// recursive gate that makes `performAndWait` and direct main-thread use mutually exclusive.
///
/// Ownership is tracked per thread so that re-entrant `performAndWait` calls run inline and debug
/// builds can tell when an object is touched from the wrong thread.
final class ContextExecutor: @unchecked Sendable {
    // Safety: `gate` serializes every block; `owner` and `depth` are atomics read without the gate
    // only to answer "does the current thread own the gate?".

    let isMainQueue: Bool
    private let queue: DispatchQueue
    private let gate = NSRecursiveLock()
    private let owner = Atomic<UInt>(0)
    private let depth = Atomic<Int>(0)

    init(mainQueue: Bool, label: String) {
        isMainQueue = mainQueue
        queue = mainQueue ? .main : DispatchQueue(label: label)
    }

    private static var currentThread: UInt {
        #if canImport(Darwin)
        return UInt(bitPattern: pthread_self())
        #else
        return UInt(pthread_self())
        #endif
    }

    /// Whether the current thread is inside one of this executor's blocks.
    var isOwnedByCurrentThread: Bool { owner.load(ordering: .acquiring) == Self.currentThread }

    /// Whether another thread is inside one of this executor's blocks right now.
    var isOwnedByAnotherThread: Bool {
        let current = owner.load(ordering: .acquiring)
        return current != 0 && current != Self.currentThread
    }

    /// Whether the current thread may touch the context's objects without `perform`: it owns the
    /// gate, or this is a main-queue context and we are on the main queue with nobody else inside.
    var allowsCurrentThread: Bool {
        if isOwnedByCurrentThread { return true }
        return isMainQueue && Self.isOnMainQueue && !isOwnedByAnotherThread
    }

    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main thread or on the main queue (and so on the main actor):
    /// after `dispatchMain()` (async `main`, test runners) the main queue is drained by a worker
    /// thread, so `Thread.isMainThread` alone is not enough.
    static var isOnMainQueue: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    private func enter() {
        gate.lock()
        if depth.wrappingAdd(1, ordering: .acquiringAndReleasing).newValue == 1 {
            owner.store(Self.currentThread, ordering: .releasing)
        }
    }

    private func exit() {
        if depth.wrappingSubtract(1, ordering: .acquiringAndReleasing).newValue == 0 {
            owner.store(0, ordering: .releasing)
        }
        gate.unlock()
    }

    /// Runs `body` on the calling thread as the context's executor, after blocks queued before it.
    func performAndWait<T>(_ body: () throws -> T) rethrows -> T {
        if isOwnedByCurrentThread || isMainQueue {
            // Re-entrant call, or a main-queue context: never wait for the main queue to drain
            // (on a server it may never run); the gate still serializes access.
            enter()
            defer { exit() }
            return try body()
        }
        return try queue.sync {
            enter()
            defer { exit() }
            return try body()
        }
    }

    /// Queues `body` on the context's queue and returns at once.
    func perform(_ body: @escaping @Sendable () -> Void) {
        queue.async { [self] in
            enter()
            defer { exit() }
            body()
        }
    }

    /// Runs `body` on the context's queue and returns its result.
    func perform<T>(_ body: @escaping () -> T) async -> T {
        nonisolated(unsafe) let work = body
        return await withCheckedContinuation { (continuation: CheckedContinuation<UncheckedBox<T>, Never>) in
            queue.async { [self] in
                enter()
                defer { exit() }
                continuation.resume(returning: UncheckedBox(work()))
            }
        }.value
    }
}

/// Carries a value across an isolation boundary when the engine guarantees exclusive use.
struct UncheckedBox<T>: @unchecked Sendable {
    // Safety: used only to hand a `perform` block's result from the context's executor back to the
    // awaiting caller, after the block has finished; nothing touches it concurrently.
    let value: T
    init(_ value: T) { self.value = value }
}
