import Cairn

extension PersistentStoreDescription {
    /// Sets (or removes, with `nil`) an option the Core Data way, with an object value:
    /// `description.setOption(true as NSNumber, forKey: NSPersistentHistoryTrackingKey)`.
    @_disfavoredOverload
    public func setOption(_ option: NSObject?, forKey key: String) {
        setOption(option.map { optionText($0, forKey: key) }, forKey: key)
    }
}

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
}

extension PersistentContainer {
    /// The directory stores go in by default: `$XDG_DATA_HOME/<process name>`
    /// (Core Data's Application Support directory).
    ///
    /// - Throws: `CairnError` if the directory cannot be found or made.
    public class func defaultDirectoryURL() throws -> URL {
        try defaultDirectoryURL(for: ProcessInfo.processInfo.processName)
    }
}
