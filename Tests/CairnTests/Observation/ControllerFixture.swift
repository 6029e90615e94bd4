import Cairn
import CairnTestSupport
import Foundation

/// Notes in notebooks on one store kind, for the fetched-results-controller specs. Use it on
/// its context's queue.
struct ControllerFixture {
    let stack: TestStack
    var context: ManagedObjectContext { stack.context }

    init(_ kind: TestStoreKind) throws {
        stack = try TestStack(kind, model: SeedModels.notebooks())
    }

    /// Saves notebooks with notes (text, creation date in seconds since 2001), returning the notes by text.
    @discardableResult
    func seed(_ layout: KeyValuePairs<String, [(String, Double)]>) throws -> [String: Note] {
        var notes: [String: Note] = [:]
        for (name, entries) in layout {
            let notebook = notebook(name)
            for (text, seconds) in entries { notes[text] = note(text, seconds, in: notebook) }
        }
        try context.save()
        return notes
    }

    /// A new notebook.
    func notebook(_ name: String) -> Notebook {
        let notebook = Notebook(context: context)
        notebook.name = name
        return notebook
    }

    /// A new note.
    func note(_ text: String, _ seconds: Double, in notebook: Notebook?) -> Note {
        let note = Note(context: context)
        note.text = text
        note.creationDate = Date(timeIntervalSinceReferenceDate: seconds)
        note.notebook = notebook
        return note
    }

    /// Notes sorted by creation date, sectioned by notebook name when `sectioned`.
    func controller(sectioned: Bool, in context: ManagedObjectContext? = nil) -> FetchedResultsController<Note> {
        let request = Note.fetchRequest()
        request.sortKeys = sectioned ? [SortKey("notebook.name"), SortKey("creationDate")] : [SortKey("creationDate")]
        return FetchedResultsController(
            fetchRequest: request, managedObjectContext: context ?? self.context,
            sectionNameKeyPath: sectioned ? "notebook.name" : nil, cacheName: nil)
    }
}

extension FetchedResultsController where ResultType == Note {
    /// The texts of each section's notes, in order.
    var texts: [[String]] {
        (sections ?? []).map { ($0.objects as? [Note] ?? []).map { $0.text ?? "" } }
    }
}
