/// Contexts held weakly (a coordinator's or a parent context's merge listeners, a context's
/// children), usable from any thread.
final class WeakContexts: Sendable {
    private struct Entry: @unchecked Sendable {
        // Safety: only the reference is stored; contexts are Sendable and used through their executor.
        weak var context: ManagedObjectContext?
    }

    private let entries = Locked<[Entry]>([])

    /// Adds `context` once (dropping entries whose context is gone).
    func add(_ context: ManagedObjectContext) {
        entries.withLock { list in
            list.removeAll { $0.context == nil || $0.context === context }
            list.append(Entry(context: context))
        }
    }

    /// Removes `context`.
    func remove(_ context: ManagedObjectContext) {
        entries.withLock { list in list.removeAll { $0.context == nil || $0.context === context } }
    }

    /// The contexts still alive.
    var all: [ManagedObjectContext] { entries.withLock { $0.compactMap(\.context) } }

    /// Whether no context in the list is alive.
    var isEmpty: Bool { entries.withLock { list in !list.contains { $0.context != nil } } }
}
