import Cairn
import CairnTestSupport
import Foundation
import Testing

/// Identity, faults, IDs and change tracking of a context, on every store type.
@Suite struct ContextBehaviorTests {
    private func withContext(_ kind: TestStoreKind, _ body: (ManagedObjectContext, PersistentContainer) throws -> Void) throws {
        let directory = TemporaryDirectory()
        let container = try kind.makeContainer(model: SeedModels.notebooks(), directory: directory)
        let context = container.newBackgroundContext()
        try context.performAndWait { try body(context, container) }
    }

    @Test(arguments: TestStoreKind.allCases)
    func temporaryIDsBecomePermanentAndURIsRoundTrip(_ kind: TestStoreKind) throws {
        try withContext(kind) { context, container in
            let first = Notebook(context: context)
            let second = Notebook(context: context)
            #expect(first.objectID.isTemporaryID && first.objectID != second.objectID)
            try context.obtainPermanentIDs(for: [first])
            #expect(!first.objectID.isTemporaryID)
            #expect(second.objectID.isTemporaryID)
            #expect(context.registeredObject(for: first.objectID) === first)
            try context.save()
            #expect(!second.objectID.isTemporaryID)
            let uri = second.objectID.uriRepresentation
            #expect(uri.scheme == "x-coredata")
            let parsed = try #require(container.persistentStoreCoordinator.managedObjectID(forURIRepresentation: uri))
            #expect(parsed == second.objectID)
            #expect(context.object(with: parsed) === second)
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func fetchedObjectsAreFaultsUntilTouched(_ kind: TestStoreKind) throws {
        try withContext(kind) { context, container in
            let id = try { () throws -> ManagedObjectID in
                let notebook = Notebook(context: context)
                notebook.name = "Ideas"
                try context.save()
                return notebook.objectID
            }()
            context.reset()
            let fetched = try context.fetch(Notebook.fetchRequest())
            let notebook = try #require(fetched.first)
            #expect(notebook.objectID == id)
            #expect(notebook.isFault)
            #expect(notebook.name == "Ideas")
            #expect(!notebook.isFault)

            context.reset()
            let request = Notebook.fetchRequest()
            request.returnsObjectsAsFaults = false
            #expect(try context.fetch(request).first?.isFault == false)

            context.reset()
            let bare = context.object(with: id)
            #expect(bare.isFault)
            #expect((bare as? Notebook)?.name == "Ideas")
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func unsavedChangesShowUpInFetchesAndCounts(_ kind: TestStoreKind) throws {
        try withContext(kind) { context, _ in
            for name in ["b", "d"] { Notebook(context: context).name = name }
            try context.save()
            let unsaved = Notebook(context: context)
            unsaved.name = "a"
            let all = try context.fetch(Notebook.fetchRequest())
            let d = try #require(all.first { $0.name == "d" })
            d.name = "c"
            let byName = Notebook.fetchRequest()
            byName.sortKeys = [SortKey("name")]
            #expect(try context.fetch(byName).map(\.name) == ["a", "b", "c"])
            byName.predicate = .comparison(.keyPath("name"), .lessThan, .constant(.string("c")))
            #expect(try context.count(for: byName) == 2)
            byName.includesPendingChanges = false
            #expect(try context.fetch(byName).map(\.name) == ["b"], "without pending changes: the store's state")
            byName.includesPendingChanges = true
            let b = try #require(all.first { $0.name == "b" })
            context.delete(b)
            #expect(try context.fetch(byName).map(\.name) == ["a"])
            byName.predicate = nil
            byName.fetchOffset = 1
            byName.fetchLimit = 1
            #expect(try context.fetch(byName).map(\.name) == ["c"])
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func sortLimitOffsetAndResultTypes(_ kind: TestStoreKind) throws {
        try withContext(kind) { context, _ in
            for index in 0..<10 {
                let notebook = Notebook(context: context)
                notebook.name = "n\(index % 3)"
                notebook.creationDate = Date(timeIntervalSinceReferenceDate: Double(index))
            }
            try context.save()
            let request = Notebook.fetchRequest()
            request.sortKeys = [SortKey("name", ascending: false), SortKey("creationDate")]
            request.fetchOffset = 2
            request.fetchLimit = 3
            let page = try context.fetch(request)
            #expect(page.map(\.name) == ["n2", "n1", "n1"])
            #expect(page.compactMap(\.creationDate?.timeIntervalSinceReferenceDate) == [8, 1, 4])
            #expect(try context.count(for: request) == 3)

            let ids = FetchRequest<ManagedObjectID>(entityName: "Notebook")
            ids.resultType = .managedObjectID
            #expect(try context.fetch(ids).count == 10)
            let count = FetchRequest<NSNumber>(entityName: "Notebook")
            count.resultType = .count
            #expect(try context.fetch(count).first?.intValue == 10)
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func batchedFetchLoadsAWholeBatchWhenOneFaultFires(_ kind: TestStoreKind) throws {
        let directory = TemporaryDirectory()
        let container = try kind.makeContainer(model: SeedModels.notebooks(), directory: directory)
        let context = container.newBackgroundContext()
        let other = container.newBackgroundContext()
        try context.performAndWait {
            for index in 0..<25 { Notebook(context: context).name = String(format: "n%02d", index) }
            try context.save()
            context.reset()
            let request = Notebook.fetchRequest()
            request.fetchBatchSize = 10
            request.sortKeys = [SortKey("name")]
            let results = try context.fetch(request)
            #expect(results.count == 25)
            #expect(results.allSatisfy { $0.isFault })
            #expect(results[0].name == "n00")
            // Remove every row behind the context's back: only the fired batch still has data.
            try other.performAndWait {
                for notebook in try other.fetch(Notebook.fetchRequest()) { other.delete(notebook) }
                try other.save()
            }
            #expect(results[1...9].map(\.name) == (1...9).map { String(format: "n%02d", $0) })
            #expect(results[10].name == nil, "the second batch was not loaded with the first")
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func changedValuesCommittedValuesRollbackAndReset(_ kind: TestStoreKind) throws {
        try withContext(kind) { context, _ in
            let notebook = Notebook(context: context)
            notebook.name = "draft"
            #expect(notebook.changedValues()["name"] as? String == "draft")
            #expect(notebook.committedValues(forKeys: nil).isEmpty)
            try context.save()
            notebook.name = "final"
            #expect(notebook.changedValues().keys.sorted() == ["name"])
            #expect(notebook.committedValues(forKeys: ["name"])["name"] as? String == "draft")
            let extra = Notebook(context: context)
            context.rollback()
            #expect(notebook.name == "draft")
            #expect(!context.hasChanges)
            #expect(extra.managedObjectContext == nil)
            #expect(try context.count(for: Notebook.fetchRequest()) == 1)
            context.reset()
            #expect(notebook.managedObjectContext == nil)
            #expect(context.registeredObjects.isEmpty)
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func existingObjectThrowsForMissingObjects(_ kind: TestStoreKind) throws {
        try withContext(kind) { context, _ in
            let notebook = Notebook(context: context)
            try context.save()
            let id = notebook.objectID
            context.delete(notebook)
            #expect(throws: CairnError.self) { try context.existingObject(with: id) }
            try context.save()
            context.reset()
            let error = #expect(throws: CairnError.self) { try context.existingObject(with: id) }
            #expect(error?.code == .objectNotFound)
        }
    }
}

/// Lifecycle hooks run once, in Core Data's order.
final class Diary: ManagedObject {
    @Managed var title: String?
    @Managed var created: Date?
    nonisolated(unsafe) static var events: [String] = []

    override func awakeFromInsert() {
        created = Date(timeIntervalSinceReferenceDate: 42)
        Self.events.append("awakeFromInsert")
    }
    override func awakeFromFetch() { Self.events.append("awakeFromFetch") }
    override func willSave() { Self.events.append("willSave") }
    override func didSave() { Self.events.append("didSave") }
    override func prepareForDeletion() { Self.events.append("prepareForDeletion") }
}

@Suite(.serialized) struct LifecycleTests {
    @Test func hooksRunInOrder() throws {
        let model = ManagedObjectModel {
            EntityDescription(name: "Diary", managedObjectClass: Diary.self) {
                AttributeDescription(name: "title", type: .string)
                AttributeDescription(name: "created", type: .date)
            }
        }
        let directory = TemporaryDirectory()
        let container = try TestStoreKind.sqliteFile.makeContainer(model: model, directory: directory)
        let context = container.newBackgroundContext()
        Diary.events = []
        try context.performAndWait {
            let diary = Diary(context: context)
            #expect(diary.created == Date(timeIntervalSinceReferenceDate: 42), "awakeFromInsert sets initial values")
            try context.save()
            context.reset()
            let fetched = try #require(try context.fetch(Diary.fetchRequest()).first)
            _ = fetched.title
            _ = fetched.title
            context.delete(fetched)
            try context.save()
        }
        #expect(Diary.events == ["awakeFromInsert", "willSave", "didSave", "awakeFromFetch", "prepareForDeletion", "willSave", "didSave"])
    }
}
