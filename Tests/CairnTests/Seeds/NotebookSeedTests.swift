import Cairn
import CairnTestSupport
import Foundation
import Testing

/// Seed 003: notebooks and notes, the `notebook == %@` filter, inverses kept in both directions.
@Suite struct NotebookSeedTests {
    @Test(arguments: TestStoreKind.allCases)
    func notesOfOneNotebookAndInverses(_ kind: TestStoreKind) throws {
        let directory = TemporaryDirectory()
        let container = try kind.makeContainer(model: SeedModels.notebooks(), directory: directory)
        let context = container.newBackgroundContext()
        try context.performAndWait {
            let coding = Notebook(context: context)
            coding.name = "Coding Notes"
            let cooking = Notebook(context: context)
            cooking.name = "Cooking"
            for text in ["Swift", "SQLite"] {
                let note = Note(context: context)
                note.text = text
                note.notebook = coding
            }
            let pasta = Note(context: context)
            pasta.text = "Pasta"
            pasta.notebook = cooking
            #expect(coding.notes.count == 2, "setting note.notebook adds the note to notebook.notes")
            try context.save()

            let request = Note.fetchRequest()
            request.predicate = FetchPredicate(format: "notebook == %@", coding)
            request.sortKeys = [SortKey("text")]
            #expect(try context.fetch(request).map(\.text) == ["SQLite", "Swift"])

            pasta.notebook = coding
            #expect(cooking.notes.isEmpty, "moving a note removes it from its old notebook")
            #expect(coding.notes.count == 3)
            try context.save()
            #expect(try context.fetch(request).count == 3)
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func relationshipsSurviveAFreshContext(_ kind: TestStoreKind) throws {
        let directory = TemporaryDirectory()
        let container = try kind.makeContainer(model: SeedModels.notebooks(), directory: directory)
        let writer = container.newBackgroundContext()
        let notebookID = try writer.performAndWait { () throws -> ManagedObjectID in
            let notebook = Notebook(context: writer)
            notebook.name = "Travel"
            let notes = (1...3).map { index -> Note in
                let note = Note(context: writer)
                note.text = "note \(index)"
                return note
            }
            notebook.notes = Set(notes)
            #expect(notes.allSatisfy { $0.notebook === notebook }, "setting notebook.notes sets each note.notebook")
            try writer.save()
            return notebook.objectID
        }
        let reader = container.newBackgroundContext()
        try reader.performAndWait {
            let notebook = try #require(try reader.existingObject(with: notebookID) as? Notebook)
            #expect(Set(notebook.notes.compactMap(\.text)) == ["note 1", "note 2", "note 3"])
            #expect(notebook.notes.allSatisfy { $0.notebook === notebook })
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func cascadeAndNullifyAsTheSeedDescribes(_ kind: TestStoreKind) throws {
        let directory = TemporaryDirectory()
        let container = try kind.makeContainer(model: SeedModels.notebooks(), directory: directory)
        let context = container.newBackgroundContext()
        try context.performAndWait {
            let notebook = Notebook(context: context)
            let kept = Note(context: context)
            kept.notebook = notebook
            let doomed = Note(context: context)
            doomed.notebook = notebook
            try context.save()

            context.delete(doomed)
            #expect(notebook.notes == [kept], "nullify: the notebook forgets a deleted note")
            try context.save()
            #expect(try context.count(for: Notebook.fetchRequest()) == 1)

            context.delete(notebook)
            try context.save()
            #expect(try context.count(for: Note.fetchRequest()) == 0, "cascade: deleting the notebook deletes its notes")
        }
    }
}
