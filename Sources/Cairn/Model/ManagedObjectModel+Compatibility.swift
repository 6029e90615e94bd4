import Foundation

extension ManagedObjectModel {
    /// Whether a store with `metadata` can be opened with this model's configuration `name`
    /// (`nil`: the whole model) without a migration, as Core Data's
    /// `isConfiguration(withName:compatibleWithStoreMetadata:)`: every entity of the configuration
    /// has the version hash the store recorded. The model is frozen first, as any use freezes it
    /// (`false` if it cannot be: it is not valid).
    ///
    /// ```swift
    /// let metadata = try PersistentStoreCoordinator.metadataForPersistentStore(type: .sqlite, at: url)
    /// if !model.isConfiguration(withName: nil, compatibleWithStoreMetadata: metadata) {
    ///     // opening it migrates it (or fails with 134100 when migration is off)
    /// }
    /// ```
    public func isConfiguration(withName name: String?, compatibleWithStoreMetadata metadata: StoreMetadata) -> Bool {
        guard (try? freeze()) != nil else { return false }
        let hashes = entityVersionHashesByName
        guard let name, let entities = entities(forConfigurationName: name) else { return isConfiguration(compatibleWithStoreHashes: metadata.modelHashes) }
        return entities.allSatisfy { hashes[$0.entityName] == metadata.modelHashes[$0.entityName] }
    }
}
