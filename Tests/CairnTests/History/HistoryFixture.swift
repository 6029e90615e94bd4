import CairnTestSupport
import Foundation

@testable import Cairn

/// A SQLite store with persistent history: `Folder` (`name`) ↔ many `Note` (`title`, `uuid`
/// preserved on deletion, `words`), plus `Log` (`line`) without relationships, for batch requests.
struct HistoryFixture {
    let directory = TemporaryDirectory()
    var url: URL { directory.url.appendingPathComponent("History.sqlite") }

    /// The model; `renamed` is its next version, where `Log` became `Entry` with a new `level`.
    static func model(renamed: Bool = false) -> ManagedObjectModel {
        let uuid = AttributeDescription(name: "uuid", type: .uuid)
        uuid.preservesValueInHistoryOnDeletion = true
        let title = AttributeDescription(name: "title", type: .string)
        title.preservesValueInHistoryOnDeletion = true
        return ManagedObjectModel {
            EntityDescription(name: "Folder") {
                AttributeDescription(name: "name", type: .string)
                RelationshipDescription(name: "notes", destination: "Note", inverse: "folders", toMany: true)
            }
            EntityDescription(name: "Note") {
                title
                uuid
                AttributeDescription(name: "words", type: .integer64)
                RelationshipDescription(name: "folders", destination: "Folder", inverse: "notes", toMany: true)
            }
            log(renamed: renamed)
        }
    }

    private static func log(renamed: Bool) -> EntityDescription {
        let entity = EntityDescription(name: renamed ? "Entry" : "Log") {
            AttributeDescription(name: "line", type: .string)
            if renamed { AttributeDescription(name: "level", type: .integer16, isOptional: false, defaultValue: 1) }
        }
        if renamed { entity.renamingIdentifier = "Log" }
        return entity
    }

    /// A container on the store, with history tracking unless `tracking` is false.
    func open(_ model: ManagedObjectModel = Self.model(), tracking: Bool = true) throws -> PersistentContainer {
        let container = PersistentContainer(name: "History", managedObjectModel: model)
        let description = PersistentStoreDescription(url: url)
        if tracking { description.setOption("true", forKey: PersistentStoreOption.persistentHistoryTracking) }
        container.persistentStoreDescriptions = [description]
        try container.loadPersistentStores()
        return container
    }

    static func close(_ container: PersistentContainer) {
        for store in container.persistentStoreCoordinator.persistentStores { try? container.persistentStoreCoordinator.remove(store) }
    }

    /// Runs `request` in a new background context of `container`.
    static func history(_ container: PersistentContainer, _ request: PersistentHistoryChangeRequest) throws -> PersistentHistoryResult {
        let context = container.newBackgroundContext()
        return try context.performAndWait { try context.execute(request) as! PersistentHistoryResult }
    }

    /// Inserts an object of `entity` with `values` and saves, as `author`.
    @discardableResult
    static func insert(_ container: PersistentContainer, _ entity: String, _ values: [String: Any], author: String? = nil) throws -> ManagedObjectID {
        let context = container.newBackgroundContext()
        context.transactionAuthor = author
        return try context.performAndWait {
            let object = ManagedObject(entity: container.managedObjectModel.entitiesByName[entity]!, insertInto: context)
            for (key, value) in values { object.setValue(value, forKey: key) }
            try context.save()
            return object.objectID
        }
    }
}
