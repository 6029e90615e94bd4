/// What a ``BatchInsertRequest`` returns in ``BatchResult/result`` (Core Data's
/// `NSBatchInsertRequestResultType`).
public enum BatchInsertRequestResultType: Sendable, Hashable {
    /// `true` when the insert succeeded (the default).
    case statusOnly
    /// The `[ManagedObjectID]` of the inserted rows (and of the rows an upsert updated), in the
    /// order of the request's objects.
    case objectIDs
    /// The number of objects the request wrote, as an `Int`.
    case count
}
