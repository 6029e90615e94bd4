import Cairn
import CairnTestSupport
import Foundation
import Testing

/// Optimistic locking: two contexts change the same object; the second save conflicts.
@Suite struct MergePolicyTests {
    /// Saves title "base"/body "base", then lets `other` change (title, body) and returns the
    /// object loaded in `context` before that change.
    private func conflict(_ kind: TestStoreKind, _ directory: TemporaryDirectory) throws -> (ManagedObjectContext, Article, PersistentContainer) {
        let container = try kind.makeContainer(model: SeedModels.articles(), directory: directory)
        let context = container.newBackgroundContext()
        let other = container.newBackgroundContext()
        let article = try context.performAndWait { () throws -> Article in
            let article = Article(context: context)
            article.title = "base"
            article.body = "base"
            try context.save()
            return article
        }
        let id = article.objectID
        try other.performAndWait {
            let theirs = try other.existingObject(with: id) as! Article
            theirs.title = "theirs"
            theirs.body = "theirs"
            try other.save()
        }
        return (context, article, container)
    }

    /// The article as stored, read through a fresh context.
    private func stored(_ container: PersistentContainer) throws -> (title: String?, body: String?, createdAt: Date?) {
        let reader = container.newBackgroundContext()
        return try reader.performAndWait {
            let article = try #require(try reader.fetch(Article.fetchRequest()).first)
            return (article.title, article.body, article.createdAt)
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func defaultPolicyReportsAMergeConflict(_ kind: TestStoreKind) throws {
        let directory = TemporaryDirectory()
        let (context, article, _) = try conflict(kind, directory)
        context.performAndWait {
            article.title = "mine"
            let error = #expect(throws: CairnError.self) { try context.save() }
            #expect(error?.code == .mergeConflict)
            #expect(error?.underlyingErrors.first?.objectID == article.objectID)
            #expect(context.hasChanges, "nothing is lost: the change is still there to retry")
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func objectTrumpKeepsMyPropertyAndTheirOthers(_ kind: TestStoreKind) throws {
        let directory = TemporaryDirectory()
        let (context, article, container) = try conflict(kind, directory)
        try context.performAndWait {
            context.mergePolicy = .mergeByPropertyObjectTrump
            article.title = "mine"
            try context.save()
        }
        let saved = try stored(container)
        #expect(saved.title == "mine")
        #expect(saved.body == "theirs")
    }

    @Test(arguments: TestStoreKind.allCases)
    func storeTrumpKeepsTheirPropertyAndMyOthers(_ kind: TestStoreKind) throws {
        let directory = TemporaryDirectory()
        let (context, article, container) = try conflict(kind, directory)
        try context.performAndWait {
            context.mergePolicy = .mergeByPropertyStoreTrump
            article.title = "mine"
            article.createdAt = Date(timeIntervalSinceReferenceDate: 5)
            try context.save()
            #expect(article.title == "theirs")
        }
        let saved = try stored(container)
        #expect(saved.title == "theirs")
        #expect(saved.createdAt == Date(timeIntervalSinceReferenceDate: 5))
    }

    @Test(arguments: TestStoreKind.allCases)
    func rollbackDiscardsMyChangesToConflictingObjects(_ kind: TestStoreKind) throws {
        let directory = TemporaryDirectory()
        let (context, article, container) = try conflict(kind, directory)
        try context.performAndWait {
            context.mergePolicy = .rollback
            article.title = "mine"
            try context.save()
            #expect(article.title == "theirs")
            article.body = "after"
            try context.save()
        }
        let saved = try stored(container)
        #expect(saved.title == "theirs")
        #expect(saved.body == "after", "the object's version was taken from the store, so later saves work")
    }
}
