import Cairn
import CairnTestSupport
import Foundation
import Testing

/// Private-queue contexts working at once on one coordinator.
@Suite struct ConcurrencyTests {
    @Test(arguments: [TestStoreKind.sqliteFile, TestStoreKind.inMemory])
    func eightBackgroundContextsLoseNothing(_ kind: TestStoreKind) async throws {
        let directory = TemporaryDirectory()
        let container = try kind.makeContainer(model: SeedModels.articles(), directory: directory)
        let perContext = 250
        try await withThrowingTaskGroup(of: Void.self) { group in
            for worker in 0..<8 {
                group.addTask {
                    let context = container.newBackgroundContext()
                    try await context.perform {
                        for index in 0..<perContext {
                            let article = Article(context: context)
                            article.id = UUID()
                            article.title = "worker \(worker) article \(index)"
                            if index % 50 == 49 { try context.save() }
                        }
                        try context.save()
                    }
                }
            }
            try await group.waitForAll()
        }
        let viewContext = container.viewContext
        let (count, distinct) = try await MainActor.run { () throws -> (Int, Int) in
            let all = try viewContext.fetch(Article.fetchRequest())
            return (all.count, Set(all.compactMap(\.title)).count)
        }
        #expect(count == 8 * perContext)
        #expect(distinct == 8 * perContext)
    }

    @Test func performBackgroundTaskCallbackAndAsync() async throws {
        let directory = TemporaryDirectory()
        let container = try TestStoreKind.sqliteFile.makeContainer(model: SeedModels.articles(), directory: directory)
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            container.performBackgroundTask { ctx in
                for index in 0..<100 {
                    let article = Article(context: ctx)
                    article.title = "imported \(index)"
                }
                try? ctx.save()
                done.resume()
            }
        }
        let count = try await container.performBackgroundTask { ctx in try ctx.count(for: Article.fetchRequest()) }
        #expect(count == 100)
    }

    @Test func saveInOneContextIsSeenByFetchAndRefreshInAnother() throws {
        let directory = TemporaryDirectory()
        let container = try TestStoreKind.sqliteFile.makeContainer(model: SeedModels.articles(), directory: directory)
        let writer = container.newBackgroundContext()
        let reader = container.newBackgroundContext()
        let id = try writer.performAndWait { () throws -> ManagedObjectID in
            let article = Article(context: writer)
            article.title = "first"
            try writer.save()
            return article.objectID
        }
        var held: Article?
        try reader.performAndWait {
            held = try reader.existingObject(with: id) as? Article
            #expect(held?.title == "first")
        }
        try writer.performAndWait {
            (writer.object(with: id) as! Article).title = "second"
            try writer.save()
        }
        try reader.performAndWait { () throws in
            let article = try #require(held)
            #expect(reader.object(with: id) === article, "one object per ID while it is alive")
            #expect(article.title == "first", "registered objects keep their values until refreshed")
            reader.refresh(article, mergeChanges: true)
            #expect(article.title == "second")
            let request = Article.fetchRequest()
            request.predicate = .comparison(.keyPath("title"), .equalTo, .constant(.string("second")))
            #expect(try reader.fetch(request).count == 1)
        }
    }
}
