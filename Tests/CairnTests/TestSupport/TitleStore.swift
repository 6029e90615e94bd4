import Cairn
import Foundation

/// A store boundary built on Cairn the way seed 002 builds its `CoreDataFeedStore`: one value (a
/// list of titles) behind insert/retrieve/delete, on a background context. `Flaw` breaks it on
/// purpose, so the tests can show that ``StoreSpec`` catches each kind of broken store.
final class TitleStore: Sendable {
    enum Flaw: Sendable {
        /// Never saves: the value lives only in the context.
        case forgetsOnReopen
        /// Adds to what is there instead of replacing it.
        case appendsInsteadOfReplacing
    }

    private let container: PersistentContainer
    private let context: ManagedObjectContext
    private let flaw: Flaw?

    init(storeURL: URL, flaw: Flaw? = nil) throws {
        container = PersistentContainer(name: "Titles", managedObjectModel: SeedModels.articles())
        container.persistentStoreDescriptions = [PersistentStoreDescription(url: storeURL)]
        try container.loadPersistentStores()
        context = container.newBackgroundContext()
        self.flaw = flaw
    }

    func insert(_ titles: [String]) async throws {
        let flaw = flaw
        try await context.perform { [context] in
            if flaw != .appendsInsteadOfReplacing { try Self.deleteAll(in: context) }
            for (index, title) in titles.enumerated() {
                let article = Article(context: context)
                article.title = title
                article.createdAt = Date(timeIntervalSince1970: Double(index))
            }
            if flaw != .forgetsOnReopen { try context.save() }
        }
    }

    func retrieve() async throws -> [String]? {
        try await context.perform { [context] in
            let request = Article.fetchRequest()
            request.sortKeys = [SortKey("createdAt")]
            let titles = try context.fetch(request).compactMap(\.title)
            return titles.isEmpty ? nil : titles
        }
    }

    func deleteAll() async throws {
        let flaw = flaw
        try await context.perform { [context] in
            try Self.deleteAll(in: context)
            if flaw != .forgetsOnReopen { try context.save() }
        }
    }

    private static func deleteAll(in context: ManagedObjectContext) throws {
        for article in try context.fetch(Article.fetchRequest()) { context.delete(article) }
    }
}
