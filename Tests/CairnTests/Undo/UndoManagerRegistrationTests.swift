import Cairn
import Foundation
import Testing

/// Registering with Cairn's `UndoManager`: enabling and disabling, removing by target, action
/// names and menu titles, discardable groups.
@Suite struct UndoManagerRegistrationTests {
    @Test func disabledRegistrationIsCountedAndIgnoresOperations() {
        let manager = UndoManager.explicitlyGrouped()
        let document = UndoDocument(manager)
        manager.disableUndoRegistration()
        manager.disableUndoRegistration()
        #expect(!manager.isUndoRegistrationEnabled)
        manager.grouping { document.setTitle("ignored") }
        #expect(!manager.canUndo)
        manager.enableUndoRegistration()
        #expect(!manager.isUndoRegistrationEnabled, "one enable does not balance two disables")
        manager.enableUndoRegistration()
        #expect(manager.isUndoRegistrationEnabled)
        manager.grouping { document.setTitle("recorded") }
        manager.undo()
        #expect(document.title == "ignored")
    }

    @Test func removeAllActionsWithTargetKeepsTheOtherTargets() {
        let manager = UndoManager.explicitlyGrouped()
        let kept = UndoJournal(), removed = UndoJournal()
        manager.grouping {
            manager.registerUndo(withTarget: kept) { $0.entries.append("kept") }
            manager.registerUndo(withTarget: removed) { $0.entries.append("removed") }
        }
        manager.grouping { manager.registerUndo(withTarget: removed) { $0.entries.append("removed") } }
        manager.disableUndoRegistration()
        manager.removeAllActions(withTarget: removed)
        #expect(manager.undoCount == 1, "the group left empty is gone")
        #expect(!manager.isUndoRegistrationEnabled, "removing by target does not re-enable")
        manager.enableUndoRegistration()
        manager.undo()
        #expect(kept.entries == ["kept"] && removed.entries.isEmpty)
    }

    @Test func removeAllActionsClearsBothStacksAndReenables() {
        let manager = UndoManager.explicitlyGrouped()
        let document = UndoDocument(manager)
        for title in ["one", "two"] { manager.grouping { document.setTitle(title) } }
        manager.undo()
        manager.disableUndoRegistration()
        manager.removeAllActions()
        #expect(!manager.canUndo && !manager.canRedo)
        #expect(manager.isUndoRegistrationEnabled)
    }

    @Test func anOperationWhoseTargetIsGoneIsSkipped() {
        let manager = UndoManager.explicitlyGrouped()
        let survivor = UndoJournal()
        manager.grouping {
            manager.registerUndo(withTarget: survivor) { $0.entries.append("survivor") }
            manager.registerUndo(withTarget: UndoJournal()) { $0.entries.append("gone") }
        }
        manager.undo()
        #expect(survivor.entries == ["survivor"])
    }

    // MARK: Names

    @Test func actionNamesGiveTheMenuTitles() {
        let manager = UndoManager.explicitlyGrouped()
        let document = UndoDocument(manager)
        #expect(manager.undoMenuItemTitle == "Undo" && manager.redoMenuItemTitle == "Redo")
        #expect(manager.undoActionName == "" && manager.redoActionName == "")

        manager.grouping {
            document.setTitle("Hello")
            manager.setActionName("Typing")
        }
        #expect(manager.undoActionName == "Typing")
        #expect(manager.undoMenuItemTitle == "Undo Typing")

        manager.undo()
        #expect(manager.undoMenuItemTitle == "Undo", "nothing left to undo")
        #expect(manager.redoActionName == "Typing", "the redo group keeps the undone group's name")
        #expect(manager.redoMenuItemTitle == "Redo Typing")
        manager.redo()
        #expect(manager.undoMenuItemTitle == "Undo Typing")

        #expect(manager.undoMenuTitle(forUndoActionName: "Paste") == "Undo Paste")
        #expect(manager.redoMenuTitle(forUndoActionName: "") == "Redo")
    }

    @Test func anAutomaticGroupCanBeNamedBeforeItCloses() {
        let manager = UndoManager()
        let document = UndoDocument(manager)
        document.setTitle("Hello")
        manager.setActionName("Typing")
        #expect(manager.undoMenuItemTitle == "Undo Typing")
        manager.setActionName("")
        #expect(manager.undoMenuItemTitle == "Undo", "an empty name removes it")
    }

    @Test func discardableGroupsAreReportedWhenTheyClose() {
        let manager = UndoManager.explicitlyGrouped()
        let document = UndoDocument(manager)
        let discardable = TestLock<[Bool]>([])
        let observer = NotificationCenter.default.addObserver(
            forName: .NSUndoManagerWillCloseUndoGroup, object: manager, queue: nil
        ) { note in
            let flag = note.userInfo?[NSUndoManagerGroupIsDiscardableKey] as? Bool ?? false
            discardable.withLock { $0.append(flag) }
        }
        defer { NotificationCenter.default.removeObserver(observer) }

        manager.grouping {
            document.setTitle("scrolled")
            manager.setActionIsDiscardable(true)
        }
        #expect(manager.undoActionIsDiscardable)
        manager.grouping { document.setTitle("edited") }
        #expect(!manager.undoActionIsDiscardable)
        #expect(discardable.withLock { $0 } == [true, false])
    }
}
