import Cairn
import CairnSync
import Foundation

/// A device: its own store file and its sync engine.
struct Device {
    let name: String
    let container: PersistentContainer
    let engine: SyncEngine

    init(_ name: String, in directory: URL, server: InProcessSyncServer, user: UUID) throws {
        self.name = name
        container = PersistentContainer(name: name, managedObjectModel: NotesModel.shared)
        let description = PersistentStoreDescription(url: directory.appendingPathComponent("\(name).sqlite"))
        description.tracksPersistentHistory = true
        container.persistentStoreDescriptions = [description]
        try container.loadPersistentStores()
        engine = try SyncEngine(
            container: container, configuration: SyncConfiguration(partition: user, entities: ["Note"]),
            transport: server.connection(token: "token-of-\(user.uuidString)"))
    }

    /// Edits the first note and saves, as the app would.
    func edit(_ change: @escaping @Sendable (Note) -> Void) async throws {
        let context = container.newBackgroundContext()
        try await context.perform {
            let notes = try context.fetch(Note.fetchRequest())
            guard let note = notes.first else { return }
            change(note)
            try context.save()
        }
    }

    /// The notes as the app's view context shows them.
    func notes() throws -> [(title: String, body: String)] {
        let context = container.viewContext
        return try context.performAndWait {
            try context.fetch(Note.fetchRequest()).map { ($0.title, $0.body) }
        }
    }
}
