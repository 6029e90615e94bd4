import Cairn

/// Core Data's metadata key for the store type's name (a `String`).
public let NSStoreTypeKey = "NSStoreType"
/// Core Data's metadata key for the model's entity version hashes (`[String: Data]`).
public let NSStoreModelVersionHashesKey = "NSStoreModelVersionHashes"

extension StoreMetadata {
    /// A value under Core Data's metadata keys: `NSStoreUUIDKey` (the identifier),
    /// `NSStoreTypeKey` (the store type's name), `NSStoreModelVersionHashesKey` (the entity
    /// hashes); `nil` for other keys.
    public subscript(key: String) -> Any? {
        switch key {
        case NSStoreUUIDKey: return identifier
        case NSStoreTypeKey: return typeName
        case NSStoreModelVersionHashesKey: return modelHashes
        default: return nil
        }
    }
}
