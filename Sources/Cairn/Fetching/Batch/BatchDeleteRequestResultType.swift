/// What a ``BatchDeleteRequest`` returns in ``BatchResult/result`` (Core Data's
/// `NSBatchDeleteRequestResultType`).
public enum BatchDeleteRequestResultType: Sendable, Hashable {
    /// `true` when the deletion succeeded (the default).
    case resultTypeStatusOnly
    /// The `[ManagedObjectID]` of the deleted rows the request matched (rows a cascade deleted
    /// with them are not listed, as in Core Data).
    case resultTypeObjectIDs
    /// The number of deleted rows the request matched, as an `Int`.
    case resultTypeCount
}
