import CairnTestSupport
import Foundation
import Testing

@testable import Cairn

/// A fetch with a limit and unsaved changes reads only the rows it can need from the store, and
/// answers exactly what an unlimited fetch sliced by offset and limit answers.
@Suite struct PendingLimitTests {
    private static func stack(_ kind: TestStoreKind, rows: Int, directory: TemporaryDirectory) throws -> (PersistentContainer, ManagedObjectContext) {
        let container = try kind.makeContainer(model: SeedModels.articles(), directory: directory)
        let context = container.newBackgroundContext()
        try context.performAndWait {
            for index in 0..<rows { Article(context: context).title = String(format: "t%05d", index) }
            try context.save()
            context.reset()
        }
        return (container, context)
    }

    @Test(arguments: [TestStoreKind.sqliteFile, TestStoreKind.inMemory])
    func aLimitOfOneWithOneUnsavedChangeDoesNotReadTheTable(_ kind: TestStoreKind) throws {
        let directory = TemporaryDirectory()
        let (_, context) = try Self.stack(kind, rows: 2_000, directory: directory)
        try context.performAndWait {
            context.retainsRegisteredObjects = true  // count every object the fetch made
            Article(context: context).title = "a new one"
            let request = Article.fetchRequest()
            request.sortKeys = [SortKey("title", ascending: true)]
            request.fetchLimit = 1
            let first = try context.fetch(request)
            #expect(first.map(\.title) == ["a new one"])
            #expect(context.registry.count <= 3, "the store returned at most limit + changes rows, not 2,000")
        }
    }

    @Test(arguments: [TestStoreKind.sqliteFile, TestStoreKind.inMemory])
    func limitedFetchesWithPendingChangesEqualSlicedUnlimitedOnes(_ kind: TestStoreKind) throws {
        let directory = TemporaryDirectory()
        let (_, context) = try Self.stack(kind, rows: 60, directory: directory)
        var generator = SystemRandomNumberGenerator()
        try context.performAndWait {
            for round in 0..<40 {
                context.rollback()
                let all = try context.fetch(Article.fetchRequest())
                for article in all.shuffled(using: &generator).prefix(Int.random(in: 0...6, using: &generator)) {
                    switch Int.random(in: 0..<3, using: &generator) {
                    case 0: context.delete(article)
                    case 1: article.title = String(format: "t%05d", Int.random(in: 0..<80, using: &generator))
                    default: article.title = nil
                    }
                }
                for _ in 0..<Int.random(in: 0...3, using: &generator) {
                    Article(context: context).title = String(format: "t%05d", Int.random(in: 0..<80, using: &generator))
                }
                let request = Article.fetchRequest()
                request.predicate = FetchPredicate(format: "title != nil")
                request.sortKeys = [SortKey("title", ascending: Bool.random(using: &generator))]
                let everything = try context.fetch(request).map(\.objectID)
                request.fetchOffset = Int.random(in: 0...5, using: &generator)
                request.fetchLimit = Int.random(in: 1...8, using: &generator)
                let limited = try context.fetch(request).map(\.objectID)
                let expected = Array(everything.dropFirst(request.fetchOffset).prefix(request.fetchLimit))
                let titles = { (ids: [ManagedObjectID]) in ids.map { (context.object(with: $0) as? Article)?.title ?? "-" } }
                #expect(titles(limited) == titles(expected), "round \(round): offset \(request.fetchOffset), limit \(request.fetchLimit)")
            }
        }
    }
}
