import Cairn
import Foundation

/// A SQLite store opened by a `cairn` command: the model, a coordinator with the store added, and
/// a private-queue context to work in (through ``perform(_:)``).
///
/// ```swift
/// let session = try StoreSession.openExisting(at: url)        // the model stored in the file
/// let count = try session.perform { try $0.count(for: FetchRequest<ManagedObject>(entityName: "Dog")) }
/// ```
struct StoreSession {
    /// The store file.
    let url: URL
    /// The model the store was opened with.
    let model: ManagedObjectModel
    /// The coordinator holding the store.
    let coordinator: PersistentStoreCoordinator
    /// The opened store.
    let store: any PersistentStore
    /// The context the command works in.
    let context: ManagedObjectContext

    /// Whether a store file exists at `url` (a non-empty file; SQLite treats an empty one as new).
    static func exists(at url: URL) -> Bool {
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        return size > 0
    }

    /// Opens an existing store with the model recorded in it, so no model source is needed.
    ///
    /// - Throws: ``ToolError`` when there is no file or it holds no model; ``CairnError``
    ///   `.storeOpen` when it is not a Cairn store.
    static func openExisting(at url: URL) throws -> StoreSession {
        try open(at: url, model: storedModel(at: url))
    }

    /// The model recorded in the metadata of the store at `url`, read without opening the store.
    ///
    /// - Throws: ``ToolError`` when there is no file or it holds no model; ``CairnError``
    ///   `.storeOpen` when it is not a Cairn store.
    static func storedModel(at url: URL) throws -> ManagedObjectModel {
        guard exists(at: url) else { throw ToolError("No store at \(url.path) (the file does not exist or is empty).") }
        let metadata = try SQLiteStore.readMetadata(at: url)
        guard let model = try metadata.storedModel() else {
            throw ToolError("The store at \(url.path) does not record its model (it was not written by Cairn); pass the model with --model.")
        }
        return model
    }

    /// Opens (creating if needed) the store at `url` with `model`.
    ///
    /// - Throws: ``CairnError`` `.incompatibleModel` (134100) when the file was created with another
    ///   model (it is left untouched), `.storeOpen` when it cannot be opened, `.invalidModel` when
    ///   the model is inconsistent.
    static func open(at url: URL, model: ManagedObjectModel) throws -> StoreSession {
        try model.freeze()
        let coordinator = PersistentStoreCoordinator(managedObjectModel: model)
        let store = try coordinator.addPersistentStore(type: .sqlite, at: url)
        let context = ManagedObjectContext(concurrencyType: .privateQueue)
        context.persistentStoreCoordinator = coordinator
        context.name = "cairn"
        return StoreSession(url: url, model: model, coordinator: coordinator, store: store, context: context)
    }

    /// Deletes the store file at `url` with its SQLite companions (`-wal`, `-shm`); returns whether
    /// there was anything to delete.
    ///
    /// - Throws: the file system's error when a file exists but cannot be removed.
    @discardableResult
    static func removeFiles(at url: URL) throws -> Bool {
        var removed = false
        for suffix in ["", "-wal", "-shm"] {
            let path = url.path + suffix
            guard FileManager.default.fileExists(atPath: path) else { continue }
            try FileManager.default.removeItem(atPath: path)
            removed = true
        }
        return removed
    }

    /// Closes the store (the session must not be used afterwards).
    func close() {
        try? coordinator.remove(store)
    }

    /// Runs `body` on the context's queue and returns its result.
    func perform<T>(_ body: (ManagedObjectContext) throws -> T) throws -> T {
        try context.performAndWait { try body(context) }
    }

    /// The entity named `name`.
    ///
    /// - Throws: ``ToolError`` listing the model's entities when there is none.
    func entity(named name: String) throws -> EntityDescription {
        guard let entity = model.entitiesByName[name] else {
            throw ToolError("The store has no entity named '\(name)' (entities: \(model.entities.map(\.entityName).sorted().joined(separator: ", "))).")
        }
        return entity
    }
}
