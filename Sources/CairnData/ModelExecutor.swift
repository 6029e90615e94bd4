import Cairn

/// What runs a model actor's work on its context (SwiftData's `ModelExecutor`).
public protocol ModelExecutor: AnyObject, Sendable {
    /// The context the executor's actor works on.
    var modelContext: ModelContext { get }
}

/// A model executor that is a serial executor (SwiftData's `SerialModelExecutor`).
public protocol SerialModelExecutor: ModelExecutor, SerialExecutor {}

/// Runs a model actor on its context's own serial queue (SwiftData's
/// `DefaultSerialModelExecutor`): the actor's methods use the context, and the context's
/// automatic merges of other contexts' saves run between them, never at the same time.
public final class DefaultSerialModelExecutor: SerialModelExecutor, @unchecked Sendable {
    // Safety: `modelContext` is used only by jobs this executor runs, which its queue serializes;
    // the context's owner check enforces it (the executor ends the context's confinement).

    /// The actor's context.
    public let modelContext: ModelContext

    /// An executor over `modelContext`'s queue, which from now on owns the context: only the
    /// actor's methods may use it (a use from elsewhere stops with a message naming the context),
    /// and the context merges other contexts' saves between them.
    public init(modelContext: ModelContext) {
        self.modelContext = modelContext
        // Confined, any thread could still reach the context through `modelContext` while the
        // merges run on the queue.
        modelContext.engine.automaticallyMergesChangesFromParent = true
        modelContext.engine.adoptByActorExecutor()
    }

    /// Runs a job on the context's queue.
    public func enqueue(_ job: consuming ExecutorJob) {
        modelContext.engine.enqueue(job)
    }

    /// The context's serial executor.
    public func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        modelContext.engine.unownedExecutor
    }
}
