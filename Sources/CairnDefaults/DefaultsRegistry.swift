import Foundation

/// Hands out one ``DefaultsStore`` per suite file in the process, and flushes every live store
/// when the process exits normally.
enum DefaultsRegistry {
    /// A weak reference: a store lives as long as some ``Defaults`` handle uses it.
    private struct WeakStore {
        weak var store: DefaultsStore?
    }

    // Safety: `stores` and `exitHookInstalled` are only touched while `lock` is held.
    private nonisolated(unsafe) static var stores: [URL: WeakStore] = [:]
    private nonisolated(unsafe) static var exitHookInstalled = false
    private static let lock = NSLock()

    /// The live store for `location`, or a new one.
    ///
    /// - Throws: ``DefaultsError`` if the file cannot be read or recovered.
    static func store(for location: DefaultsLocation, log: DefaultsLog) throws -> DefaultsStore {
        try lock.withLock {
            if let store = stores[location.fileURL]?.store { return store }
            let store = try DefaultsStore(location: location, log: log)
            stores[location.fileURL] = WeakStore(store: store)
            if !exitHookInstalled {
                exitHookInstalled = true
                atexit { DefaultsRegistry.flushAll() }
            }
            return store
        }
    }

    /// Writes the pending changes of every live store (run at exit).
    static func flushAll() {
        let live = lock.withLock { stores.values.compactMap(\.store) }
        for store in live where store.hasPendingChanges {
            do { try store.flush() } catch { store.log.error("cannot save preferences at exit: \(error)") }
        }
    }
}
