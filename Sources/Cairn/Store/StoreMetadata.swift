import Foundation

/// What a store records about itself: enough to check a model against it and to open it with no
/// model source at hand (Core Data's store metadata, plus the serialized model).
public struct StoreMetadata: Sendable, Codable, Equatable {
    /// The store's UUID (`NSStoreUUID`).
    public var identifier: String
    /// The store type's name (`NSStoreType`).
    public var typeName: String
    /// The version hash of every entity of the model that created the store (`NSStoreModelVersionHashes`).
    public var modelHashes: [String: Data]
    /// The model that created the store, serialized (`ModelSchema` as JSON).
    public var modelData: Data?
    /// The version hashes (``ManagedObjectModel/versionHash``) of every model the store was
    /// written with, oldest first: the one that created it, then each migration's. A model on
    /// this list that is not the last is older than the store, and migrating to it is refused.
    /// Empty for stores written before Cairn kept it.
    public var modelHistory: [Data] = []
    /// The version hash of a staged migration's custom stage whose `didMigrateHandler` has not run
    /// to its end yet (the store was migrated, then the process died or the handler threw): the
    /// next load runs it first. `nil` otherwise.
    public var pendingDidMigrateVersion: Data?

    /// Creates metadata.
    public init(identifier: String, type: PersistentStoreType, modelHashes: [String: Data], modelData: Data?) {
        self.identifier = identifier
        self.typeName = type.rawValue
        self.modelHashes = modelHashes
        self.modelData = modelData
    }

    /// The model that created the store, rebuilt from `modelData` (its classes unbound).
    public func storedModel() throws -> ManagedObjectModel? {
        guard let modelData else { return nil }
        return try ModelSchema.decode(modelData).makeModel()
    }
}
