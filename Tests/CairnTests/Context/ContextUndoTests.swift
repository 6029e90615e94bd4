import Cairn
import CairnTestSupport
import Foundation
import Testing

/// Undo and redo of a context's changes through its undo manager, as Core Data does them.
@Suite struct ContextUndoTests {
    private func context(_ kind: TestStoreKind, _ directory: TemporaryDirectory) throws -> (PersistentContainer, ManagedObjectContext) {
        let container = try kind.makeContainer(model: SeedModels.notebooks(), directory: directory)
        let context = container.newBackgroundContext()
        return (container, context)
    }

    @Test(arguments: TestStoreKind.allCases)
    func contextsHaveNoUndoManagerByDefault(_ kind: TestStoreKind) throws {
        let directory = TemporaryDirectory()
        let (container, context) = try context(kind, directory)
        #expect(context.undoManager == nil)
        #expect(container.viewContext.undoManager == nil)
        context.performAndWait {
            Note(context: context).text = "not recorded"
            context.undo()  // nothing to undo: no effect
            #expect(context.insertedObjects.count == 1)
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func attributeChangesAreUndoneAndRedonePerEvent(_ kind: TestStoreKind) throws {
        let directory = TemporaryDirectory()
        let (_, context) = try context(kind, directory)
        context.undoManager = UndoManager()
        try context.performAndWait {
            let note = Note(context: context)
            note.text = "one"
            try context.save()
            note.text = "two"
            context.processPendingChanges()  // the end of an event
            note.text = "three"
            context.undo()
            #expect(note.text == "two")
            context.undo()
            #expect(note.text == "one")
            #expect(context.undoManager!.canRedo)
            context.redo()
            #expect(note.text == "two")
            context.redo()
            #expect(note.text == "three")
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func insertionsAndDeletionsAreUndoneWithTheirRelationships(_ kind: TestStoreKind) throws {
        let directory = TemporaryDirectory()
        let (container, context) = try context(kind, directory)
        context.undoManager = UndoManager()
        try context.performAndWait {
            let notebook = Notebook(context: context)
            notebook.name = "Book"
            let first = Note(context: context)
            first.text = "first"
            first.notebook = notebook
            try context.save()
            context.undoManager!.removeAllActions()

            let second = Note(context: context)
            second.text = "second"
            second.notebook = notebook
            context.processPendingChanges()
            #expect(notebook.notes.count == 2)
            context.undo()
            #expect(second.isDeleted || second.managedObjectContext == nil, "undoing an insertion removes the object")
            #expect(notebook.notes.map(\.text) == ["first"], "and its inverse")

            context.delete(notebook)  // cascades to `first`
            context.processPendingChanges()
            #expect(first.isDeleted)
            context.undo()
            #expect(!notebook.isDeleted && !first.isDeleted)
            #expect(first.notebook === notebook && notebook.notes.map(\.text) == ["first"])
            context.redo()
            #expect(notebook.isDeleted && first.isDeleted)
            context.undo()
            try context.save()
        }
        let reader = container.newBackgroundContext()
        let stored = try reader.performAndWait { try reader.fetch(Notebook.fetchRequest()).map { ($0.name, $0.notes.compactMap(\.text)) } }
        #expect(stored.count == 1 && stored[0].0 == "Book" && stored[0].1 == ["first"])
    }

    @Test(arguments: TestStoreKind.allCases)
    func aGroupYouOpenUndoesSeveralEventsAsOne(_ kind: TestStoreKind) throws {
        let directory = TemporaryDirectory()
        let (_, context) = try context(kind, directory)
        let manager = UndoManager()
        context.undoManager = manager
        context.performAndWait {
            manager.beginUndoGrouping()
            let note = Note(context: context)
            note.text = "a"
            context.processPendingChanges()
            note.text = "b"
            context.processPendingChanges()
            manager.endUndoGrouping()
            manager.setActionName("Typing")
            #expect(manager.undoActionName == "Typing")
            manager.undo()  // directly on the manager: the context is notified by the checkpoint
            #expect(context.insertedObjects.isEmpty)
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func rollbackAndResetClearTheUndoStack(_ kind: TestStoreKind) throws {
        let directory = TemporaryDirectory()
        let (_, context) = try context(kind, directory)
        context.undoManager = UndoManager()
        context.performAndWait {
            Note(context: context).text = "x"
            context.processPendingChanges()
            #expect(context.undoManager!.canUndo)
            context.rollback()
            #expect(!context.undoManager!.canUndo)
            Note(context: context).text = "y"
            context.processPendingChanges()
            context.reset()
            #expect(!context.undoManager!.canUndo)
        }
    }
}
