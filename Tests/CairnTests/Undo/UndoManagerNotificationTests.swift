import Cairn
import Foundation
import Testing

/// The notifications of Cairn's `UndoManager`: Apple's names, posted in Apple's order with the
/// manager as the object.
@Suite struct UndoManagerNotificationTests {
    @Test func groupingPostsCheckpointsOpenAndCloseWithTheManagerAsObject() {
        let manager = UndoManager.explicitlyGrouped()
        let document = UndoDocument(manager)
        let log = UndoNotificationLog(manager)
        defer { log.stop() }

        manager.beginUndoGrouping()
        #expect(log.names() == [.NSUndoManagerCheckpoint, .NSUndoManagerDidOpenUndoGroup])
        document.setTitle("Hello")
        manager.endUndoGrouping()
        #expect(
            log.names() == [
                .NSUndoManagerCheckpoint, .NSUndoManagerDidOpenUndoGroup,
                .NSUndoManagerCheckpoint, .NSUndoManagerWillCloseUndoGroup, .NSUndoManagerDidCloseUndoGroup,
            ])
        #expect(log.allFromManager())
    }

    @Test func undoAndRedoPostCheckpointThenWillBeforeAndDidAfterTheHandlers() {
        let manager = UndoManager.explicitlyGrouped()
        let target = UndoJournal()
        let runs = TestLock(0)
        manager.grouping {
            manager.registerUndo(withTarget: target) { target in
                runs.withLock { $0 += 1 }
                manager.registerUndo(withTarget: target) { _ in runs.withLock { $0 += 1 } }
            }
        }
        let log = UndoNotificationLog(manager, handlerRuns: { runs.withLock { $0 } })
        defer { log.stop() }

        manager.undo()
        let undoing = log.names()
        #expect(undoing.first == .NSUndoManagerCheckpoint)
        #expect(undoing.last == .NSUndoManagerDidUndoChange)
        #expect(log.handlerRunsAtEach(.NSUndoManagerWillUndoChange) == [0], "posted once, before the handler")
        #expect(log.handlerRunsAtEach(.NSUndoManagerDidUndoChange) == [1], "posted once, after the handler")

        log.clear()
        manager.redo()
        let redoing = log.names()
        #expect(redoing.first == .NSUndoManagerCheckpoint)
        #expect(redoing.last == .NSUndoManagerDidRedoChange)
        #expect(log.handlerRunsAtEach(.NSUndoManagerWillRedoChange) == [1])
        #expect(log.handlerRunsAtEach(.NSUndoManagerDidRedoChange) == [2])
        #expect(!redoing.contains(.NSUndoManagerWillUndoChange))
        #expect(log.allFromManager())
    }

    @Test func theAutomaticGroupPostsOnlyDidOpenAndCanRedoPostsACheckpoint() {
        let manager = UndoManager()
        let document = UndoDocument(manager)
        let log = UndoNotificationLog(manager)
        defer { log.stop() }
        document.setTitle("Hello")
        #expect(log.names() == [.NSUndoManagerDidOpenUndoGroup])
        _ = manager.canRedo
        #expect(log.names() == [.NSUndoManagerDidOpenUndoGroup, .NSUndoManagerCheckpoint])
    }

    @Test func notificationNamesAreApples() {
        #expect(Notification.Name.NSUndoManagerCheckpoint.rawValue == "NSUndoManagerCheckpointNotification")
        #expect(Notification.Name.NSUndoManagerWillUndoChange.rawValue == "NSUndoManagerWillUndoChangeNotification")
        #expect(Notification.Name.NSUndoManagerDidUndoChange.rawValue == "NSUndoManagerDidUndoChangeNotification")
        #expect(Notification.Name.NSUndoManagerWillRedoChange.rawValue == "NSUndoManagerWillRedoChangeNotification")
        #expect(Notification.Name.NSUndoManagerDidRedoChange.rawValue == "NSUndoManagerDidRedoChangeNotification")
        #expect(Notification.Name.NSUndoManagerDidOpenUndoGroup.rawValue == "NSUndoManagerDidOpenUndoGroupNotification")
        #expect(Notification.Name.NSUndoManagerWillCloseUndoGroup.rawValue == "NSUndoManagerWillCloseUndoGroupNotification")
        #expect(Notification.Name.NSUndoManagerDidCloseUndoGroup.rawValue == "NSUndoManagerDidCloseUndoGroupNotification")
        #expect(NSUndoManagerGroupIsDiscardableKey == "NSUndoManagerGroupIsDiscardableKey")
    }
}
