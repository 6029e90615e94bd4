import Cairn

extension UndoManager {
    /// A manager that groups only explicitly, so a test says where each group begins and ends.
    static func explicitlyGrouped() -> UndoManager {
        let manager = UndoManager()
        manager.groupsByEvent = false
        return manager
    }

    /// Runs `body` inside one undo group.
    func grouping(_ body: () -> Void) {
        beginUndoGrouping()
        body()
        endUndoGrouping()
    }
}
