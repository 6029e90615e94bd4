import Cairn
import CairnTestSupport
import Foundation
import Testing

/// Conflicts between a child and its parent, merging between siblings, and the two patterns
/// Core Data apps use children for (scratchpad editing, background import).
@Suite struct ChildContextMergeTests {
    /// A saved article (title "base", body "base"), a parent context holding it, and a child that
    /// read it before the parent changed its title to "parent" (unsaved).
    private func conflict(_ kind: TestStoreKind, _ directory: TemporaryDirectory) throws -> (
        parent: ManagedObjectContext, child: ManagedObjectContext, article: Article, container: PersistentContainer
    ) {
        let container = try kind.makeContainer(model: SeedModels.articles(), directory: directory)
        let parent = container.newBackgroundContext()
        let id = try parent.performAndWait { () throws -> ManagedObjectID in
            let article = Article(context: parent)
            article.title = "base"
            article.body = "base"
            try parent.save()
            return article.objectID
        }
        let child = ManagedObjectContext(concurrencyType: .privateQueue)
        child.parent = parent
        let article = try child.performAndWait { try child.existingObject(with: id) as! Article }
        try parent.performAndWait {
            (try parent.existingObject(with: id) as! Article).title = "parent"
        }
        return (parent, child, article, container)
    }

    private func parentArticle(_ parent: ManagedObjectContext, _ id: ManagedObjectID) -> (title: String?, body: String?) {
        parent.performAndWait {
            let article = try! parent.existingObject(with: id) as! Article
            return (article.title, article.body)
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func theDefaultPolicyRefusesAChildSaveThatConflictsWithItsParent(_ kind: TestStoreKind) throws {
        let directory = TemporaryDirectory()
        let (parent, child, article, _) = try conflict(kind, directory)
        child.performAndWait {
            article.title = "child"
            let error = #expect(throws: CairnError.self) { try child.save() }
            #expect(error?.code == .mergeConflict)
            #expect(error?.underlyingErrors.first?.objectID == article.objectID)
            #expect(child.hasChanges, "the child keeps its changes to retry")
        }
        #expect(parentArticle(parent, article.objectID).title == "parent", "nothing was applied")
    }

    @Test(arguments: TestStoreKind.allCases)
    func mergePoliciesDecideBetweenChildAndParent(_ kind: TestStoreKind) throws {
        let expectations: [(MergePolicy, title: String, body: String)] = [
            (.mergeByPropertyObjectTrump, "child", "child"),
            (.mergeByPropertyStoreTrump, "parent", "child"),
            (.overwrite, "child", "child"),
            (.rollback, "parent", "base"),
        ]
        for (policy, title, body) in expectations {
            let directory = TemporaryDirectory()
            let (parent, child, article, _) = try conflict(kind, directory)
            try child.performAndWait {
                child.mergePolicy = policy
                article.title = "child"
                article.body = "child"
                try child.save()
                #expect(article.title == title && article.body == body, "\(policy): the child's object shows the merged state")
            }
            let merged = parentArticle(parent, article.objectID)
            #expect(merged.title == title && merged.body == body, "\(policy)")
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func siblingsThatMergeFromTheirParentSeeEachOthersSaves(_ kind: TestStoreKind) throws {
        let directory = TemporaryDirectory()
        let (parent, writer, article, _) = try conflict(kind, directory)
        let reader = ManagedObjectContext(concurrencyType: .privateQueue)
        reader.parent = parent
        reader.automaticallyMergesChangesFromParent = true
        let seen = try reader.performAndWait { try reader.existingObject(with: article.objectID) as! Article }
        let unmerged = ManagedObjectContext(concurrencyType: .privateQueue)
        unmerged.parent = parent
        let stale = try unmerged.performAndWait { try unmerged.existingObject(with: article.objectID) as! Article }
        try writer.performAndWait {
            writer.mergePolicy = .mergeByPropertyObjectTrump
            article.body = "written"
            try writer.save()
        }
        reader.performAndWait {
            _ = try? reader.count(for: Article.fetchRequest())  // merges land at the next fetch, or on the queue
            #expect(seen.body == "written")
            #expect(seen.title == "parent")
        }
        unmerged.performAndWait { #expect(stale.body == "base", "without automaticallyMergesChangesFromParent nothing changes") }
    }

    @Test @MainActor
    func scratchpadEditsAreSavedOrDiscarded() throws {
        let directory = TemporaryDirectory()
        let container = try TestStoreKind.sqliteFile.makeContainer(model: SeedModels.notebooks(), directory: directory)
        let viewContext = container.viewContext
        let kept = ManagedObjectContext(concurrencyType: .mainQueue)
        kept.parent = viewContext
        let notebook = Notebook(context: kept)
        notebook.name = "Kept"
        try kept.save()

        var discarded: ManagedObjectContext? = ManagedObjectContext(concurrencyType: .mainQueue)
        discarded!.parent = viewContext
        Notebook(context: discarded!).name = "Discarded"
        discarded = nil

        #expect(viewContext.insertedObjects.compactMap { ($0 as? Notebook)?.name } == ["Kept"])
        try viewContext.save()
        let reader = container.newBackgroundContext()
        let names = try reader.performAndWait { try reader.fetch(Notebook.fetchRequest()).compactMap(\.name) }
        #expect(names == ["Kept"])
    }

    @Test(arguments: TestStoreKind.allCases)
    func backgroundImportThroughAPrivateChildOfAPrivateParent(_ kind: TestStoreKind) async throws {
        let directory = TemporaryDirectory()
        let container = try kind.makeContainer(model: SeedModels.notebooks(), directory: directory)
        let writer = container.newBackgroundContext()
        let importer = ManagedObjectContext(concurrencyType: .privateQueue)
        importer.parent = writer
        try await importer.perform {
            let notebook = Notebook(context: importer)
            notebook.name = "Imported"
            for index in 0..<1_000 {
                let note = Note(context: importer)
                note.text = "note \(index)"
                note.notebook = notebook
            }
            try importer.save()
            importer.reset()
        }
        try await writer.perform { try writer.save() }
        let reader = container.newBackgroundContext()
        try reader.performAndWait {
            let notebook = try #require(try reader.fetch(Notebook.fetchRequest()).first)
            #expect(notebook.notes.count == 1_000)
            #expect(try reader.count(for: Note.fetchRequest()) == 1_000)
        }
    }
}
