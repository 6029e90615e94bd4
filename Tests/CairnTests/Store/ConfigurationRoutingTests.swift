import Cairn
import CairnTestSupport
import Foundation
import Testing

/// Several stores on one coordinator: new objects go to the store of their entity's
/// configuration, fetches ask the stores holding the entity, and a save goes to one store.
@Suite struct ConfigurationRoutingTests {
    /// Notes are synced (a SQLite file), drafts stay local (an in-memory store, added first).
    struct Stack {
        let directory = TemporaryDirectory()
        let model: ManagedObjectModel
        let coordinator: PersistentStoreCoordinator
        let local: any PersistentStore
        let synced: any PersistentStore

        init() throws {
            let note = EntityDescription(name: "Note") { AttributeDescription(name: "text", type: .string) }
            let draft = EntityDescription(name: "Draft") { AttributeDescription(name: "text", type: .string) }
            model = ManagedObjectModel(entities: [note, draft])
            model.setEntities([draft], forConfigurationName: "Local")
            model.setEntities([note], forConfigurationName: "Synced")
            coordinator = PersistentStoreCoordinator(managedObjectModel: model)
            local = try coordinator.addPersistentStore(type: .inMemory, configuration: "Local", at: nil)
            synced = try coordinator.addPersistentStore(
                configuration: "Synced", at: directory.url.appendingPathComponent("Synced.sqlite"),
                options: [PersistentStoreOption.countStatements: "true"])
        }

        func context() -> ManagedObjectContext {
            let context = ManagedObjectContext(concurrencyType: .privateQueue)
            context.persistentStoreCoordinator = coordinator
            return context
        }

        func insert(_ entity: String, _ text: String, into context: ManagedObjectContext) -> ManagedObject {
            let object = ManagedObject(entity: model.entitiesByName[entity]!, insertInto: context)
            object.setValue(text, forKey: "text")
            return object
        }

        /// Saves a note, then a draft (one store per save), in `context`.
        func saveNoteThenDraft(_ note: String, _ draft: String, in context: ManagedObjectContext) throws -> (note: ManagedObject, draft: ManagedObject) {
            try context.performAndWait {
                let saved = insert("Note", note, into: context)
                try context.save()
                let other = insert("Draft", draft, into: context)
                try context.save()
                return (saved, other)
            }
        }

        /// The texts `store` holds for `entity`, read from the store itself.
        func texts(_ entity: String, in store: any PersistentStore) throws -> [String] {
            let entity = try #require(model.entitiesByName[entity])
            let index = try #require(entity.properties.firstIndex { $0.name == "text" })
            return try store.fetch(StoreFetch(entity: entity)).map { $0.values[index].anyValue as? String ?? "?" }.sorted()
        }
    }

    @Test func newObjectsGoToTheStoreOfTheirConfiguration() throws {
        let stack = try Stack()
        let context = stack.context()
        let (note, draft) = try stack.saveNoteThenDraft("kept", "scratch", in: context)
        #expect(stack.synced.owns(note.objectID))
        #expect(stack.local.owns(draft.objectID))
        #expect(try stack.texts("Note", in: stack.synced) == ["kept"])
        #expect(try stack.texts("Note", in: stack.local) == [])
        #expect(try stack.texts("Draft", in: stack.local) == ["scratch"])
    }

    @Test func fetchesAskOnlyTheStoresHoldingTheEntity() throws {
        let stack = try Stack()
        let context = stack.context()
        let before = stack.synced.executedStatementCount ?? 0
        let count = try context.performAndWait {
            _ = stack.insert("Draft", "scratch", into: context)
            try context.save()
            return try context.fetch(FetchRequest<ManagedObject>(entityName: "Draft")).count
        }
        #expect(count == 1)
        #expect(stack.synced.executedStatementCount == before)
    }

    @Test func aSaveAcrossStoresIsRefusedAndWritesNothing() throws {
        let stack = try Stack()
        let context = stack.context()
        let error = context.performAndWait {
            _ = stack.insert("Note", "note", into: context)
            _ = stack.insert("Draft", "draft", into: context)
            return #expect(throws: CairnError.self) { try context.save() }
        }
        #expect(error?.code == .storeSave)
        #expect(error?.message.contains("configuration 'Local'") == true)
        #expect(error?.message.contains("configuration 'Synced'") == true)
        #expect(error?.message.contains("one context per configuration") == true)
        for store in [stack.local, stack.synced] {
            #expect(try stack.texts("Note", in: store) == [])
            #expect(try stack.texts("Draft", in: store) == [])
        }
    }

    @Test func changesToObjectsOfTwoStoresAreRefusedAndChangeNeither() throws {
        let stack = try Stack()
        let context = stack.context()
        let (note, draft) = try stack.saveNoteThenDraft("note v1", "draft v1", in: context)
        let error = context.performAndWait {
            note.setValue("note v2", forKey: "text")
            draft.setValue("draft v2", forKey: "text")
            return #expect(throws: CairnError.self) { try context.save() }
        }
        #expect(error?.code == .storeSave)
        #expect(try stack.texts("Note", in: stack.synced) == ["note v1"])
        #expect(try stack.texts("Draft", in: stack.local) == ["draft v1"])
        // One store at a time, the same changes go through.
        try context.performAndWait {
            context.rollback()
            note.setValue("note v2", forKey: "text")
            try context.save()
            draft.setValue("draft v2", forKey: "text")
            try context.save()
        }
        #expect(try stack.texts("Note", in: stack.synced) == ["note v2"])
        #expect(try stack.texts("Draft", in: stack.local) == ["draft v2"])
    }

    @Test func changesToAnObjectOfARemovedStoreAreRefusedAndLeaveTheNewStoreAlone() throws {
        let directory = TemporaryDirectory()
        let model = ManagedObjectModel { EntityDescription(name: "Note") { AttributeDescription(name: "text", type: .string) } }
        let coordinator = PersistentStoreCoordinator(managedObjectModel: model)
        let first = try coordinator.addPersistentStore(at: directory.url.appendingPathComponent("First.sqlite"))
        let context = ManagedObjectContext(concurrencyType: .privateQueue)
        context.persistentStoreCoordinator = coordinator
        let note = try context.performAndWait {
            let note = ManagedObject(entity: model.entitiesByName["Note"]!, insertInto: context)
            note.setValue("first", forKey: "text")
            try context.save()
            return note
        }
        try coordinator.remove(first)
        let second = try coordinator.addPersistentStore(at: directory.url.appendingPathComponent("Second.sqlite"))
        let other = ManagedObjectContext(concurrencyType: .privateQueue)
        other.persistentStoreCoordinator = coordinator
        try other.performAndWait {
            ManagedObject(entity: model.entitiesByName["Note"]!, insertInto: other).setValue("second", forKey: "text")
            try other.save()
        }
        let error = context.performAndWait {
            note.setValue("changed", forKey: "text")
            return #expect(throws: CairnError.self) { try context.save() }
        }
        #expect(error?.message.contains("no longer one of this coordinator's stores") == true)
        let rows = try second.fetch(StoreFetch(entity: model.entitiesByName["Note"]!))
        #expect(rows.map(\.values) == [[.string("second")]])
    }

    @Test func aStoreForAnUnknownConfigurationIsRefused() throws {
        let stack = try Stack()
        let error = #expect(throws: CairnError.self) {
            try stack.coordinator.addPersistentStore(type: .inMemory, configuration: "Elsewhere", at: nil)
        }
        #expect(error?.code == .storeOpen)
        #expect(error?.message.contains("'Elsewhere'") == true)
        #expect(error?.message.contains("'Local', 'Synced'") == true)
        #expect(stack.coordinator.persistentStores.count == 2)
    }

    @Test func anEntityNoStoreHoldsCannotBeSaved() throws {
        let note = EntityDescription(name: "Note") { AttributeDescription(name: "text", type: .string) }
        let draft = EntityDescription(name: "Draft") { AttributeDescription(name: "text", type: .string) }
        let model = ManagedObjectModel(entities: [note, draft])
        model.setEntities([draft], forConfigurationName: "Local")
        let coordinator = PersistentStoreCoordinator(managedObjectModel: model)
        try coordinator.addPersistentStore(type: .inMemory, configuration: "Local", at: nil)
        let context = ManagedObjectContext(concurrencyType: .privateQueue)
        context.persistentStoreCoordinator = coordinator
        let error = context.performAndWait {
            _ = ManagedObject(entity: note, insertInto: context)
            return #expect(throws: CairnError.self) { try context.save() }
        }
        #expect(error?.message.contains("No store of this coordinator holds Note objects") == true)
    }
}
