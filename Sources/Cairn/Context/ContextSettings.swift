import Foundation

/// A context's settings that any thread may read or write (kept in a mutex by the context).
struct ContextSettings {
    var coordinator: PersistentStoreCoordinator?
    /// The parent context, for a child context (then ``coordinator`` is `nil`).
    var parent: ManagedObjectContext?
    /// What a child reads through: its parent (made once, when the parent is set).
    var parentStore: ContextParentStore?
    var name: String?
    var transactionAuthor: String?
    var mergePolicy: MergePolicy = .error
    var undoManager: UndoManager?
    var stalenessInterval: TimeInterval = -1
}
