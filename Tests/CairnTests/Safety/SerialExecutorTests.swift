import Cairn
import CairnTestSupport
import Foundation
import Testing

/// An actor running on a private-queue context's executor (SwiftData's `@ModelActor` pattern).
private actor Importer {
    let context: ManagedObjectContext
    nonisolated var unownedExecutor: UnownedSerialExecutor { context.unownedExecutor }

    init(context: ManagedObjectContext) { self.context = context }

    /// Uses the context's objects directly: the actor's jobs run on the context's queue.
    func importArticles(_ titles: [String]) throws -> Int {
        for title in titles { Article(context: context).title = title }
        try context.save()
        return try context.count(for: Article.fetchRequest())
    }

    /// Whether `perform` from the actor runs at once, on the actor's own thread.
    func performRunsInline() async -> Bool {
        let outer = pthread_self()
        let inner = await context.perform { pthread_self() }
        return pthread_equal(outer, inner) != 0
    }
}

@Suite struct SerialExecutorTests {
    @Test func anActorRunsOnTheContextsQueue() async throws {
        let directory = TemporaryDirectory()
        let container = try TestStoreKind.sqliteFile.makeContainer(model: SeedModels.articles(), directory: directory)
        let context = container.newBackgroundContext()
        let importer = Importer(context: context)
        let count = try await importer.importArticles((0..<100).map { "article \($0)" })
        #expect(count == 100)
        let titles = try await context.perform { try context.fetch(Article.fetchRequest()).compactMap(\.title) }
        #expect(Set(titles).count == 100)
        #expect(await importer.performRunsInline(), "perform from the context's own executor does not hop")
    }

    @Test func actorJobsAndPerformBlocksAreSerialized() async throws {
        let directory = TemporaryDirectory()
        let container = try TestStoreKind.inMemory.makeContainer(model: SeedModels.articles(), directory: directory)
        let context = container.newBackgroundContext()
        let importer = Importer(context: context)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for batch in 0..<10 {
                group.addTask { _ = try await importer.importArticles((0..<20).map { "actor \(batch).\($0)" }) }
                group.addTask {
                    try await context.perform {
                        for index in 0..<20 { Article(context: context).title = "block \(batch).\(index)" }
                        try context.save()
                    }
                }
            }
            try await group.waitForAll()
        }
        let count = try await context.perform { try context.count(for: Article.fetchRequest()) }
        #expect(count == 400)
    }
}
