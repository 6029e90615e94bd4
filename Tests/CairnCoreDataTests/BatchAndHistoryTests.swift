import CairnCoreData
import CairnTestSupport
import Testing

/// Batch requests, persistent history, undo, value transformers and key-path sorting, written as
/// Core Data code writes them.
@Suite @MainActor struct BatchAndHistoryTests {
    /// The store's directory, removed with the suite's instance (one per test).
    let directory = TemporaryDirectory()

    func historyContainer() throws -> NSPersistentContainer { try Stack.historyContainer(directory) }

    @Test func batchInsertUpdateAndDeleteRunInTheStore() throws {
        let container = try historyContainer()
        let context = container.viewContext
        let insert = NSBatchInsertRequest(entityName: "Note", objects: (1...5).map { ["title": "n\($0)", "priority": $0] })
        insert.resultType = .objectIDs
        let inserted = (try context.execute(insert) as? NSBatchInsertResult)?.result as? [NSManagedObjectID]
        #expect(inserted?.count == 5)

        let update = NSBatchUpdateRequest(entityName: "Note")
        update.predicate = NSPredicate(format: "priority > %d", 3)
        update.propertiesToUpdate = ["body": "high"]
        update.resultType = .updatedObjectsCountResultType
        #expect((try context.execute(update) as? NSBatchUpdateResult)?.result as? Int == 2)

        let fetch = NSFetchRequest<NSFetchRequestResult>(entityName: "Note")
        fetch.predicate = NSPredicate(format: "body == nil")
        let delete = NSBatchDeleteRequest(fetchRequest: fetch)
        delete.resultType = .resultTypeCount
        #expect((try context.execute(delete) as? NSBatchDeleteResult)?.result as? Int == 3)
        let left = try context.fetch(Note.fetchRequest()).map(\.title).sorted()
        #expect(left == ["n4", "n5"])
    }

    @Test func historyListsTransactionsWithTheirAuthors() throws {
        let container = try historyContainer()
        let context = container.viewContext
        context.transactionAuthor = "app"
        let note = Note(context: context)
        note.title = "tracked"
        try context.save()
        let token = try container.persistentStoreCoordinator.currentPersistentHistoryToken(fromStores: nil)
        note.body = "edited"
        try context.save()

        let request = NSPersistentHistoryChangeRequest.fetchHistory(after: token)
        let result = try context.execute(request) as? NSPersistentHistoryResult
        let transactions = result?.result as? [NSPersistentHistoryTransaction] ?? []
        #expect(transactions.count == 1)
        #expect(transactions.first?.author == "app")
        let change = try #require(transactions.first?.changes?.first)
        #expect(change.changeType == .update)
        #expect(change.updatedProperties?.map(\.name) == ["body"])
    }

    @Test func undoManagerUndoesAndRedoes() throws {
        let context = try Stack.container().viewContext
        context.undoManager = UndoManager()
        let note = Note(context: context)
        note.title = "draft"
        context.processPendingChanges()
        note.title = "final"
        context.processPendingChanges()
        #expect(context.undoManager?.canUndo == true)
        context.undo()
        #expect(note.title == "draft")
        context.redo()
        #expect(note.title == "final")
    }

    @Test func valueTransformersRegisterByName() {
        // Core Data code registers transformers by name for transformable attributes.
        final class Reverse: ValueTransformer {
            override class func allowsReverseTransformation() -> Bool { true }
            override func transformedValue(_ value: Any?) -> Any? { (value as? String).map { String($0.reversed()) } }
            override func reverseTransformedValue(_ value: Any?) -> Any? { transformedValue(value) }
        }
        let name = NSValueTransformerName("CairnCoreDataTests.Reverse")
        ValueTransformer.setValueTransformer(Reverse(), forName: name)
        #expect(ValueTransformer(forName: name)?.transformedValue("abc") as? String == "cba")
        #expect(ValueTransformer.valueTransformerNames().contains(name))
    }

    @Test func sortDescriptorsTakeKeyPathsOfAnnotatedClasses() throws {
        #expect(NSSortDescriptor(keyPath: \Memo.text, ascending: false) == NSSortDescriptor(key: "text", ascending: false))
    }
}

/// A class whose key paths sort requests (`@ManagedKeyPaths`).
@ManagedKeyPaths
final class Memo: NSManagedObject {
    @Managed var text: String
}
