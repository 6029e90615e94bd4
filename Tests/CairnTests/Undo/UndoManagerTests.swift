import Cairn
import Foundation
import Testing

/// Cairn's `UndoManager` against the behaviour Apple documents for Foundation's: the undo and
/// redo stacks, groups and their nesting, and grouping by event.
@Suite struct UndoManagerTests {
    @Test func undoRevertsTheLastGroupFirstAndRedoReplaysWhatUndoRegistered() {
        let manager = UndoManager.explicitlyGrouped()
        let document = UndoDocument(manager)
        manager.grouping { document.setTitle("Draft") }
        manager.grouping { document.setTitle("Final") }
        #expect(manager.canUndo && !manager.canRedo)

        manager.undo()
        #expect(document.title == "Draft")
        manager.undo()
        #expect(document.title == "")
        #expect(!manager.canUndo && manager.canRedo)
        #expect(manager.redoCount == 2)

        manager.redo()
        #expect(document.title == "Draft")
        manager.redo()
        #expect(document.title == "Final")
        #expect(manager.canUndo && !manager.canRedo, "redoing registered the undo again")
        manager.undo()
        #expect(document.title == "Draft")
    }

    @Test func nestedGroupsAreUndoneAsOneLastRegisteredFirst() {
        let manager = UndoManager.explicitlyGrouped()
        let journal = UndoJournal()
        manager.grouping {
            manager.registerUndo(withTarget: journal) { $0.entries.append("a") }
            manager.grouping {
                manager.registerUndo(withTarget: journal) { $0.entries.append("b") }
                #expect(manager.groupingLevel == 2)
            }
            manager.registerUndo(withTarget: journal) { $0.entries.append("c") }
        }
        #expect(manager.groupingLevel == 0 && manager.undoCount == 1)
        manager.undo()
        #expect(journal.entries == ["c", "b", "a"])
        #expect(!manager.canUndo)
    }

    @Test func undoNestedGroupUndoesOnlyTheLastClosedNestedGroup() {
        let manager = UndoManager.explicitlyGrouped()
        let journal = UndoJournal()
        manager.beginUndoGrouping()
        manager.registerUndo(withTarget: journal) { $0.entries.append("outer") }
        manager.grouping { manager.registerUndo(withTarget: journal) { $0.entries.append("inner") } }
        manager.undoNestedGroup()
        #expect(journal.entries == ["inner"])
        #expect(manager.groupingLevel == 1, "the outer group stays open")
        manager.endUndoGrouping()
        manager.undo()
        #expect(journal.entries == ["inner", "outer"])
    }

    @Test func aNewRegistrationClearsTheRedoStackButRedoingDoesNot() {
        let manager = UndoManager.explicitlyGrouped()
        let document = UndoDocument(manager)
        for title in ["one", "two", "three"] { manager.grouping { document.setTitle(title) } }
        manager.undo()
        manager.undo()
        manager.redo()
        #expect(document.title == "two")
        #expect(manager.canRedo && manager.redoCount == 1, "redo keeps the rest of the redo stack")

        manager.grouping { document.setTitle("other") }
        #expect(!manager.canRedo && manager.redoCount == 0)
        manager.redo()
        #expect(document.title == "other", "redo with an empty stack does nothing")
    }

    @Test func undoWithNothingToUndoDoesNothing() {
        let manager = UndoManager.explicitlyGrouped()
        manager.undo()
        manager.redo()
        #expect(!manager.canUndo && !manager.canRedo && manager.groupingLevel == 0)
    }

    @Test func levelsOfUndoDropsTheOldestGroups() {
        let manager = UndoManager.explicitlyGrouped()
        let document = UndoDocument(manager)
        #expect(manager.levelsOfUndo == 0)
        manager.levelsOfUndo = 2
        for title in ["one", "two", "three"] { manager.grouping { document.setTitle(title) } }
        #expect(manager.undoCount == 2)
        manager.undo()
        manager.undo()
        #expect(document.title == "one", "the group that set \"one\" was dropped")
        #expect(!manager.canUndo)

        manager.redo()
        manager.redo()
        manager.levelsOfUndo = 0
        manager.grouping { document.setTitle("four") }
        #expect(manager.undoCount == 3)
        manager.levelsOfUndo = 1
        #expect(manager.undoCount == 1, "lowering the limit drops old groups at once")
        manager.undo()
        #expect(document.title == "three")
        #expect(!manager.canUndo)
    }

    @Test func emptyGroupsAreNotRecorded() {
        let manager = UndoManager.explicitlyGrouped()
        manager.grouping {}
        #expect(!manager.canUndo && manager.undoCount == 0)
    }

    @Test func groupsByEventOpensOneGroupThatUndoCloses() {
        let manager = UndoManager()
        let document = UndoDocument(manager)
        #expect(manager.groupsByEvent)
        #expect(manager.groupingLevel == 0)
        document.setTitle("one")
        #expect(manager.groupingLevel == 1, "the first registration opened a group")
        document.setTitle("two")
        #expect(manager.groupingLevel == 1)
        #expect(manager.canUndo && manager.undoCount == 1)

        manager.undo()
        #expect(document.title == "", "both changes were in one group")
        #expect(manager.groupingLevel == 0 && !manager.canUndo)
        manager.redo()
        #expect(document.title == "two")
    }

    @Test func explicitGroupsNestInsideTheAutomaticGroup() {
        let manager = UndoManager()
        let journal = UndoJournal()
        manager.registerUndo(withTarget: journal) { $0.entries.append("automatic") }
        manager.grouping { manager.registerUndo(withTarget: journal) { $0.entries.append("explicit") } }
        #expect(manager.groupingLevel == 1)
        manager.undo()
        #expect(journal.entries == ["explicit", "automatic"])
    }

    @Test @MainActor func theAutomaticGroupClosesAtTheEndOfTheMainThreadPass() async {
        let manager = UndoManager()
        let document = UndoDocument(manager)
        document.setTitle("one")
        #expect(manager.groupingLevel == 1)
        await Self.endOfMainPass()
        #expect(manager.groupingLevel == 0, "the pass ended and closed the automatic group")
        document.setTitle("two")
        await Self.endOfMainPass()
        #expect(manager.undoCount == 2, "each pass is its own group")
        manager.undo()
        #expect(document.title == "one")
    }

    @Test func offTheMainQueueTheAutomaticGroupStaysOpenUntilUndo() {
        let manager = UndoManager()
        let queue = DispatchQueue(label: "UndoManagerTests.context")
        let journal = TestLock<[String]>([])
        for entry in ["one", "two"] {
            queue.sync {
                manager.registerUndo(withTarget: manager) { _ in journal.withLock { $0.append(entry) } }
            }
        }
        #expect(manager.groupingLevel == 1, "nothing closes the group on a private queue")
        #expect(manager.undoCount == 1)
        queue.sync { manager.undo() }
        #expect(journal.withLock { $0 } == ["two", "one"], "one undo reverted both")
        #expect(manager.groupingLevel == 0 && !manager.canUndo)
    }

    /// Waits until the main queue has run what was queued on it before.
    @MainActor private static func endOfMainPass() async {
        await withCheckedContinuation { continuation in
            DispatchQueue.main.async { continuation.resume() }
        }
    }
}
