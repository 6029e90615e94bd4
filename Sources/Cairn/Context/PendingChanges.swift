/// A context's changes since its last `processPendingChanges()`: what the next objects-did-change
/// notification reports and the undo manager records.
///
/// An object joins once per event (the ``ObjectState/noticed`` bit says it has), before its
/// first change, so that with an undo manager its values from before the event can be kept.
/// Changes merged from elsewhere are reported but never recorded for undo (Core Data's default:
/// undoing another context's save would silently revert it here).
struct PendingChanges {
    var inserted: [ManagedObject] = []
    var updated: [ManagedObject] = []
    var deleted: [ManagedObject] = []
    /// Objects a merge brought in (saved elsewhere).
    var mergedInserts: [ManagedObject] = []
    /// Objects refreshed by merges of changes saved elsewhere.
    var refreshed: [ManagedObject] = []
    /// Objects that left the context because a merge said they were deleted elsewhere.
    var mergedDeletions: [ManagedObject] = []
    /// With an undo manager: values of objects before their first change in this event, by object.
    var before: [ObjectIdentifier: ContiguousArray<PropertyValue>] = [:]
    /// Whether a main-queue context has queued its end-of-event processing.
    var isScheduled = false

    var isEmpty: Bool {
        inserted.isEmpty && updated.isEmpty && deleted.isEmpty && mergedInserts.isEmpty && refreshed.isEmpty && mergedDeletions.isEmpty
    }

    /// Clears the event bits of every object in the lists (changes dropped unreported).
    func clearEventBits() {
        for list in [inserted, updated, deleted] {
            for object in list { object.state.remove([.noticed, .insertedInEvent]) }
        }
    }
}
