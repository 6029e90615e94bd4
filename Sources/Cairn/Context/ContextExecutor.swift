import Dispatch
import Foundation
import Synchronization

/// The serial executor a context is bound to: a private dispatch queue, or the main queue.
///
/// Every block of a context runs on its queue (or, for `performAndWait` from another thread, on
/// the calling thread while the queue is held by `sync`), so the queue alone serializes them.
/// Ownership is tracked per thread so that re-entrant `performAndWait` calls run inline and debug
/// builds can tell when an object is touched from the wrong thread.
///
/// A private queue's executor is a `SerialExecutor`: an actor can run on it (see
/// ``ManagedObjectContext/unownedExecutor``), and its jobs own the context like `perform` blocks.
/// A main-queue context is bound to the main actor: its blocks run on the main queue, and
/// `performAndWait` from another thread waits for the main queue as in Core Data.
final class ContextExecutor: SerialExecutor, @unchecked Sendable {
    // Safety: `owner` and `depth` are atomics; they are written only by the thread running one of
    // the executor's blocks (the queue serializes those), and read by any thread to answer "does
    // the current thread own the executor?". `queue` and `queueKey` are immutable.

    let isMainQueue: Bool
    /// Whether any thread may use the context directly (see ``ManagedObjectContext/init(confinedTo:)``):
    /// the owner of the context, not the executor, guarantees that one thread uses it at a time.
    /// Cleared, once, when an actor's executor takes the context over
    /// (``ManagedObjectContext/adoptByActorExecutor()``).
    var isConfined: Bool { confined.load(ordering: .acquiring) }
    private let confined: Atomic<Bool>
    private let queue: DispatchQueue
    /// Marks the private queue, so that code running on it outside a block (a `deinit` run by the
    /// release of a finished block's captures) is recognized as being on the context's queue.
    private let queueKey = DispatchSpecificKey<Bool>()
    private let owner = Atomic<UInt>(0)
    private let depth = Atomic<Int>(0)

    init(mainQueue: Bool, label: String, confined: Bool = false) {
        isMainQueue = mainQueue
        self.confined = Atomic(confined)
        queue = mainQueue ? .main : DispatchQueue(label: label)
        if !mainQueue { queue.setSpecific(key: queueKey, value: true) }
    }

    private static var currentThread: UInt {
        #if canImport(Darwin)
            return UInt(bitPattern: pthread_self())
        #else
            return UInt(pthread_self())
        #endif
    }

    /// Ends confinement: from now on only the executor's blocks (and an actor's jobs on it) may
    /// use the context.
    func endConfinement() { confined.store(false, ordering: .releasing) }

    /// Whether the current thread is inside one of this executor's blocks.
    var isOwnedByCurrentThread: Bool { owner.load(ordering: .acquiring) == Self.currentThread }

    /// Whether the current thread runs on the executor's queue (inside a block or not).
    private var isOnQueue: Bool {
        isMainQueue ? Self.isOnMainQueue : DispatchQueue.getSpecific(key: queueKey) == true
    }

    /// Whether the current thread may touch the context's objects without `perform`: it is inside
    /// one of the executor's blocks, or this is a main-queue context and we are on the main queue.
    var allowsCurrentThread: Bool {
        isConfined || isOwnedByCurrentThread || (isMainQueue && Self.isOnMainQueue)
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

    /// Runs `body` as one of the executor's blocks on the current thread. The caller is on the
    /// queue (or holds it through `sync`), so no other block runs meanwhile.
    @inline(__always)
    private func run<T>(_ body: () throws -> T) rethrows -> T {
        let thread = Self.currentThread
        if depth.wrappingAdd(1, ordering: .acquiringAndReleasing).newValue == 1 {
            owner.store(thread, ordering: .releasing)
        }
        defer {
            if depth.wrappingSubtract(1, ordering: .acquiringAndReleasing).newValue == 0 {
                owner.store(0, ordering: .releasing)
            }
        }
        return try body()
    }

    /// Runs `body` on the calling thread as the context's executor, after blocks queued before it.
    ///
    /// Re-entrant in every case, as Core Data's: inside a block, and on the context's own queue
    /// outside any block (a `deinit` run there), `body` runs at once. A main-queue context called
    /// from another thread waits for the main queue, as Core Data does.
    ///
    /// A thread that drains the main queue and waits in another context's `performAndWait` still
    /// holds the main queue: a main-queue context's block runs there at once (waiting for the main
    /// queue would never end), as Core Data runs it on the main thread.
    func performAndWait<T>(_ body: () throws -> T) rethrows -> T {
        if isOwnedByCurrentThread || isOnQueue || (isMainQueue && Self.holdsMainQueue) { return try run(body) }
        if !isMainQueue && Self.isOnMainQueue {
            return try Self.$holdsMainQueue.withValue(true) { try queue.sync { try run(body) } }
        }
        return try queue.sync { try run(body) }
    }

    /// Whether the current thread holds the main queue while it runs another queue's block
    /// through `performAndWait` (where the queue it reports is that other one).
    @TaskLocal private static var holdsMainQueue = false

    /// Queues `body` on the context's queue and returns at once.
    func perform(_ body: @escaping @Sendable () -> Void) {
        queue.async { [self] in run(body) }
    }

    /// Runs `body` on the context's queue and returns its result; at once when the caller already
    /// runs on the executor (Core Data's default `.immediate` schedule).
    nonisolated(nonsending) func perform<T>(_ body: @escaping () -> T) async -> T {
        if isOwnedByCurrentThread { return body() }
        nonisolated(unsafe) let work = body
        return await withCheckedContinuation { (continuation: CheckedContinuation<UncheckedBox<T>, Never>) in
            queue.async { [self] in
                continuation.resume(returning: UncheckedBox(run(work)))
            }
        }.value
    }

    // MARK: SerialExecutor

    /// Runs a job of an actor bound to this executor on the context's queue, owning the context.
    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedSerialExecutor()
        queue.async { [self] in run { job.runSynchronously(on: executor) } }
    }

    /// Traps unless the caller runs on the context's queue (the runtime asks when it cannot tell).
    func checkIsolated() {
        precondition(isOwnedByCurrentThread || isOnQueue, "Cairn: expected to run on the context's queue.")
    }

    /// The executor an actor uses to run on this context: the queue's own, or the main actor's.
    var unownedSerialExecutor: UnownedSerialExecutor {
        isMainQueue ? MainActor.sharedUnownedExecutor : asUnownedSerialExecutor()
    }
}

/// Carries a value across an isolation boundary when the engine guarantees exclusive use.
struct UncheckedBox<T>: @unchecked Sendable {
    // Safety: used only to hand a `perform` block's result from the context's executor back to the
    // awaiting caller, after the block has finished; nothing touches it concurrently.
    let value: T
    init(_ value: T) { self.value = value }
}
