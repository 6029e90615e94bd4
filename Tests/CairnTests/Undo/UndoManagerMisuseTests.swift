import Cairn
import Foundation
import Testing

/// Misuse for which Apple raises `NSInternalInconsistencyException` stops the process with a
/// message that says what to change.
@Suite struct UndoManagerMisuseTests {
    @Test func endUndoGroupingWithNoOpenGroupTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            UndoManager().endUndoGrouping()
        }
        Self.expectMessage(result, contains: "endUndoGrouping() was called with no open undo group")
    }

    @Test func undoWithANestedGroupOpenTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let manager = UndoManager()
            manager.beginUndoGrouping()
            manager.beginUndoGrouping()
            manager.undo()
        }
        Self.expectMessage(result, contains: "undo() was called with 2 undo groups open")
    }

    @Test func unbalancedEnableUndoRegistrationTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            UndoManager().enableUndoRegistration()
        }
        Self.expectMessage(result, contains: "enableUndoRegistration() was called while registration is enabled")
    }

    @Test func registeringWithNoGroupWhenNotGroupingByEventTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let manager = UndoManager()
            manager.groupsByEvent = false
            manager.registerUndo(withTarget: manager) { _ in }
        }
        Self.expectMessage(result, contains: "groupsByEvent is false")
    }

    @Test func aHandlerThatLeavesAGroupOpenTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let manager = UndoManager()
            manager.registerUndo(withTarget: manager) { $0.beginUndoGrouping() }
            manager.undo()
        }
        Self.expectMessage(result, contains: "handler left 1 undo group(s) open")
    }

    /// Checks the trap's message where the build keeps it (optimized builds drop messages).
    private static func expectMessage(_ result: ExitTest.Result?, contains text: String) {
        #if DEBUG
            let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(output.contains(text), "the trap says what was wrong: \(output.suffix(400))")
        #endif
    }
}
