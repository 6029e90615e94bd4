import CairnData
import Foundation

/// Containers for the tests: in memory, or a store file in a fresh temporary directory.
enum Fixture {
    static func memory(_ types: any PersistentModel.Type...) throws -> ModelContainer {
        try ModelContainer(for: Schema(types), configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    }

    static func file(_ url: URL, _ types: any PersistentModel.Type...) throws -> ModelContainer {
        try ModelContainer(for: Schema(types), configurations: ModelConfiguration(url: url))
    }

    /// Gives `context` an undo manager and makes `change` one undoable group on it.
    static func undoable(in context: ModelContext, _ change: () -> Void) {
        context.undoManager = UndoManager()
        context.undoManager?.groupsByEvent = false
        context.undoManager?.beginUndoGrouping()
        change()
        context.undoManager?.endUndoGrouping()
    }

    static let day: TimeInterval = 86_400
    static let epoch = Date(timeIntervalSince1970: 1_700_000_000)
}
