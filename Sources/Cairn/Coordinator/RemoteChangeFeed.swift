import Foundation

/// One watched store of a coordinator: its watcher, and the last history transaction whose
/// changes were handed to the coordinator's merging contexts.
final class RemoteChangeFeed: Sendable {
    /// The store watched (weak: the coordinator owns it, and stops the feed when it removes it).
    private let storeBox: WeakStore
    let watcher: StoreChangeWatcher
    /// The last transaction merged, or `nil` before any.
    let lastMerged: Locked<Int64?>

    private final class WeakStore: @unchecked Sendable {
        // Safety: written once at creation; `weak` loads are atomic.
        weak var store: SQLiteStore?
        init(_ store: SQLiteStore) { self.store = store }
    }

    init(store: SQLiteStore, lastMerged: Int64?, watcher: StoreChangeWatcher) {
        storeBox = WeakStore(store)
        self.lastMerged = Locked(lastMerged)
        self.watcher = watcher
    }

    var store: SQLiteStore? { storeBox.store }
}
