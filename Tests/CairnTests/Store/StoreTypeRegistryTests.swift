import Cairn
import Foundation
import Testing

/// `PersistentStore` is a protocol: a store type written outside the module, registered by type,
/// is added through the coordinator and gets the fetches and saves of its contexts.
@Suite struct StoreTypeRegistryTests {
    static func model() -> ManagedObjectModel {
        ManagedObjectModel {
            EntityDescription(name: "Note") {
                AttributeDescription(name: "text", type: .string)
            }
        }
    }

    @Test func aStoreTypeFromOutsideTheModuleReceivesFetchesAndSaves() throws {
        PersistentStoreCoordinator.registerStoreType(.list) { ListStore($0) }
        #expect(PersistentStoreCoordinator.registeredStoreTypes.contains(.list))
        let model = Self.model()
        let coordinator = PersistentStoreCoordinator(managedObjectModel: model)
        let added = try coordinator.addPersistentStore(type: .list, at: nil, options: ["flavour": "plain"])
        let store = try #require(added as? ListStore)
        #expect(coordinator.persistentStores.first === store)
        #expect(store.options["flavour"] == "plain")

        let context = ManagedObjectContext(concurrencyType: .privateQueue)
        context.persistentStoreCoordinator = coordinator
        try context.performAndWait {
            for text in ["one", "two"] { ManagedObject(entity: model.entitiesByName["Note"]!, insertInto: context).setValue(text, forKey: "text") }
            try context.save()
        }
        #expect(store.state.withLock(\.saves) == 1)
        #expect(store.state.withLock(\.rows.count) == 2)

        let reader = ManagedObjectContext(concurrencyType: .privateQueue)
        reader.persistentStoreCoordinator = coordinator
        let texts = try reader.performAndWait {
            try reader.fetch(FetchRequest<ManagedObject>(entityName: "Note")).map { $0.value(forKey: "text") as? String }
        }
        #expect(texts == ["one", "two"])
        #expect(store.state.withLock(\.fetches) >= 1)
        let id = try reader.performAndWait { try reader.fetch(FetchRequest<ManagedObject>(entityName: "Note"))[0].objectID }
        #expect(store.owns(id))
        #expect(id.persistentStoreIdentifier == store.identifier)
        #expect(coordinator.managedObjectID(forURIRepresentation: id.uriRepresentation) == id)
    }

    @Test func anUnknownTypeThrowsNamingTheRegisteredOnes() throws {
        let coordinator = PersistentStoreCoordinator(managedObjectModel: Self.model())
        let error = #expect(throws: CairnError.self) {
            try coordinator.addPersistentStore(type: PersistentStoreType(rawValue: "Nowhere"), at: nil)
        }
        #expect(error?.code == .invalidStoreType)
        #expect(error?.message.contains("'Nowhere'") == true)
        #expect(error?.message.contains("'SQLite'") == true)
        #expect(error?.message.contains("'InMemory'") == true)
        #expect(coordinator.persistentStores.isEmpty)
    }

    @Test func aStoreOpenedWithAnotherModelIsRefused() throws {
        let stray = PersistentStoreType(rawValue: "StrayModel")
        PersistentStoreCoordinator.registerStoreType(stray) { request in
            var other = request
            other.model = Self.model()
            return ListStore(other)
        }
        let coordinator = PersistentStoreCoordinator(managedObjectModel: Self.model())
        let error = #expect(throws: CairnError.self) { try coordinator.addPersistentStore(type: stray, at: nil) }
        #expect(error?.code == .storeOpen)
        #expect(error?.message.contains("another model") == true)
        #expect(coordinator.persistentStores.isEmpty)
    }

    @Test func theBuiltInTypesAreRegistered() {
        let types = PersistentStoreCoordinator.registeredStoreTypes
        #expect(types.contains(.sqlite) && types.contains(.inMemory))
    }
}
