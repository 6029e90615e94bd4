import Foundation

extension PersistentStoreCoordinator {
    /// Registers a store type: from now on, every coordinator of the process opens stores of
    /// `type` by calling `factory` (Core Data's `registerStoreClass(_:type:)`).
    ///
    /// SQLite (`.sqlite`) and in-memory (`.inMemory`) stores are registered from the start.
    /// Registering a type again replaces its factory for stores added afterwards.
    ///
    /// ```swift
    /// extension PersistentStoreType { static let archive = PersistentStoreType(rawValue: "Archive") }
    ///
    /// PersistentStoreCoordinator.registerStoreType(.archive) { request in try ArchiveStore(request) }
    /// try coordinator.addPersistentStore(type: .archive, at: archiveURL)
    /// ```
    ///
    /// The factory gets the arguments of ``addPersistentStore(type:configuration:at:options:stagedMigrationManager:migrationProgressHandler:)``
    /// and the coordinator's model, and returns the opened store (of `type`, with that model), or
    /// throws; it may be called on any thread.
    public static func registerStoreType(
        _ type: PersistentStoreType, factory: @escaping @Sendable (StoreOpenRequest) throws -> any PersistentStore
    ) {
        StoreTypeRegistry.register(type, factory)
    }

    /// The store types coordinators can open, sorted by name.
    public static var registeredStoreTypes: [PersistentStoreType] { StoreTypeRegistry.types }
}
