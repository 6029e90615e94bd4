/// What a ``PersistentHistoryChangeRequest`` returns (Core Data's `NSPersistentHistoryResultType`).
public enum PersistentHistoryResultType: Sendable, Hashable {
    /// `true` when the request ran (deletions).
    case statusOnly
    /// The object IDs the transactions changed, each once, as `[ManagedObjectID]`.
    case objectIDs
    /// The number of transactions fetched or deleted.
    case count
    /// The transactions without their changes.
    case transactionsOnly
    /// The changes alone, as `[PersistentHistoryChange]`.
    case changesOnly
    /// The transactions with their changes (the default for fetches).
    case transactionsAndChanges
}
