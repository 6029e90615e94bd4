/// What a ``BatchUpdateRequest`` returns in ``BatchResult/result`` (Core Data's
/// `NSBatchUpdateRequestResultType`).
public enum BatchUpdateRequestResultType: Sendable, Hashable {
    /// `true` when the update succeeded (the default).
    case statusOnlyResultType
    /// The `[ManagedObjectID]` of the updated rows.
    case updatedObjectIDsResultType
    /// The number of updated rows, as an `Int`.
    case updatedObjectsCountResultType
}
