import Cairn
import CairnTestSupport
import Foundation
import Testing

/// Inserted objects are found by their temporary IDs until the save, by their permanent IDs
/// after it, and are part of `registeredObjects` either way (Core Data's registry semantics).
@Suite struct TemporaryIDLookupTests {
    @Test(arguments: TestStoreKind.allCases)
    func insertedObjectsAreFoundByTemporaryIDUntilTheSave(_ kind: TestStoreKind) throws {
        try withNewNotebook(kind, named: "first") { context, first in
            let firstID = first.objectID
            #expect(firstID.isTemporaryID)
            #expect(context.registeredObject(for: firstID) === first)
            #expect(context.object(with: firstID) === first)
            #expect(try context.existingObject(with: firstID) === first)
            // Objects inserted after the first lookup are found too.
            let second = Notebook(context: context)
            second.name = "second"
            #expect(context.object(with: second.objectID) === second)
            #expect(context.registeredObjects == [first, second])

            // A deleted insert is gone: nothing is registered under its ID any more.
            let secondID = second.objectID
            context.delete(second)
            #expect(context.registeredObject(for: secondID) == nil)
            #expect(context.registeredObjects == [first])

            try context.save()
            #expect(!first.objectID.isTemporaryID)
            #expect(context.registeredObject(for: first.objectID) === first)
            #expect(context.registeredObject(for: firstID) == nil, "the temporary ID is retired by the save")
            #expect(context.registeredObjects.contains(first))
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func relationshipsToUnsavedObjectsResolveAndSurviveTheSave(_ kind: TestStoreKind) throws {
        let stack = try TestStack(kind, model: SeedModels.notebooks())
        let (container, context) = (stack.container, stack.context)
        let noteIDs: [ManagedObjectID] = try context.performAndWait {
            let notebook = Notebook(context: context)
            notebook.name = "book"
            let notes = (0..<30).map { index -> Note in
                let note = Note(context: context)
                note.text = "note \(index)"
                note.notebook = notebook
                return note
            }
            #expect(notes.allSatisfy { $0.notebook === notebook })
            #expect(notebook.notes.count == 30)
            try context.save()
            #expect(notes.allSatisfy { $0.notebook === notebook && !$0.objectID.isTemporaryID })
            return notes.map(\.objectID)
        }
        let reader = container.newBackgroundContext()
        try reader.performAndWait {
            for id in noteIDs {
                let note = try #require(try reader.existingObject(with: id) as? Note)
                #expect(note.notebook?.name == "book")
            }
        }
    }

    @Test func obtainingPermanentIDsRegistersTheObjectsUnderThem() throws {
        let stack = try TestStack(TestStoreKind.sqliteFile, model: SeedModels.notebooks())
        let (container, context) = (stack.container, stack.context)
        let other = container.newBackgroundContext()
        try context.performAndWait {
            let kept = Notebook(context: context)
            let renamed = Notebook(context: context)
            let stranger = other.performAndWait { Notebook(context: other) }
            try context.obtainPermanentIDs(for: [renamed, stranger])
            #expect(!renamed.objectID.isTemporaryID)
            #expect(other.performAndWait { stranger.objectID.isTemporaryID }, "another context's object is not renamed")
            #expect(context.registeredObject(for: renamed.objectID) === renamed)
            #expect(context.registeredObject(for: kept.objectID) === kept)
            #expect(context.registeredObjects == [kept, renamed])
        }
    }

    @Test func resetAndRollbackForgetInsertedObjects() throws {
        let stack = try TestStack(TestStoreKind.sqliteFile, model: SeedModels.notebooks())
        let context = stack.context
        context.performAndWait {
            let rolledBack = Notebook(context: context)
            let rolledBackID = rolledBack.objectID
            #expect(context.object(with: rolledBackID) === rolledBack)
            context.rollback()
            #expect(context.registeredObject(for: rolledBackID) == nil)
            #expect(rolledBack.managedObjectContext == nil)

            let reset = Notebook(context: context)
            context.reset()
            #expect(reset.managedObjectContext == nil)
            #expect(context.registeredObjects.isEmpty)
            #expect(!context.hasChanges)
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func aDeletedUnsavedObjectInsertedAgainIsSaved(_ kind: TestStoreKind) throws {
        try withNewNotebook(kind, named: "back") { context, notebook in
            context.delete(notebook)
            #expect(!context.hasChanges)
            context.insert(notebook)
            #expect(notebook.isInserted && !notebook.isDeleted)
            #expect(context.insertedObjects == [notebook])
            #expect(context.object(with: notebook.objectID) === notebook)
            try context.save()
            #expect(try context.count(for: Notebook.fetchRequest()) == 1)
        }
    }

    /// Runs `body` on the context of a new `kind` stack, with one new notebook named `name` in it.
    private func withNewNotebook(_ kind: TestStoreKind, named name: String, _ body: (ManagedObjectContext, Notebook) throws -> Void) throws {
        let stack = try TestStack(kind, model: SeedModels.notebooks())
        let context = stack.context
        try context.performAndWait {
            let notebook = Notebook(context: context)
            notebook.name = name
            try body(context, notebook)
        }
    }
}
