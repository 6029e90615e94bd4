import CairnTestSupport
import Dispatch
import Foundation
import Testing

@testable import Cairn

/// Objects reach their context through a safe (weak) reference: dropping a context's last
/// reference on one thread while another thread reads its objects is never a use-after-free.
@Suite struct ContextLifetimeTests {
    @Test func droppingTheContextWhileItsObjectsAreReadIsSafe() throws {
        let directory = TemporaryDirectory()
        let container = try TestStoreKind.inMemory.makeContainer(model: SeedModels.articles(), directory: directory)
        for round in 0..<200 {
            var context: ManagedObjectContext? = container.newBackgroundContext()
            let articles = context!.performAndWait {
                (0..<20).map { index -> Article in
                    let article = Article(context: context!)
                    article.title = "round \(round) article \(index)"
                    return article
                }
            }
            let started = DispatchSemaphore(value: 0)
            let finished = DispatchSemaphore(value: 0)
            nonisolated(unsafe) let held = articles
            context!.perform {
                started.signal()
                for _ in 0..<50 {
                    for article in held {
                        _ = article.managedObjectContext?.name
                        _ = article.title
                    }
                }
                finished.signal()
            }
            started.wait()
            context = nil  // the last reference outside the block, dropped on this thread
            finished.wait()
            // The block's queue lets go of the context just after the block returns.
            for _ in 0..<2_000 where articles[0].managedObjectContext != nil { usleep(500) }
            #expect(articles[0].managedObjectContext == nil, "the context is gone once its last block finished")
        }
    }

    @Test func objectsOutliveTheirContextAndReadNilContext() throws {
        let directory = TemporaryDirectory()
        let container = try TestStoreKind.sqliteFile.makeContainer(model: SeedModels.articles(), directory: directory)
        let leaks = LeakTracker()
        let article: Article = try {
            let context = leaks.track(container.newBackgroundContext())
            return try context.performAndWait {
                let article = Article(context: context)
                article.title = "kept"
                try context.save()
                return article
            }
        }()
        try leaks.verify(within: .zero)
        #expect(article.managedObjectContext == nil)
        #expect(article.title == "kept")
    }

    @Test func everyThreadSeesTheSameViewContext() async throws {
        let directory = TemporaryDirectory()
        let container = try TestStoreKind.inMemory.makeContainer(model: SeedModels.articles(), directory: directory)
        let identities = await withTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<8 { group.addTask { ObjectIdentifier(container.viewContext) } }
            return await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }
        #expect(identities.count == 1)
    }

    /// Settings written on one thread while the context saves and merges on others (what
    /// ThreadSanitizer checks in CI).
    @Test func settingsMayChangeFromAnyThreadWhileContextsSave() async throws {
        let directory = TemporaryDirectory()
        let container = try TestStoreKind.sqliteFile.makeContainer(model: SeedModels.articles(), directory: directory)
        let listener = container.newBackgroundContext()
        let writer = container.newBackgroundContext()
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                for step in 0..<200 {
                    listener.automaticallyMergesChangesFromParent = step.isMultiple(of: 2)
                    writer.transactionAuthor = "author \(step)"
                    writer.name = "writer \(step)"
                    writer.mergePolicy = step.isMultiple(of: 3) ? .mergeByPropertyObjectTrump : .error
                }
            }
            group.addTask {
                for index in 0..<50 {
                    try await writer.perform {
                        Article(context: writer).title = "article \(index)"
                        try writer.save()
                    }
                }
            }
            try await group.waitForAll()
        }
        let count = try await listener.perform { try listener.count(for: Article.fetchRequest()) }
        #expect(count == 50)
    }
}
