import Cairn
import CairnTestSupport
import Foundation
import Testing

/// Saves bind strings from a buffer of their own instead of having SQLite copy them: every string
/// must still reach the file intact, whatever its length and wherever it falls in a save.
@Suite struct TextBindingTests {
    /// Strings around and far past the 4 KiB the buffer starts with, mixed with short ones so that
    /// rows after a long one reuse the grown buffer.
    static let texts: [String] = [
        "", "a", "short", "ünïcødé ✓ 🧗‍♀️", "a\u{0}b", String(repeating: "x", count: 4_095),
        String(repeating: "y", count: 4_096), String(repeating: "é", count: 3_000), "after the long ones",
        String(repeating: "🧗", count: 5_000), "", "z",
    ]

    @Test func insertedAndUpdatedStringsReadBackIntact() throws {
        let stack = try TestStack(TestStoreKind.sqliteFile, model: SeedModels.notebooks())
        let writer = stack.context
        let ids: [ManagedObjectID] = try writer.performAndWait {
            let notes = Self.texts.map { text -> Note in
                let note = Note(context: writer)
                note.text = text
                return note
            }
            try writer.save()
            return notes.map(\.objectID)
        }
        #expect(try texts(of: ids, in: stack) == Self.texts)

        // Updates bind only the changed column; change them in reverse so each row gets another
        // length than it had, over two saves that reuse the cached statements.
        let reversed = Array(Self.texts.reversed())
        try writer.performAndWait {
            for (index, id) in ids.enumerated() {
                (writer.object(with: id) as! Note).text = reversed[index]
                if index == ids.count / 2 { try writer.save() }
            }
            try writer.save()
        }
        #expect(try texts(of: ids, in: stack) == reversed)
    }

    @Test func aFailedSaveLeavesNoStaleTextBehind() throws {
        let stack = try TestStack(TestStoreKind.sqliteFile, model: SeedModels.notebooks())
        let (container, writer) = (stack.container, stack.context)
        let other = container.newBackgroundContext()
        let id: ManagedObjectID = try writer.performAndWait {
            let note = Note(context: writer)
            note.text = String(repeating: "first ", count: 1_000)
            try writer.save()
            // Another context saves the same object first: the writer's save then fails with a
            // merge conflict after binding its text.
            try other.performAndWait {
                (try other.existingObject(with: note.objectID) as! Note).text = "theirs"
                try other.save()
            }
            note.text = "mine"
            #expect(throws: CairnError.self) { try writer.save() }
            return note.objectID
        }
        #expect(try texts(of: [id], in: stack) == ["theirs"])
        // The next insert through the same statements writes its own text, not a leftover.
        let next: ManagedObjectID = try writer.performAndWait {
            let note = Note(context: writer)
            note.text = "next"
            writer.rollback()
            let kept = Note(context: writer)
            kept.text = "kept"
            try writer.save()
            return kept.objectID
        }
        #expect(try texts(of: [next], in: stack) == ["kept"])
    }

    /// The stored texts of `ids`, read by another container: from the file, not from the first
    /// coordinator's cache of the rows it saved.
    private func texts(of ids: [ManagedObjectID], in stack: TestStack) throws -> [String?] {
        let container = try TestStoreKind.sqliteFile.makeContainer(model: SeedModels.notebooks(), directory: stack.directory)
        let reader = container.newBackgroundContext()
        return try reader.performAndWait {
            try ids.map { id in
                let found = try #require(container.persistentStoreCoordinator.managedObjectID(forURIRepresentation: id.uriRepresentation))
                return try #require(try reader.existingObject(with: found) as? Note).text
            }
        }
    }
}
