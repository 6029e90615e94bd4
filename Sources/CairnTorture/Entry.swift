import Cairn

/// One row a torture process writes: saves insert whole batches, so a partial save shows as a
/// batch with fewer than ``TortureStore/batchSize`` entries, a lost one as a missing batch.
final class Entry: ManagedObject {
    /// The batch (one save) the entry belongs to.
    @Managed var batch: Int64
    /// The entry's place in its batch.
    @Managed var index: Int64
    /// A payload, long enough that a save spans several pages.
    @Managed var payload: String
    /// The previous entry of the batch (a to-one relationship, checked by `verify`).
    @Managed var previous: Entry?
    /// The next entry of the batch (the inverse of `previous`).
    @Managed var next: Entry?
}
