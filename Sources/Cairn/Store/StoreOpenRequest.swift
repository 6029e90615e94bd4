import Foundation

/// What a store type's factory is asked to open: the arguments of
/// ``PersistentStoreCoordinator/addPersistentStore(type:configuration:at:options:stagedMigrationManager:migrationProgressHandler:)`` and the
/// coordinator's model.
///
/// ```swift
/// PersistentStoreCoordinator.registerStoreType(.archive) { request in
///     try ArchiveStore(request)
/// }
/// ```
public struct StoreOpenRequest: Sendable {
    /// The store type asked for.
    public var type: PersistentStoreType
    /// The model configuration the store holds (`nil`: every entity).
    public var configurationName: String?
    /// Where the store lives, as given (`nil` for stores without a file).
    public var url: URL?
    /// The store options.
    public var options: [String: String]
    /// The coordinator's model (frozen); the store must be opened with it.
    public var model: ManagedObjectModel
    /// The migration plan for a store written with an older model, if the app gave one.
    public var stagedMigrationManager: StagedMigrationManager?
    /// What is told about a migration's progress, if anything.
    public var migrationProgressHandler: MigrationProgressHandler?

    /// Creates a request.
    public init(
        type: PersistentStoreType, configurationName: String?, url: URL?, options: [String: String], model: ManagedObjectModel,
        stagedMigrationManager: StagedMigrationManager? = nil, migrationProgressHandler: MigrationProgressHandler? = nil
    ) {
        self.type = type
        self.configurationName = configurationName
        self.url = url
        self.options = options
        self.model = model
        self.stagedMigrationManager = stagedMigrationManager
        self.migrationProgressHandler = migrationProgressHandler
    }
}
