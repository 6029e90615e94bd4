import CairnData
import Foundation
import Testing

/// SwiftData's history API (WWDC24 "Track model changes with SwiftData history"): transactions
/// after a token, authors, inserted/updated/deleted models with tombstones, deleting old history.
@Model
final class Note {
    @Attribute(.preserveValueOnDeletion) var title: String
    var body: String
    init(title: String, body: String = "") {
        self.title = title
        self.body = body
    }
}

@Suite struct HistoryTests {
    @Test func transactionsAfterATokenWithTheirChanges() throws {
        let container = try Fixture.memory(Note.self)
        let context = ModelContext(container)
        context.author = "editor"
        let note = Note(title: "Groceries")
        context.insert(note)
        try context.save()
        let first = try #require(try context.fetchHistory(HistoryDescriptor<DefaultHistoryTransaction>()).last)
        #expect(first.author == "editor")
        guard case .insert(let insert) = try #require(first.changes.first) else {
            Issue.record("expected an insert")
            return
        }
        #expect(insert.changedPersistentIdentifier == note.persistentModelID)

        note.body = "milk"
        try context.save()
        context.delete(note)
        try context.save()

        let token = first.token
        let later = try context.fetchHistory(HistoryDescriptor<DefaultHistoryTransaction>(predicate: #Predicate { $0.token > token }))
        #expect(later.count == 2)
        guard case .update(let update) = later[0].changes.first, case .delete(let delete) = later[1].changes.first else {
            Issue.record("expected an update, then a delete: \(later.map(\.changes))")
            return
        }
        #expect((update as? DefaultHistoryUpdate<Note>)?.updatedAttributes == [\Note.body])
        #expect((delete as? DefaultHistoryDelete<Note>)?.tombstone[\.title] as? String == "Groceries")
        #expect((delete as? DefaultHistoryDelete<Note>)?.tombstone[\.body] == nil)
    }

    @Test func deletingHistoryUpToATokenKeepsTheRest() throws {
        let context = ModelContext(try Fixture.memory(Note.self))
        for title in ["a", "b", "c"] {
            context.insert(Note(title: title))
            try context.save()
        }
        let all = try context.fetchHistory(HistoryDescriptor<DefaultHistoryTransaction>())
        #expect(all.count == 3)
        let keepFrom = all[2].token
        try context.deleteHistory(HistoryDescriptor<DefaultHistoryTransaction>(predicate: #Predicate { $0.token < keepFrom }))
        #expect(try context.fetchHistory(HistoryDescriptor<DefaultHistoryTransaction>()).map(\.token) == [keepFrom])
        // Only the oldest transactions can go: a predicate keeping an older one is refused.
        context.insert(Note(title: "d"))
        try context.save()
        #expect(throws: (any Error).self) {
            try context.deleteHistory(HistoryDescriptor<DefaultHistoryTransaction>(predicate: #Predicate { $0.token > keepFrom }))
        }
    }

    @Test func undoReversesTheLastChanges() throws {
        let context = ModelContext(try Fixture.memory(Note.self))
        let note = Note(title: "Draft")
        context.insert(note)
        try context.save()
        Fixture.undoable(in: context) { note.title = "Final" }
        context.undoManager?.undo()
        #expect(note.title == "Draft")
        context.undoManager?.redo()
        #expect(note.title == "Final")
    }
}
