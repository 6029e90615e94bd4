import Foundation
import Synchronization

/// Connects a model to its persistent stores: adds and removes stores, routes requests, mints
/// permanent object IDs and keeps the row cache all its contexts share (Core Data's
/// `NSPersistentStoreCoordinator`).
///
/// ```swift
/// let coordinator = PersistentStoreCoordinator(managedObjectModel: model)
/// try coordinator.addPersistentStore(type: .sqlite, at: storeURL)
/// let context = ManagedObjectContext(concurrencyType: .privateQueue)
/// context.persistentStoreCoordinator = coordinator
/// ```
///
/// Thread-safe: any context on any thread may use it.
public final class PersistentStoreCoordinator: @unchecked Sendable {
    // Safety: `stores` is guarded by its mutex; `rowCache` is thread-safe; saves are serialized by
    // `saveLock`; the model is frozen before the coordinator exists.

    /// The model every store of this coordinator uses.
    public let managedObjectModel: ManagedObjectModel
    let rowCache = RowCache()
    private let stores = Locked<[any PersistentStore]>([])
    private let saveLock = Locked(())
    let mergeListeners = WeakContexts()
    /// The watchers of stores added with ``PersistentStoreOption/remoteChangeNotificationPost``.
    let remoteFeeds = Locked<[RemoteChangeFeed]>([])

    /// Creates a coordinator for `model` (freezing the model).
    ///
    /// Trapping on an inconsistent model is a programmer error; call `try model.freeze()` first to
    /// get the problem as a thrown error instead.
    public init(managedObjectModel model: ManagedObjectModel) {
        do { try model.freeze() } catch {
            preconditionFailure("The model is inconsistent: \(error). Call `try model.freeze()` to handle this as an error.")
        }
        self.managedObjectModel = model
    }

    deinit {
        for feed in remoteFeeds.withLock({ $0 }) { feed.watcher.cancel() }
    }

    /// The stores, in the order they were added.
    public var persistentStores: [any PersistentStore] { stores.withLock { $0 } }

    /// Opens (creating if needed) a store and adds it.
    ///
    /// - Parameters:
    ///   - type: `.sqlite` (default), `.inMemory`, or a type registered with
    ///     ``registerStoreType(_:factory:)``. A SQLite store at `/dev/null` lives in memory.
    ///   - configuration: the model configuration the store holds (`nil`: all entities). New
    ///     objects go to the first store whose configuration lists their entity.
    ///   - url: the store file; `nil` for in-memory stores.
    ///   - options: store options (see ``PersistentStoreOption``).
    ///   - stagedMigrationManager: the stages to migrate a store written with an older model
    ///     through, with code of your own between them; `nil`: one inferred migration (when the
    ///     options allow migrating).
    ///   - migrationProgressHandler: told how far a migration has come, after each range of rows
    ///     copied, on the calling thread.
    /// - Returns: the added store.
    /// - Throws: ``CairnError`` `.incompatibleModel` (134100) when the file was created with another
    ///   model (the file is left untouched), `.storeOpen` when it cannot be opened or the model has
    ///   no such configuration,
    ///   `.invalidStoreType` for a type nobody registered (naming the registered ones), or what the
    ///   type's factory throws.
    @discardableResult
    public func addPersistentStore(
        type: PersistentStoreType = .sqlite, configuration: String? = nil, at url: URL?, options: [String: String] = [:],
        stagedMigrationManager: StagedMigrationManager? = nil, migrationProgressHandler: MigrationProgressHandler? = nil
    ) throws -> any PersistentStore {
        let factory = try StoreTypeRegistry.factory(for: type)
        if let configuration, managedObjectModel.entities(forConfigurationName: configuration) == nil {
            let known = managedObjectModel.configurations.map { "'\($0)'" }.joined(separator: ", ")
            throw CairnError(
                .storeOpen,
                "The model has no configuration named '\(configuration)' (its configurations: \(known.isEmpty ? "none" : known)); add the store with one of them, or with none to hold every entity."
            )
        }
        let request = StoreOpenRequest(
            type: type, configurationName: configuration, url: url, options: options, model: managedObjectModel,
            stagedMigrationManager: stagedMigrationManager, migrationProgressHandler: migrationProgressHandler)
        let store = try factory(request)
        guard store.model === managedObjectModel else {
            store.close()
            throw CairnError(
                .storeOpen,
                "The factory of store type '\(type.rawValue)' opened a store with another model; a store must use the model of the request it is given.")
        }
        stores.withLock { $0.append(store) }
        if options[PersistentStoreOption.remoteChangeNotificationPost] == "true" {
            do { try watchRemoteChanges(of: store) } catch {
                try? remove(store)
                throw error
            }
        }
        return store
    }

    /// Core Data's spelling of ``addPersistentStore(type:configuration:at:options:stagedMigrationManager:migrationProgressHandler:)``.
    @discardableResult
    public func addPersistentStore(
        ofType type: PersistentStoreType, configurationName: String?, at url: URL?, options: [String: String]?
    ) throws -> any PersistentStore {
        try addPersistentStore(type: type, configuration: configurationName, at: url, options: options ?? [:])
    }

    /// Closes a store and removes it from the coordinator.
    ///
    /// - Throws: ``CairnError`` `.storeOpen` when the store does not belong to this coordinator.
    public func remove(_ store: any PersistentStore) throws {
        let removed = stores.withLock { list -> Bool in
            guard let index = list.firstIndex(where: { $0 === store }) else { return false }
            list.remove(at: index)
            return true
        }
        guard removed else { throw CairnError(.storeOpen, "The store at \(store.url?.path ?? "(memory)") is not one of this coordinator's stores.") }
        stopWatchingRemoteChanges(of: store)
        store.close()
        rowCache.removeAll()
    }

    /// The store opened from `url`, if any.
    public func persistentStore(for url: URL) -> (any PersistentStore)? {
        persistentStores.first { $0.url?.standardizedFileURL == url.standardizedFileURL }
    }

    /// Parses an object ID's URI form (`x-coredata://<store>/<Entity>/p<key>`) back into an ID.
    ///
    /// Returns `nil` for temporary IDs, unknown stores or entities, and malformed URIs.
    public func managedObjectID(forURIRepresentation uri: URL) -> ManagedObjectID? {
        guard uri.scheme == "x-coredata", let host = uri.host else { return nil }
        let parts = uri.path.split(separator: "/")
        guard parts.count == 2, parts[1].first == "p", let key = Int64(parts[1].dropFirst()),
            let entity = managedObjectModel.entitiesByName[String(parts[0])],
            let store = persistentStores.first(where: { $0.identifier.caseInsensitiveCompare(host) == .orderedSame })
        else { return nil }
        return store.objectID(for: entity, primaryKey: key)
    }

    /// Registers a context that merges other contexts' saves.
    func addMergeListener(_ context: ManagedObjectContext) {
        mergeListeners.add(context)
    }

    /// Tells every merging context except `source` about a save.
    func announce(_ summary: SaveSummary, from source: ManagedObjectContext) {
        for context in mergeListeners.all where context !== source { context.receive(summary) }
    }

    /// Runs `body` with saves of this coordinator serialized.
    func serializingSaves<T>(_ body: () throws -> T) rethrows -> T {
        try saveLock.withLock { _ in try body() }
    }
}
