import Cairn
import Foundation

/// The undo notifications of one manager, in order, each with how many handlers had run when
/// it was posted.
final class UndoNotificationLog: Sendable {
    private struct Entry {
        let name: Notification.Name
        let handlerRuns: Int
        let fromManager: Bool
    }

    private static let names: [Notification.Name] = [
        .NSUndoManagerCheckpoint, .NSUndoManagerWillUndoChange, .NSUndoManagerDidUndoChange,
        .NSUndoManagerWillRedoChange, .NSUndoManagerDidRedoChange, .NSUndoManagerDidOpenUndoGroup,
        .NSUndoManagerWillCloseUndoGroup, .NSUndoManagerDidCloseUndoGroup,
    ]
    private let entries = TestLock<[Entry]>([])
    private let observers = TestLock<[NSObjectProtocol]>([])

    /// Starts recording; call `stop()` when done.
    init(_ manager: UndoManager, handlerRuns: @escaping @Sendable () -> Int = { 0 }) {
        let tokens = Self.names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: manager, queue: nil) { [entries] note in
                let entry = Entry(name: note.name, handlerRuns: handlerRuns(), fromManager: note.object as AnyObject === manager)
                entries.withLock { $0.append(entry) }
            }
        }
        observers.withLock { $0 = tokens }
    }

    func names() -> [Notification.Name] { entries.withLock { $0.map(\.name) } }

    /// How many handlers had run each time `name` was posted.
    func handlerRunsAtEach(_ name: Notification.Name) -> [Int] {
        entries.withLock { $0.filter { $0.name == name }.map(\.handlerRuns) }
    }

    /// Whether every notification had the manager as its object.
    func allFromManager() -> Bool { entries.withLock { $0.allSatisfy(\.fromManager) } }

    func clear() { entries.withLock { $0.removeAll() } }

    func stop() { observers.withLock { $0.forEach(NotificationCenter.default.removeObserver) } }
}
