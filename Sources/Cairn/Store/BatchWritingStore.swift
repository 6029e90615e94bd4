import Foundation

/// A store that runs batch updates and deletions as set operations of its own (one SQL statement
/// over the matching rows) instead of the coordinator's generic path (fetch the rows, then save a
/// change set). Internal: the coordinator asks for it only where the result is the same, and
/// every store gets the generic path.
protocol BatchWritingStore: PersistentStore {
    /// Sets `values` (property index → value) on every row matching `fetch`, moving each row's
    /// version on; all or nothing. Returns the IDs of the changed rows.
    ///
    /// - Throws: ``CairnError`` `.constraintConflict` when the values break a uniqueness
    ///   constraint, or a store error; nothing is written then.
    func batchUpdate(_ fetch: StoreFetch, values: [(index: Int, value: PropertyValue)], transaction: TransactionFacts) throws -> [ManagedObjectID]
    /// Deletes every row matching `fetch`, all or nothing, and returns their IDs. Called only for
    /// entities without relationships (no delete rule, inverse or join table to maintain).
    func batchDelete(_ fetch: StoreFetch, transaction: TransactionFacts) throws -> [ManagedObjectID]
}
