import Cairn

extension ManagedObjectContext {
    /// When a block given to ``perform(schedule:_:)`` runs (Core Data's
    /// `NSManagedObjectContext.ScheduledTaskType`).
    public enum ScheduledTaskType: Sendable {
        /// At once when the caller is already on the context's queue, else queued.
        case immediate
        /// Queued behind the blocks already waiting (from off the queue; see
        /// ``ManagedObjectContext/perform(schedule:_:)``).
        case enqueued
    }

    /// Runs `block` on the context's queue and returns its result (Core Data's
    /// `perform(schedule:_:)`).
    ///
    /// Called from off the context's queue, both schedules queue the block. Called from a block
    /// already running on the queue, `.immediate` runs it at once and `.enqueued` runs it at once
    /// too: Cairn cannot put it behind the running block without waiting for that block, which is
    /// the caller.
    nonisolated(nonsending) public func perform<T, E: Error>(
        schedule: ScheduledTaskType, _ block: sending @escaping () throws(E) -> T
    ) async throws(E) -> sending T {
        try await perform(block)
    }
}
