import Cairn
import CairnSync
import Foundation

/// One device of the sync workloads Y1 and Y2: a container on a SQLite file that records
/// persistent history (the engine's outbox) and its `SyncEngine`, connected to an in-process
/// server. Edits are saved in a private-queue context, as an app's background work would be.
final class SyncDevice {
    /// The user whose partition every device syncs.
    static let user = UUID(uuidString: "00000000-0000-0000-0000-00000000CA12")!
    /// The token the devices sign in with.
    static let token = "bench"
    static let configuration = SyncConfiguration(partition: user, entities: [SyncNote.entityName])

    let container: PersistentContainer
    let engine: SyncEngine

    /// Opens (creating it if needed) the store at `url` and an engine on it.
    init(url: URL, server: InProcessSyncServer) throws {
        container = PersistentContainer(name: "SyncBench", managedObjectModel: SyncNote.model)
        let description = PersistentStoreDescription(url: url)
        description.tracksPersistentHistory = true
        container.persistentStoreDescriptions = [description]
        try container.loadPersistentStores()
        engine = try SyncEngine(container: container, configuration: Self.configuration, transport: server.connection(token: Self.token))
    }

    /// Inserts notes `range` in one save.
    func insert(_ range: Range<Int>, of notes: SyncNoteContent) throws {
        let context = container.newBackgroundContext()
        try context.performAndWait {
            for k in range {
                let note = SyncNote(context: context)
                note.id = notes.ids[k]
                note.title = notes.titles[k]
                note.body = notes.bodies[k]
            }
            try context.save()
        }
    }

    /// Gives the edited notes their new title, in one save.
    func editTitles(_ notes: SyncNoteContent) throws {
        let context = container.newBackgroundContext()
        try context.performAndWait {
            let stored = try context.fetch(FetchRequest<SyncNote>(entityName: SyncNote.entityName))
            let byID = Dictionary(uniqueKeysWithValues: stored.map { ($0.id, $0) })
            for k in notes.edited {
                guard let note = byID[notes.ids[k]] else { throw BenchError("sync: note \(k) is missing on the editing device") }
                note.title = notes.editedTitles[k]
            }
            try context.save()
        }
    }

    /// One `sync()` of the engine; returns its duration in seconds.
    @discardableResult
    func sync() throws -> Double {
        let engine = engine
        return try AsyncBridge.wait {
            let clock = ContinuousClock()
            let start = clock.now
            try await engine.sync()
            let parts = (clock.now - start).components
            return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
        }
    }

    /// How many notes the store holds, and how many of them have a title starting with `prefix`.
    func count(titlePrefix prefix: String) throws -> (notes: Int, matching: Int) {
        let context = container.newBackgroundContext()
        return try context.performAndWait {
            let notes = try context.fetch(FetchRequest<SyncNote>(entityName: SyncNote.entityName))
            return (notes.count, notes.count(where: { $0.title?.hasPrefix(prefix) ?? false }))
        }
    }

    /// Closes the store.
    func close() {
        let coordinator = container.persistentStoreCoordinator
        for store in coordinator.persistentStores { try? coordinator.remove(store) }
    }
}
