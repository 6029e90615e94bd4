import CairnCoreData
import CairnTestSupport
import Testing

/// A history request narrowed by a fetch request, as Apple's samples merge what other authors
/// saved: `NSPersistentHistoryTransaction.fetchRequest` with a predicate on the author, and
/// `NSPersistentHistoryChange.fetchRequest` with a predicate on the changed entity.
@Suite @MainActor struct HistoryFetchRequestTests {
    let directory = TemporaryDirectory()

    /// A store with history, a note saved by "app", another note and a tag saved by "importer".
    func container() throws -> NSPersistentContainer {
        let container = try Stack.historyContainer(directory)
        let context = container.viewContext
        context.transactionAuthor = "app"
        Note(context: context).title = "mine"
        try context.save()
        context.transactionAuthor = "importer"
        Note(context: context).title = "imported"
        Tag(context: context).name = "inbox"
        try context.save()
        return container
    }

    func transactions(_ request: NSPersistentHistoryChangeRequest, in context: NSManagedObjectContext) throws -> [NSPersistentHistoryTransaction] {
        let result = try context.execute(request) as? NSPersistentHistoryResult
        return try #require(result?.result as? [NSPersistentHistoryTransaction])
    }

    @Test func aTransactionPredicateLeavesOutTheAppsOwnTransactions() throws {
        let container = try container()
        let fetchRequest = NSPersistentHistoryTransaction.fetchRequest!
        fetchRequest.predicate = NSPredicate(format: "%K != %@", "author", "app")
        let request = NSPersistentHistoryChangeRequest.fetchHistory(after: nil as NSPersistentHistoryToken?)
        request.fetchRequest = fetchRequest
        let found = try transactions(request, in: container.viewContext)
        #expect(found.map(\.author) == ["importer"])
        #expect(found.first?.changes?.count == 2)
        #expect(found.first.map { $0.transactionNumber == $0.token.transactionNumber } == true)
    }

    @Test func aChangePredicateKeepsTheChangesOfOneEntity() throws {
        let container = try container()
        let fetchRequest = NSPersistentHistoryChange.fetchRequest!
        fetchRequest.predicate = NSPredicate(format: "changedEntity == %@ AND changeType == %d", Tag.entity(), NSPersistentHistoryChangeType.insert.rawValue)
        let request = NSPersistentHistoryChangeRequest.fetchHistory(after: nil as NSPersistentHistoryToken?)
        request.fetchRequest = fetchRequest
        let found = try transactions(request, in: container.viewContext)
        #expect(found.map(\.author) == ["importer"], "the app's transaction has no tag change left")
        #expect(found.first?.changes?.map { $0.changedObjectID.entity.name } == ["Tag"])
    }

    @Test func aFetchRequestForAnotherEntityIsAClearError() throws {
        let container = try container()
        let request = NSPersistentHistoryChangeRequest.fetchHistory(after: nil as NSPersistentHistoryToken?)
        let notes = NSFetchRequest<any NSFetchRequestResult>(entityName: "Note")
        notes.predicate = NSPredicate(value: true)
        request.fetchRequest = notes
        #expect(throws: CairnError.self) { try container.viewContext.execute(request) }
    }
}
