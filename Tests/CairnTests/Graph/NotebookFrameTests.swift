import Cairn
import CairnTestSupport
import Foundation
import Testing

/// Seed 003: notebooks, notes and photo frames with the delete rules the lessons set, and the
/// "cascade on both sides" mistake the seed warns crashes Core Data.
@Suite struct NotebookFrameTests {
    private func note(_ text: String, in notebook: Notebook?, _ context: ManagedObjectContext) -> Note {
        let note = Note(context: context)
        note.text = text
        note.notebook = notebook
        let frame = PhotoFrame(context: context)
        frame.imageData = Data([1, 2, 3])
        note.photoFrame = frame
        return note
    }

    @Test(arguments: TestStoreKind.allCases)
    func deletingANotebookDeletesItsNotesAndTheirFrames(_ kind: TestStoreKind) throws {
        let spec = try GraphSpec(kind, GraphModels.notebooksWithFrames())
        try spec.run { context in
            let travel = Notebook(context: context)
            let work = Notebook(context: context)
            let kept = note("kept", in: work, context)
            for text in ["a", "b"] { _ = note(text, in: travel, context) }
            #expect(kept.photoFrame?.note === kept, "the inverse of the frame is set")
            try context.save()
            context.delete(travel)
            try context.save()
        }
        #expect(try spec.count("Notebook") == 1)
        #expect(try spec.count("Note") == 1, "cascade: notebook → notes")
        #expect(try spec.count("PhotoFrame") == 1, "cascade: note → frame")
    }

    @Test(arguments: TestStoreKind.allCases)
    func deletingANoteKeepsItsNotebook(_ kind: TestStoreKind) throws {
        let spec = try GraphSpec(kind, GraphModels.notebooksWithFrames())
        try spec.run { context in
            let notebook = Notebook(context: context)
            let doomed = note("doomed", in: notebook, context)
            let kept = note("kept", in: notebook, context)
            try context.save()
            context.delete(doomed)
            #expect(notebook.notes == [kept], "nullify: the notebook forgets the note")
            try context.save()
        }
        #expect(try spec.count("Notebook") == 1)
        #expect(try spec.count("PhotoFrame") == 1)
    }

    @Test(arguments: TestStoreKind.allCases)
    func aNoteWithoutItsRequiredFrameCannotBeSaved(_ kind: TestStoreKind) throws {
        let spec = try GraphSpec(kind, GraphModels.notebooksWithFrames())
        try spec.run { context in
            let lonely = Note(context: context)
            lonely.text = "no frame"
            let error = #expect(throws: CairnError.self) { try context.save() }
            #expect(error?.code == .validationMissingMandatoryProperty)
            #expect(error?.entityName == "Note" && error?.propertyName == "photoFrame" && error?.objectID == lonely.objectID)
            context.rollback()

            let framed = note("framed", in: nil, context)
            try context.save()
            let frame = try #require(framed.photoFrame)
            context.delete(frame)
            #expect(framed.photoFrame == nil, "nullify: deleting the frame clears the note's side")
            let again = #expect(throws: CairnError.self, "the note still needs a frame") { try context.save() }
            #expect(again?.propertyName == "photoFrame")
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func cascadeBothWaysTerminatesAndDeletesEachObjectOnce(_ kind: TestStoreKind) throws {
        let spec = try GraphSpec(kind, GraphModels.cascadeBothWays())
        try spec.run { context in
            let notebook = CountingNotebook(context: context)
            let notes = (0..<3).map { index -> CountingNote in
                let note = CountingNote(context: context)
                note.text = "note \(index)"
                note.notebook = notebook
                return note
            }
            let other = CountingNotebook(context: context)
            let bystander = CountingNote(context: context)
            bystander.notebook = other
            try context.save()

            context.delete(notes[0])
            #expect(notebook.isDeleted && notes.allSatisfy(\.isDeleted), "the cascade reaches the notebook and its other notes")
            #expect(([notebook.deletions] + notes.map(\.deletions)) == [1, 1, 1, 1], "each object is prepared for deletion once")
            #expect(context.deletedObjects.count == 4)
            #expect(!other.isDeleted && !bystander.isDeleted)
            try context.save()
        }
        #expect(try spec.count("Notebook") == 1)
        #expect(try spec.count("Note") == 1)
    }
}
