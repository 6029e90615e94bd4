import Cairn
import CairnTestSupport
import Foundation
import Testing

/// CairnTestSupport's helpers do what their documentation says, and fail when they should.
@Suite struct TestSupportTests {
    func spec(flaw: TitleStore.Flaw? = nil) -> StoreSpec<TitleStore, [String]> {
        StoreSpec(
            sample: ["milk"], other: ["eggs", "flour"],
            open: { url in try TitleStore(storeURL: url, flaw: flaw) },
            insert: { store, titles in try await store.insert(titles) },
            retrieve: { store in try await store.retrieve() },
            delete: { store in try await store.deleteAll() }
        )
    }

    @Test func aStoreOnCairnMeetsEveryRequirementOfTheSpec() async throws {
        try await spec().verify()
    }

    @Test func theSpecNamesEachRequirementABrokenStoreFails() async throws {
        let forgetful = await #expect(throws: TestFailure.self) { try await spec(flaw: .forgetsOnReopen).verify() }
        #expect(forgetful?.message.contains("insertedValueSurvivesReopening: found nothing where [\"milk\"] was expected in a store opened again") == true)
        #expect(forgetful?.message.contains("retrieveDeliversInsertedValue") == false, "only the reopening requirements fail")

        let appending = await #expect(throws: TestFailure.self) { try await spec(flaw: .appendsInsteadOfReplacing).verify() }
        #expect(
            appending?.message.contains("insertOverridesPreviousValue: found [\"milk\", \"eggs\", \"flour\"] where [\"eggs\", \"flour\"] was expected") == true)
        #expect(appending?.message.contains("fails 1 of 9 requirements") == true)
    }

    @Test func aStoreOnDevNullMeetsTheInMemoryRequirements() async throws {
        let spec = StoreSpec(
            sample: ["milk"], other: ["eggs"],
            open: { _ in try TitleStore(storeURL: URL(fileURLWithPath: "/dev/null")) },
            insert: { store, titles in try await store.insert(titles) },
            retrieve: { store in try await store.retrieve() },
            delete: { store in try await store.deleteAll() }
        )
        try await spec.verify(StoreSpecRequirement.inMemory)
        await #expect(throws: TestFailure.self) { try await spec.verify([.insertedValueSurvivesReopening]) }
    }

    @Test(arguments: TestStoreKind.allCases)
    func pendingChangesAreNamedUntilSaved(_ kind: TestStoreKind) throws {
        let stack = try TestStack(kind, model: SeedModels.articles())
        try stack.context.expectNoPendingChanges()
        let id = stack.context.performAndWait {
            let article = Article(context: stack.context)
            article.title = "draft"
            return article.objectID
        }
        let failure = #expect(throws: TestFailure.self) { try stack.context.expectNoPendingChanges() }
        #expect(failure?.message.contains("inserted 1 (Article/t\(id.primaryKey))") == true)
        try stack.context.performAndWait { try stack.context.save() }
        try stack.context.expectNoPendingChanges()
    }

    @Test func aSaveIsRecordedAndComparedWithTheExpectedChanges() throws {
        let stack = try TestStack(.sqliteFile, model: SeedModels.articles())
        let context = stack.context
        let (kept, doomed) = try context.performAndWait {
            let kept = Article(context: context), doomed = Article(context: context)
            kept.title = "kept"
            doomed.title = "doomed"
            try context.save()
            return (kept, doomed)
        }
        let changes = try context.performAndWait {
            kept.title = "edited"
            context.delete(doomed)
            return try context.saveRecordingChanges()
        }
        try changes.expect(updated: [kept], deleted: [doomed])
        let failure = #expect(throws: TestFailure.self) { try changes.expect(inserted: [kept], deleted: [doomed]) }
        #expect(failure?.message.contains("not inserted 1 (Article/p\(kept.objectID.primaryKey))") == true)
        #expect(failure?.message.contains("also updated 1 (Article/p\(kept.objectID.primaryKey))") == true)
    }

    @Test func aReleasedContextPassesTheLeakCheckAndAKeptOneFails() throws {
        let stack = try TestStack(.sqliteMemory, model: SeedModels.articles())
        try LeakTracker.expectNoLeaks { leaks in
            let context = leaks.track(stack.container.newBackgroundContext())
            context.performAndWait { Article(context: context).title = "scratch" }
        }
        var kept: [ManagedObjectContext] = []
        let leaks = LeakTracker()
        kept.append(leaks.track(stack.container.newBackgroundContext()))
        let failure = #expect(throws: TestFailure.self) { try leaks.verify(within: .milliseconds(50)) }
        #expect(failure?.message.contains("ManagedObjectContext (tracked at") == true)
        kept.removeAll()
        try leaks.verify()
    }

    @Test func aReopenedFileStackSeesWhatWasSaved() throws {
        let stack = try TestStack(.sqliteFile, model: SeedModels.articles())
        try stack.context.performAndWait {
            Article(context: stack.context).title = "saved"
            try stack.context.save()
        }
        let again = try stack.reopened()
        let titles = try again.context.performAndWait { try again.context.fetch(Article.fetchRequest()).compactMap(\.title) }
        #expect(titles == ["saved"])
        #expect(stack.storeURL.map { FileManager.default.fileExists(atPath: $0.path) } == true)
        #expect(throws: TestFailure.self) { try TestStack(.inMemory, model: SeedModels.articles()).reopened() }
    }

    @Test func aTemporaryDirectoryIsRemovedWithItsLastReference() throws {
        var directory: TemporaryDirectory? = TemporaryDirectory()
        let url = try #require(directory?.url)
        try Data("x".utf8).write(to: url.appendingPathComponent("file"))
        directory = nil
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }
}
