import Cairn
import CairnTestSupport
import Foundation
import Testing

/// Parent and child contexts, with Core Data's documented semantics: a child reads through its
/// parent (unsaved state included) and saves into it; only the root context writes the store.
@Suite struct ChildContextTests {
    /// A container on `kind` holding one saved notebook "Saved" with notes "one" and "two".
    private func stack(_ kind: TestStoreKind, _ directory: TemporaryDirectory) throws -> PersistentContainer {
        let container = try kind.makeContainer(model: SeedModels.notebooks(), directory: directory)
        let seed = container.newBackgroundContext()
        try seed.performAndWait {
            let notebook = Notebook(context: seed)
            notebook.name = "Saved"
            for text in ["one", "two"] {
                let note = Note(context: seed)
                note.text = text
                note.notebook = notebook
            }
            try seed.save()
        }
        return container
    }

    private func child(of parent: ManagedObjectContext, _ type: ManagedObjectContext.ConcurrencyType = .privateQueue) -> ManagedObjectContext {
        let child = ManagedObjectContext(concurrencyType: type)
        child.parent = parent
        return child
    }

    /// Note texts in the store, read by a fresh context.
    private func storedTexts(_ container: PersistentContainer) throws -> [String] {
        let reader = container.newBackgroundContext()
        return try reader.performAndWait {
            try reader.fetch(Note.fetchRequest()).compactMap(\.text).sorted()
        }
    }

    private func notes(in context: ManagedObjectContext) throws -> [Note] {
        let request = Note.fetchRequest()
        request.sortKeys = [SortKey("text")]
        return try context.fetch(request)
    }

    @Test(arguments: TestStoreKind.allCases)
    func childFetchesSeeTheParentsUnsavedChanges(_ kind: TestStoreKind) throws {
        let directory = TemporaryDirectory()
        let container = try stack(kind, directory)
        let parent = container.newBackgroundContext()
        let child = child(of: parent)
        #expect(child.persistentStoreCoordinator === container.persistentStoreCoordinator, "a child answers its root's coordinator")
        #expect(child.parent === parent)
        let insertedID = try parent.performAndWait { () throws -> ManagedObjectID in
            let all = try notes(in: parent)
            all[0].text = "one, edited"  // updated
            parent.delete(all[1])  // deleted
            let new = Note(context: parent)  // inserted
            new.text = "three"
            return new.objectID
        }
        try child.performAndWait {
            #expect(try notes(in: child).map(\.text) == ["one, edited", "three"])
            #expect(try child.count(for: Note.fetchRequest()) == 2)
            let matching = Note.fetchRequest()
            matching.predicate = FetchPredicate(format: "text BEGINSWITH %@", "one")
            #expect(try child.fetch(matching).map(\.text) == ["one, edited"])
            let inserted = try child.existingObject(with: insertedID) as! Note
            #expect(inserted.text == "three", "an object inserted in the parent, by its temporary ID")
            #expect(!child.hasChanges)
        }
        #expect(try storedTexts(container) == ["one", "two"], "nothing saved yet")
    }

    @Test(arguments: TestStoreKind.allCases)
    func childSaveGoesIntoTheParentOnlyUntilTheParentSaves(_ kind: TestStoreKind) throws {
        let directory = TemporaryDirectory()
        let container = try stack(kind, directory)
        let parent = container.newBackgroundContext()
        let child = child(of: parent)
        let (notebookID, noteID) = try child.performAndWait { () throws -> (ManagedObjectID, ManagedObjectID) in
            let notebook = Notebook(context: child)
            notebook.name = "Drafts"
            let note = Note(context: child)
            note.text = "three"
            note.notebook = notebook
            try child.save()
            #expect(!child.hasChanges)
            #expect(note.objectID.isTemporaryID, "IDs stay temporary until the root context saves")
            return (notebook.objectID, note.objectID)
        }
        #expect(try storedTexts(container) == ["one", "two"], "the store is untouched by a child's save")
        try parent.performAndWait {
            #expect(parent.insertedObjects.count == 2)
            let note = try #require(parent.registeredObject(for: noteID) as? Note)
            #expect(note.isInserted && note.text == "three")
            #expect(note.notebook?.objectID == notebookID)
            #expect(note.notebook?.notes.map(\.objectID) == [noteID], "the inverse arrives too")
            try parent.save()
            #expect(!note.objectID.isTemporaryID)
        }
        #expect(try storedTexts(container) == ["one", "three", "two"])
        try child.performAndWait {
            let fetched = try notes(in: child)
            #expect(fetched.count == 3)
            let note = try #require(fetched.first { $0.text == "three" })
            #expect(!note.objectID.isTemporaryID, "the child's object took its permanent ID")
            #expect(child.registeredObjects.filter { ($0 as? Note)?.text == "three" }.count == 1, "one object per stored row")
            note.text = "three, edited"
            try child.save()
        }
        try parent.performAndWait { try parent.save() }
        #expect(try storedTexts(container) == ["one", "three, edited", "two"], "a later change of that object reaches the store")
    }

    @Test(arguments: TestStoreKind.allCases)
    func updatesAndDeletionsOfAChildReachTheStoreThroughItsParent(_ kind: TestStoreKind) throws {
        let directory = TemporaryDirectory()
        let container = try stack(kind, directory)
        let parent = container.newBackgroundContext()
        let child = child(of: parent)
        try child.performAndWait {
            let all = try notes(in: child)
            all[0].text = "uno"
            child.delete(all[1])
            try child.save()
        }
        try parent.performAndWait {
            #expect(parent.updatedObjects.count == 2, "the note and its notebook (the inverse lost a member)")
            #expect(parent.deletedObjects.count == 1)
            #expect(try notes(in: parent).map(\.text) == ["uno"])
            try parent.save()
        }
        #expect(try storedTexts(container) == ["uno"])
        let reader = container.newBackgroundContext()
        try reader.performAndWait {
            let notebook = try #require(try reader.fetch(Notebook.fetchRequest()).first)
            #expect(notebook.notes.compactMap(\.text) == ["uno"])
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func discardingOrRollingBackAChildLeavesTheParentUntouched(_ kind: TestStoreKind) throws {
        let directory = TemporaryDirectory()
        let container = try stack(kind, directory)
        let parent = container.newBackgroundContext()
        var child: ManagedObjectContext? = self.child(of: parent)
        try child!.performAndWait {
            try notes(in: child!)[0].text = "discarded"
            Note(context: child!).text = "never saved"
        }
        child = nil
        let rolledBack = self.child(of: parent)
        try rolledBack.performAndWait {
            try notes(in: rolledBack)[0].text = "rolled back"
            rolledBack.rollback()
            try rolledBack.save()
        }
        let (hasChanges, texts) = try parent.performAndWait { (parent.hasChanges, try notes(in: parent).map(\.text)) }
        #expect(!hasChanges)
        #expect(texts == ["one", "two"])
    }

    @Test(arguments: TestStoreKind.allCases)
    func childrenNestToAnyDepth(_ kind: TestStoreKind) throws {
        let directory = TemporaryDirectory()
        let container = try stack(kind, directory)
        let root = container.newBackgroundContext()
        let middle = child(of: root)
        let leaf = child(of: middle, .mainQueue)
        try leaf.performAndWait {
            Note(context: leaf).text = "from the leaf"
            try leaf.save()
        }
        try middle.performAndWait {
            #expect(try notes(in: middle).map(\.text) == ["from the leaf", "one", "two"])
            try middle.save()
        }
        #expect(try storedTexts(container) == ["one", "two"])
        try root.performAndWait { try root.save() }
        #expect(try storedTexts(container) == ["from the leaf", "one", "two"])
    }

    @Test(arguments: TestStoreKind.allCases)
    func obtainPermanentIDsWorksFromAChild(_ kind: TestStoreKind) throws {
        let directory = TemporaryDirectory()
        let container = try stack(kind, directory)
        let parent = container.newBackgroundContext()
        let child = child(of: parent)
        let id = try child.performAndWait { () throws -> ManagedObjectID in
            let note = Note(context: child)
            note.text = "early ID"
            try child.obtainPermanentIDs(for: [note])
            #expect(!note.objectID.isTemporaryID)
            try child.save()
            return note.objectID
        }
        try parent.performAndWait {
            #expect(parent.registeredObject(for: id)?.isInserted == true)
            try parent.save()
        }
        let reader = container.newBackgroundContext()
        let text = try reader.performAndWait { (try reader.existingObject(with: id) as? Note)?.text }
        #expect(text == "early ID", "the store row has the ID obtained in the child")
    }

    @Test(arguments: TestStoreKind.allCases)
    func validationRunsAtEachSave(_ kind: TestStoreKind) throws {
        let directory = TemporaryDirectory()
        let container = try kind.makeContainer(model: SeedModels.employees(), directory: directory)
        let parent = container.newBackgroundContext()
        let child = child(of: parent)
        child.performAndWait {
            _ = Employee(context: child)  // `name` is required
            let error = #expect(throws: CairnError.self) { try child.save() }
            #expect(error?.code == .validationMissingMandatoryProperty)
            #expect(child.hasChanges, "the child keeps its changes to fix")
        }
        parent.performAndWait { #expect(!parent.hasChanges) }
    }

    @Test(arguments: TestStoreKind.allCases)
    func aChildOfAMainQueueContextWorksFromItsOwnQueue(_ kind: TestStoreKind) async throws {
        let directory = TemporaryDirectory()
        let container = try stack(kind, directory)
        let viewContext = container.viewContext
        let child = child(of: viewContext)
        // The child's queue reads and writes through the main queue, which is free meanwhile.
        try await child.perform {
            let all = try notes(in: child)
            all[0].text = "from the background"
            try child.save()
        }
        let text = try await MainActor.run { try notes(in: viewContext).first?.text }
        #expect(text == "from the background")
    }
}
