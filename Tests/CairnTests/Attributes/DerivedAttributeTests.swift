import CairnTestSupport
import Foundation
import Testing

@testable import Cairn

/// Derived attributes (`NSDerivedAttributeDescription`): computed by the root context's save,
/// stored, and recomputed when what they read changes, on every store kind.
@Suite struct DerivedAttributeTests {
    private func insertFolder(_ name: String, notes words: [Int], in context: ManagedObjectContext) -> ManagedObject {
        let model = context.persistentStoreCoordinator!.managedObjectModel
        let folder = ManagedObject(entity: model.entitiesByName["Folder"]!, insertInto: context)
        folder.setValue(name, forKey: "name")
        for (position, count) in words.enumerated() {
            let note = ManagedObject(entity: model.entitiesByName["Note"]!, insertInto: context)
            note.setValue("note \(position)", forKey: "title")
            note.setValue(count, forKey: "words")
            note.setValue(folder, forKey: "folder")
        }
        return folder
    }

    /// The stored values of `key` for every object of `entity`, read by a new context, by `name`/`title`.
    private func stored(_ stack: TestStack, _ entity: String, _ key: String) throws -> [String: PropertyValue] {
        let reader = stack.container.newBackgroundContext()
        return try reader.performAndWait {
            let objects = try reader.fetch(FetchRequest<ManagedObject>(entityName: entity))
            let label = entity == "Folder" ? "name" : "title"
            return Dictionary(uniqueKeysWithValues: objects.map { ($0.value(forKey: label) as! String, $0.primitivePropertyValue(forKey: key)) })
        }
    }

    private func sorted(_ entity: String, by key: String) -> FetchRequest<ManagedObject> {
        let request = FetchRequest<ManagedObject>(entityName: entity)
        request.sortDescriptors = [SortKey(key: key)]
        return request
    }

    @Test(arguments: TestStoreKind.allCases)
    func aSaveComputesEachKindOfDerivation(_ kind: TestStoreKind) throws {
        let stack = try TestStack(kind, model: DerivedAttributeModel.make())
        let context = stack.context
        let before = Date()
        let folder = try context.performAndWait {
            let folder = insertFolder("Café Ünïon", notes: [3, 4], in: context)
            #expect(folder.value(forKey: "noteCount") == nil, "computed at save, not before")
            try context.save()
            return folder
        }
        let after = Date()
        try context.performAndWait {
            #expect(folder.value(forKey: "searchName") as? String == "cafe union")
            #expect(folder.value(forKey: "lowerName") as? String == "café ünïon")
            #expect(folder.value(forKey: "noteCount") as? Int == 2)
            #expect(folder.value(forKey: "totalWords") as? Int == 7)
            let modified = try #require(folder.value(forKey: "modified") as? Date)
            #expect(modified >= before && modified <= after)
            #expect(!folder.hasChanges, "the derived values were saved with the object")
        }
        #expect(try stored(stack, "Folder", "noteCount") == ["Café Ünïon": .integer(2)])
        #expect(try stored(stack, "Note", "folderName") == ["note 0": .string("Café Ünïon"), "note 1": .string("Café Ünïon")])
        // Stored values are what fetches filter on, in the store.
        let matching = try context.performAndWait {
            let request = FetchRequest<ManagedObject>(entityName: "Folder")
            request.predicate = FetchPredicate(format: "searchName == %@ AND noteCount == 2", "cafe union")
            return try context.count(for: request)
        }
        #expect(matching == 1)
    }

    @Test(arguments: TestStoreKind.allCases)
    func changesReachTheObjectsWhoseDerivationsReadThem(_ kind: TestStoreKind) throws {
        let stack = try TestStack(kind, model: DerivedAttributeModel.make())
        let context = stack.context
        try context.performAndWait {
            _ = insertFolder("Inbox", notes: [1, 2, 3], in: context)
            _ = insertFolder("Archive", notes: [], in: context)
            try context.save()
        }
        // New contexts, so that the objects the changes reach are not in memory yet.
        try edit(stack) { context in
            try context.fetch(sorted("Folder", by: "name"))[1].setValue("Today", forKey: "name")
        }
        #expect(try stored(stack, "Note", "folderName") == ["note 0": .string("Today"), "note 1": .string("Today"), "note 2": .string("Today")])
        try edit(stack) { context in
            try context.fetch(sorted("Note", by: "title"))[0].setValue(10, forKey: "words")
        }
        #expect(try stored(stack, "Folder", "totalWords") == ["Today": .integer(15), "Archive": .integer(0)])
        try edit(stack) { context in
            let archive = try context.fetch(sorted("Folder", by: "name"))[0]
            let notes = try context.fetch(sorted("Note", by: "title"))
            notes[1].setValue(archive, forKey: "folder")
            context.delete(notes[2])
        }
        #expect(try stored(stack, "Note", "folderName") == ["note 0": .string("Today"), "note 1": .string("Archive")])
        #expect(try stored(stack, "Folder", "noteCount") == ["Today": .integer(1), "Archive": .integer(1)])
        #expect(try stored(stack, "Folder", "totalWords") == ["Today": .integer(10), "Archive": .integer(2)])
        #expect(try stored(stack, "Folder", "searchName") == ["Today": .string("today"), "Archive": .string("archive")])
    }

    /// Runs `change` in a new context and saves it.
    private func edit(_ stack: TestStack, _ change: (ManagedObjectContext) throws -> Void) throws {
        let context = stack.container.newBackgroundContext()
        try context.performAndWait {
            try change(context)
            try context.save()
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func nowChangesOnlyForTheObjectsASaveWrites(_ kind: TestStoreKind) throws {
        let stack = try TestStack(kind, model: DerivedAttributeModel.make())
        let context = stack.context
        try context.performAndWait {
            let a = insertFolder("a", notes: [], in: context)
            let b = insertFolder("b", notes: [], in: context)
            try context.save()
            let (aSaved, bSaved) = (a.value(forKey: "modified") as! Date, b.value(forKey: "modified") as! Date)
            Thread.sleep(forTimeInterval: 0.01)
            a.setValue("a2", forKey: "name")
            try context.save()
            #expect((a.value(forKey: "modified") as! Date) > aSaved)
            #expect((b.value(forKey: "modified") as! Date) == bSaved)
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func aValueSetInCodeIsReplacedAndChildSavesLeaveItToTheRoot(_ kind: TestStoreKind) throws {
        let stack = try TestStack(kind, model: DerivedAttributeModel.make())
        let root = stack.context
        let child = ManagedObjectContext(concurrencyType: .privateQueue)
        child.parent = root
        let id = try child.performAndWait {
            let folder = insertFolder("Mixed Case", notes: [5], in: child)
            folder.setValue(99, forKey: "noteCount")
            try child.save()
            return folder.objectID
        }
        try root.performAndWait {
            let folder = root.object(with: id)
            #expect(folder.value(forKey: "noteCount") as? Int == 99, "a child's save goes to its parent, which computes at its own save")
            try root.save()
            #expect(folder.value(forKey: "noteCount") as? Int == 1)
            #expect(folder.value(forKey: "lowerName") as? String == "mixed case")
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func batchRequestsThatWouldLeaveDerivedValuesStaleAreRefused(_ kind: TestStoreKind) throws {
        let stack = try TestStack(kind, model: DerivedAttributeModel.make())
        let context = stack.context
        try context.performAndWait {
            _ = insertFolder("Inbox", notes: [1, 2], in: context)
            try context.save()
            let update = BatchUpdateRequest(entityName: "Note")
            update.propertiesToUpdate = ["words": 5]
            let updateError = try #require(throws: CairnError.self) { try context.execute(update) }
            #expect(
                updateError.code == .invalidRequest && updateError.message.contains("Folder.totalWords") && updateError.message.contains("through a context"),
                "\(updateError.message)")
            let delete = BatchDeleteRequest(fetchRequest: FetchRequest<ManagedObject>(entityName: "Note"))
            #expect(throws: CairnError.self) { try context.execute(delete) }
            let insert = BatchInsertRequest(entityName: "Folder", objects: [["name": "Later"]])
            #expect(throws: CairnError.self) { try context.execute(insert) }
            // Nothing was written: the derived values still hold.
            #expect(try context.count(for: FetchRequest<ManagedObject>(entityName: "Note")) == 2)
        }
        #expect(try stored(stack, "Folder", "totalWords") == ["Inbox": .integer(3)])
    }

    @Test func modelsWithoutDerivationsSkipThePass() throws {
        let model = DerivedAttributeModel.make()
        try model.freeze()
        #expect(model.derivedAttributeCount == 6)
        #expect(model.entitiesByName["Note"]!.derivationWatches.map(\.attribute.name) == ["totalWords"])
        #expect(model.entitiesByName["Folder"]!.derivationWatches.map(\.attribute.name) == ["folderName"])
    }
}
