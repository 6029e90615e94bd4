import Cairn
import Foundation

/// One opened Cairn store for one workload: a container on the file and a private-queue context.
final class CairnStack {
    let container: PersistentContainer
    let context: ManagedObjectContext

    /// Opens the store at `path`, recording persistent history when `history`.
    init(path: String, history: Bool = false) throws {
        container = PersistentContainer(name: "CairnBench", managedObjectModel: CairnItem.model)
        let description = PersistentStoreDescription(url: URL(fileURLWithPath: path))
        if history { description.setOption("true", forKey: PersistentStoreOption.persistentHistoryTracking) }
        container.persistentStoreDescriptions = [description]
        try container.loadPersistentStores()
        context = container.newBackgroundContext()
    }

    /// The entity of `CairnItem`.
    var entity: EntityDescription { CairnItem.model.entitiesByName["Item"]! }

    /// Object IDs for primary keys (what a user would get from URIs or earlier fetches).
    func objectIDs(_ keys: [Int64]) -> [ManagedObjectID] {
        let store = container.persistentStoreCoordinator.persistentStores[0]
        return keys.map { store.objectID(for: entity, primaryKey: $0) }
    }

    /// Runs `body` on the context's queue, then closes the store.
    func run<T>(_ body: (ManagedObjectContext) throws -> T) throws -> T {
        defer { close() }
        return try context.performAndWait { try body(context) }
    }

    private func close() {
        let coordinator = container.persistentStoreCoordinator
        for store in coordinator.persistentStores { try? coordinator.remove(store) }
    }
}
