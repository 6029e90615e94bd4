import Cairn
import CairnSync
import CairnTestSupport
import Foundation

final class SyncedNote: ManagedObject {
    @Managed var id: UUID
    @Managed var title: String?
    @Managed var body: String?
    @Managed var folder: SyncedFolder?
}

final class SyncedFolder: ManagedObject {
    @Managed var id: UUID
    @Managed var name: String?
}

/// Devices with a notes store each, syncing through a server in the process.
enum SyncedNotes {
    static let user = UUID(uuidString: "00000000-0000-0000-0000-0000000000AA")!

    /// The attribute a synced entity needs: a non-optional UUID `id` kept in history on deletion.
    static func identity() -> AttributeDescription {
        let id = AttributeDescription(name: "id", type: .uuid, isOptional: false)
        id.preservesValueInHistoryOnDeletion = true
        return id
    }

    /// A loaded container on a new SQLite file `name` in `directory`, with persistent history on.
    static func container(_ name: String, in directory: TemporaryDirectory, model: ManagedObjectModel = model) throws -> PersistentContainer {
        let container = PersistentContainer(name: name, managedObjectModel: model)
        let description = PersistentStoreDescription(url: directory.file("\(name).sqlite"))
        description.tracksPersistentHistory = true
        container.persistentStoreDescriptions = [description]
        try container.loadPersistentStores()
        return container
    }

    /// A new object of `entity` with a new `id`, in `context`.
    static func insert(_ entity: String, in context: ManagedObjectContext) throws -> ManagedObject {
        guard let description = context.model.entitiesByName[entity] else { throw SyncError("no entity \(entity) in the test model") }
        let object = ManagedObject(entity: description, insertInto: context)
        object.setValue(UUID(), forKey: "id")
        return object
    }

    static let model: ManagedObjectModel = {
        ManagedObjectModel {
            EntityDescription(name: "SyncedNote", managedObjectClass: SyncedNote.self) {
                identity()
                AttributeDescription(name: "title", type: .string)
                AttributeDescription(name: "body", type: .string)
                RelationshipDescription(name: "folder", destination: "SyncedFolder", inverse: "notes")
            }
            EntityDescription(name: "SyncedFolder", managedObjectClass: SyncedFolder.self) {
                identity()
                AttributeDescription(name: "name", type: .string)
                RelationshipDescription(name: "notes", destination: "SyncedNote", inverse: "folder", toMany: true)
            }
        }
    }()

    static let configuration = SyncConfiguration(partition: user, entities: ["SyncedNote", "SyncedFolder"])

    /// A device: a container on a SQLite file with history, and its engine.
    struct Device {
        let container: PersistentContainer
        let engine: SyncEngine

        init(container: PersistentContainer, engine: SyncEngine) {
            self.container = container
            self.engine = engine
        }

        /// A device syncing `entities` (the notes and folders by default) of `model`.
        init(
            directory: TemporaryDirectory, name: String, server: InProcessSyncServer, model: ManagedObjectModel = SyncedNotes.model,
            entities: Set<String> = SyncedNotes.configuration.entities, counters: [String: Set<String>] = [:]
        ) throws {
            container = try SyncedNotes.container(name, in: directory, model: model)
            engine = try SyncEngine(
                container: container, configuration: SyncConfiguration(partition: SyncedNotes.user, entities: entities, counters: counters),
                transport: server.connection(token: "token"))
        }

        /// The notes as the device's view context shows them, by title.
        func notes() throws -> [String: String?] {
            let context = container.viewContext
            return try context.performAndWait {
                let notes = try context.fetch(FetchRequest<SyncedNote>(entityName: "SyncedNote"))
                return Dictionary(uniqueKeysWithValues: notes.map { ($0.title ?? "", $0.body) })
            }
        }

        /// Saves an edit in a context of the app's.
        func save(_ edit: @escaping @Sendable (ManagedObjectContext) throws -> Void) async throws {
            let context = container.newBackgroundContext()
            try await context.perform {
                try edit(context)
                try context.save()
            }
        }
    }
}
