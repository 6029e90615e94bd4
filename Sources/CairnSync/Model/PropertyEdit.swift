/// What an edit does to one property.
public enum PropertyEdit: Hashable, Sendable, Codable {
    /// Sets the value; concurrent sets are resolved by the entity's ``SyncMergePolicy``.
    case set(SyncValue)
    /// Adds to an integer counter; concurrent adds all count, whatever the policy.
    case add(Int64)
}
