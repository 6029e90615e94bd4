import Cairn
import CairnTestSupport
import Foundation
import Testing

/// A save's change set and notification carry the transaction's facts and the properties each
/// updated object changed (what persistent history and sync record).
@Suite struct SaveFactsTests {
    @Test(arguments: [TestStoreKind.sqliteFile, TestStoreKind.inMemory])
    func didSaveCarriesAuthorNameTimestampAndChangedProperties(_ kind: TestStoreKind) throws {
        let directory = TemporaryDirectory()
        let container = try kind.makeContainer(model: SeedModels.articles(), directory: directory)
        let context = container.newBackgroundContext()
        context.name = "importer context"
        context.transactionAuthor = "importer"
        let summaries = Summaries()
        let observer = NotificationCenter.default.addObserver(forName: ManagedObjectContext.didSaveObjectIDsNotification, object: context, queue: nil) { note in
            if let summary = note.userInfo?[SaveSummary.userInfoKey] as? SaveSummary { summaries.append(summary) }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        let before = Date()
        let id = try context.performAndWait { () throws -> ManagedObjectID in
            let article = Article(context: context)
            article.title = "first"
            article.body = "body"
            try context.save()
            article.title = "second"
            try context.save()
            return article.objectID
        }
        let saved = summaries.all
        try #require(saved.count == 2)
        #expect(saved[0].inserted == [id])
        #expect(saved[1].updated == [id])
        #expect(saved[1].updatedProperties[id] == ["title"])
        for summary in saved {
            #expect(summary.transaction.author == "importer")
            #expect(summary.transaction.contextName == "importer context")
            #expect(summary.transaction.timestamp >= before && summary.transaction.timestamp <= Date())
        }
    }
}

/// Summaries collected by a notification observer.
private final class Summaries: @unchecked Sendable {
    // Safety: every access takes `lock`.
    private let lock = NSLock()
    private var list: [SaveSummary] = []
    func append(_ summary: SaveSummary) { lock.withLock { list.append(summary) } }
    var all: [SaveSummary] { lock.withLock { list } }
}
