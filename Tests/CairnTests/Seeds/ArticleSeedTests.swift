import Cairn
import CairnTestSupport
import Foundation
import Testing

/// Seed 001: `Persistence` with `automaticallyMergesChangesFromParent`, writes on the viewContext,
/// a bulk import in `performBackgroundTask`, and the title search.
@Suite @MainActor struct ArticleSeedTests {
    final class Persistence {
        let container: PersistentContainer
        init(kind: TestStoreKind, directory: TemporaryDirectory) throws {
            container = PersistentContainer(name: "Model", managedObjectModel: SeedModels.articles())
            container.persistentStoreDescriptions = [kind.description(directory: directory, name: "Model")]
            var failure: Error?
            container.loadPersistentStores { _, error in failure = error }
            if let failure { throw failure }
            container.viewContext.automaticallyMergesChangesFromParent = true
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func viewContextSeesBackgroundImportsAndEdits(_ kind: TestStoreKind) async throws {
        let directory = TemporaryDirectory()
        let persistence = try Persistence(kind: kind, directory: directory)
        let container = persistence.container

        let article = Article(context: container.viewContext)
        article.id = UUID()
        article.title = "Hello"
        article.body = "World"
        article.createdAt = Date(timeIntervalSinceReferenceDate: 0)
        try container.viewContext.save()
        let articleID = article.objectID

        try await container.performBackgroundTask { ctx in
            for index in 0..<500 {
                let imported = Article(context: ctx)
                imported.title = index % 5 == 0 ? "hello again \(index)" : "other \(index)"
                imported.createdAt = Date(timeIntervalSinceReferenceDate: Double(index + 1))
            }
            (ctx.object(with: articleID) as? Article)?.body = "Edited in the background"
            try ctx.save()
        }

        let req = Article.fetchRequest()
        req.predicate = FetchPredicate(format: "title CONTAINS[c] %@", "hello")
        req.sortDescriptors = [SortKey(key: "createdAt", ascending: false)]
        req.fetchLimit = 50
        let results = try container.viewContext.fetch(req)
        #expect(results.count == 50)
        #expect(results.first?.title == "hello again 495")
        #expect(article.body == "Edited in the background", "merged into the viewContext's live object")
    }
}
