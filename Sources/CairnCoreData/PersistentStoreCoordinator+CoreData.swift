import Cairn

extension PersistentStoreCoordinator {
    /// Adds a store the Core Data way, with options as `[AnyHashable: Any]`
    /// (`[NSMigratePersistentStoresAutomaticallyOption: true]`).
    ///
    /// - Throws: `CairnError` (domain `NSCocoaErrorDomain`) if the store cannot be opened, is
    ///   incompatible with the model, or cannot be migrated.
    @_disfavoredOverload
    @discardableResult
    public func addPersistentStore(
        ofType storeType: PersistentStoreType, configurationName configuration: String?, at storeURL: URL?,
        options: [AnyHashable: Any]?
    ) throws -> NSPersistentStore {
        try addPersistentStore(type: storeType, configuration: configuration, at: storeURL, options: optionTexts(options))
    }

    /// Deletes the store at `url` the Core Data way (see
    /// ``/Cairn/PersistentStoreCoordinator/destroyPersistentStore(at:type:options:)``).
    ///
    /// - Throws: `CairnError` if the file is not a store (left untouched) or cannot be deleted.
    public func destroyPersistentStore(at url: URL, ofType storeType: PersistentStoreType, options: [AnyHashable: Any]? = nil) throws {
        try destroyPersistentStore(at: url, type: storeType, options: optionTexts(options))
    }

    /// Reads a store's metadata without adding it, the Core Data way: `metadata[NSStoreUUIDKey]`,
    /// and `model.isConfiguration(withName:compatibleWithStoreMetadata:)` to decide whether it
    /// needs a migration.
    ///
    /// - Throws: `CairnError` if there is no store at `url`, or it cannot be read.
    public static func metadataForPersistentStore(
        ofType storeType: PersistentStoreType, at url: URL,
        options: [AnyHashable: Any]? = nil
    ) throws -> StoreMetadata {
        try metadataForPersistentStore(type: storeType, at: url)
    }
}
