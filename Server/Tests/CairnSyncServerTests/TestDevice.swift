import Cairn
import CairnSync
import CairnSyncServer
import CairnTestSupport
import Foundation

final class ServedNote: ManagedObject {
    @Managed var id: UUID
    @Managed var title: String?
    @Managed var body: String?
}

/// A device of the server tests: a SQLite store of notes and its sync engine, talking HTTP.
struct TestDevice {
    static let model: ManagedObjectModel = {
        let id = AttributeDescription(name: "id", type: .uuid, isOptional: false)
        id.preservesValueInHistoryOnDeletion = true
        return ManagedObjectModel {
            EntityDescription(name: "ServedNote", managedObjectClass: ServedNote.self) {
                id
                AttributeDescription(name: "title", type: .string)
                AttributeDescription(name: "body", type: .string)
            }
        }
    }()

    let container: PersistentContainer
    let engine: SyncEngine

    /// The device `name`, its store in `directory`, syncing `user`'s partition through `server`
    /// with `URLSession` (or, `overNIO`, AsyncHTTPClient).
    init(
        _ name: String, in directory: TemporaryDirectory, server: URL, user: UUID, token: String = "secret",
        policies: [String: SyncMergePolicy] = [:], overNIO: Bool = false
    ) throws {
        container = PersistentContainer(name: name, managedObjectModel: Self.model)
        let description = PersistentStoreDescription(url: directory.file("\(name).sqlite"))
        description.tracksPersistentHistory = true
        container.persistentStoreDescriptions = [description]
        try container.loadPersistentStores()
        engine = try SyncEngine(
            container: container, configuration: SyncConfiguration(partition: user, entities: ["ServedNote"], policies: policies),
            transport: overNIO
                ? AsyncHTTPSyncTransport(server: server, token: token) as any SyncTransport : HTTPSyncTransport(server: server, token: token))
    }

    /// Saves a new note, returning its identifier.
    @discardableResult
    func save(title: String, body: String? = nil) async throws -> UUID {
        let context = container.newBackgroundContext()
        return try await context.perform {
            let note = ServedNote(context: context)
            note.id = UUID()
            note.title = title
            note.body = body
            try context.save()
            return note.id
        }
    }

    /// Sets one property of the note `id`.
    func edit(_ id: UUID, _ property: String, _ value: String) async throws {
        let context = container.newBackgroundContext()
        try await context.perform {
            let request = FetchRequest<ServedNote>(entityName: "ServedNote")
            request.predicate = FetchPredicate(format: "id == %@", id)
            guard let note = try context.fetch(request).first else { throw ServerProcessError(message: "no note \(id)") }
            note.setValue(value, forKey: property)
            try context.save()
        }
    }

    /// Every note's title and body, by title.
    func notes() throws -> [[String?]] {
        try container.viewContext.performAndWait {
            try container.viewContext.fetch(FetchRequest<ServedNote>(entityName: "ServedNote")).map { [$0.title, $0.body] }
                .sorted { ($0[0] ?? "") < ($1[0] ?? "") }
        }
    }

    /// Every note's title.
    func titles() throws -> [String?] { try notes().map { $0[0] } }
}
