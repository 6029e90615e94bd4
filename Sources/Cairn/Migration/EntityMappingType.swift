/// What an ``EntityMapping`` does (Core Data's `NSEntityMappingType`).
public enum EntityMappingType: String, Sendable, Hashable, Codable {
    /// The entity is new: it starts without objects.
    case add
    /// The entity is gone: its objects are not carried over.
    case remove
    /// The objects are carried over property by property, unchanged.
    case copy
    /// The objects are carried over with changes: renamed, added or removed properties, converted
    /// types, defaults for values that became required.
    case transform
}
