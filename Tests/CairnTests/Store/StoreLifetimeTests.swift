import CairnTestSupport
import Foundation
import Testing

@testable import Cairn

/// A store's identity and the spaces of its object IDs go with the store: a process that opens
/// and closes stores does not grow, and IDs outliving their store stay valid values.
@Suite struct StoreLifetimeTests {
    /// Weak references to what one opened store left behind.
    struct Remains {
        weak var store: AnyObject?
        weak var identity: StoreIdentity?
        weak var space: ObjectIDSpace?
    }

    static let model = ManagedObjectModel {
        EntityDescription(name: "Note") { AttributeDescription(name: "text", type: .string) }
    }

    /// Opens a store of `kind`, saves and fetches an object through a context, removes the store
    /// and returns weak references to the store, its identity and its ID space.
    static func openUseAndClose(_ kind: TestStoreKind, _ directory: TemporaryDirectory, _ round: Int) throws -> Remains {
        let coordinator = PersistentStoreCoordinator(managedObjectModel: model)
        let url: URL? =
            switch kind {
            case .sqliteFile: directory.url.appendingPathComponent("Round\(round).sqlite")
            case .sqliteMemory: URL(fileURLWithPath: "/dev/null")
            case .inMemory: nil
            }
        let store = try coordinator.addPersistentStore(type: kind == .inMemory ? .inMemory : .sqlite, at: url)
        let context = ManagedObjectContext(concurrencyType: .privateQueue)
        context.persistentStoreCoordinator = coordinator
        let id = try context.performAndWait {
            ManagedObject(entity: model.entitiesByName["Note"]!, insertInto: context).setValue("round \(round)", forKey: "text")
            try context.save()
            context.reset()
            return try context.fetch(FetchRequest<ManagedObject>(entityName: "Note"))[0].objectID
        }
        let remains = Remains(store: store, identity: store.identity, space: id.space)
        try coordinator.remove(store)
        return remains
    }

    @Test(arguments: [TestStoreKind.sqliteMemory, .inMemory, .sqliteFile])
    func closedStoresAreFreed(_ kind: TestStoreKind) throws {
        let directory = TemporaryDirectory()
        let rounds = kind == .sqliteFile ? 200 : 1_000
        #if DEBUG
            let identitiesBefore = StoreIdentity.liveCount
        #endif
        var remains: [Remains] = []
        for round in 0..<rounds { remains.append(try Self.openUseAndClose(kind, directory, round)) }
        #expect(remains.filter { $0.store != nil }.count == 0)
        #expect(remains.filter { $0.identity != nil }.count == 0)
        #expect(remains.filter { $0.space != nil }.count == 0)
        #if DEBUG
            // Other tests open stores meanwhile, but far fewer than the rounds: leaked identities
            // would add one per round.
            #expect(StoreIdentity.liveCount - identitiesBefore < rounds / 2)
        #endif
    }

    @Test func anIDOutlivesItsStoreAsAValue() throws {
        let directory = TemporaryDirectory()
        let url = directory.url.appendingPathComponent("Notes.sqlite")
        let note = Self.model.entitiesByName["Note"]!
        let coordinator = PersistentStoreCoordinator(managedObjectModel: Self.model)
        var store: (any PersistentStore)? = try coordinator.addPersistentStore(at: url)
        let id = store!.objectID(for: note, primaryKey: 7)
        let identifier = store!.identifier
        weak let identity = store!.identity
        try coordinator.remove(store!)
        store = nil
        #expect(identity == nil)
        let copy = id.withPrimaryKey(7)
        #expect(copy == id && copy.hashValue == id.hashValue)
        #expect(id != id.withPrimaryKey(8))
        #expect(!id.isTemporaryID)
        #expect(id.entity === note)
        #expect(id.persistentStoreIdentifier == identifier)
        #expect(id.uriRepresentation.absoluteString == "x-coredata://\(identifier)/Note/p7")
        // The same file opened again is another store object: it does not own the old ID.
        let reopened = try coordinator.addPersistentStore(at: url)
        #expect(reopened.identifier == identifier)
        #expect(!reopened.owns(id))
        let again = try #require(coordinator.managedObjectID(forURIRepresentation: id.uriRepresentation))
        #expect(reopened.owns(again) && again != id)
    }
}
