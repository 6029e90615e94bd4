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

    /// Adds a store whose type is given as Core Data's `String` (`"SQLite"`, `"InMemory"`), as
    /// code that keeps the type in a `String` passes it.
    ///
    /// - Throws: `CairnError` as the other form, and for a type no store registers.
    @discardableResult
    public func addPersistentStore(
        ofType storeType: String, configurationName configuration: String?, at storeURL: URL?,
        options: [AnyHashable: Any]? = nil
    ) throws -> NSPersistentStore {
        try addPersistentStore(
            ofType: PersistentStoreType(rawValue: storeType), configurationName: configuration, at: storeURL, options: options)
    }

    /// Runs `block` on the coordinator's queue and waits for it (Core Data's
    /// `performAndWait(_:)`): blocks of all coordinators run one at a time.
    public func performAndWait<T>(_ block: () throws -> T) rethrows -> T {
        try CoordinatorQueue.lock.withLock(block)
    }

    /// Runs `block` on the coordinator's queue without waiting (Core Data's `perform(_:)`).
    public func perform(_ block: @escaping @Sendable () -> Void) {
        CoordinatorQueue.queue.async { CoordinatorQueue.lock.withLock(block) }
    }

    /// Deletes the store at `url` the Core Data way (see
    /// ``/Cairn/PersistentStoreCoordinator/destroyPersistentStore(at:type:options:)``).
    ///
    /// - Throws: `CairnError` if the file is not a store (left untouched) or cannot be deleted.
    public func destroyPersistentStore(at url: URL, ofType storeType: String, options: [AnyHashable: Any]? = nil) throws {
        try destroyPersistentStore(at: url, type: PersistentStoreType(rawValue: storeType), options: optionTexts(options))
    }

    /// Reads a store's metadata without adding it, the Core Data way: `metadata[NSStoreUUIDKey]`,
    /// and `model.isConfiguration(withName:compatibleWithStoreMetadata:)` to decide whether it
    /// needs a migration.
    ///
    /// - Throws: `CairnError` if there is no store at `url`, or it cannot be read.
    public static func metadataForPersistentStore(
        ofType storeType: String, at url: URL,
        options: [AnyHashable: Any]? = nil
    ) throws -> StoreMetadata {
        try metadataForPersistentStore(type: PersistentStoreType(rawValue: storeType), at: url)
    }
}

/// Where coordinator blocks run: one serial queue and one recursive lock for every coordinator
/// (Core Data's coordinators each have a queue; their blocks are short, so sharing costs little).
private enum CoordinatorQueue {
    static let queue = DispatchQueue(label: "cairn.coordinator")
    static let lock = NSRecursiveLock()
}
