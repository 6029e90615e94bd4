import Cairn
import CairnSync
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

final class LoadNote: ManagedObject {
    @Managed var id: UUID
    @Managed var title: String?
    @Managed var body: String?
}

/// A device of the load runs: a SQLite store of notes and its engine, over HTTP.
struct LoadDevice {
    static let model: ManagedObjectModel = {
        let id = AttributeDescription(name: "id", type: .uuid, isOptional: false)
        id.preservesValueInHistoryOnDeletion = true
        return ManagedObjectModel {
            EntityDescription(name: "LoadNote", managedObjectClass: LoadNote.self) {
                id
                AttributeDescription(name: "title", type: .string)
                AttributeDescription(name: "body", type: .string)
            }
        }
    }()

    /// One session for every device, allowed as many connections as the run holds open.
    static let session: URLSession = {
        let configuration = URLSessionConfiguration.default
        configuration.httpMaximumConnectionsPerHost = 4_096
        configuration.timeoutIntervalForRequest = 120
        return URLSession(configuration: configuration)
    }()

    let container: PersistentContainer
    let engine: SyncEngine

    init(_ name: String, in directory: URL, server: URL, user: UUID, token: String = LoadServer.token, transport: LoadTransport) throws {
        container = PersistentContainer(name: name, managedObjectModel: Self.model)
        let description = PersistentStoreDescription(url: directory.appendingPathComponent("\(name).sqlite"))
        description.tracksPersistentHistory = true
        container.persistentStoreDescriptions = [description]
        try container.loadPersistentStores()
        engine = try SyncEngine(
            container: container, configuration: SyncConfiguration(partition: user, entities: ["LoadNote"]),
            transport: transport.make(server: server, token: token))
    }

    /// Saves a new note titled `title`.
    func save(title: String) async throws {
        let context = container.newBackgroundContext()
        try await context.perform {
            let note = LoadNote(context: context)
            note.id = UUID()
            note.title = title
            try context.save()
        }
    }

    /// How many notes are titled `title` in the store.
    func count(titled title: String) throws -> Int {
        let context = container.viewContext
        return try context.performAndWait {
            let request = FetchRequest<LoadNote>(entityName: "LoadNote")
            request.predicate = FetchPredicate(format: "title == %@", title)
            return try context.count(for: request)
        }
    }
}
