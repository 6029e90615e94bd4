import Foundation

extension Notification.Name {
    /// Posted by a coordinator when a store added with
    /// ``PersistentStoreOption/remoteChangeNotificationPost`` was saved to, by another process,
    /// another coordinator or this one (Core Data's `NSPersistentStoreRemoteChange`). The object is
    /// the coordinator; the user info holds ``NSStoreUUIDKey``, ``NSPersistentStoreURLKey`` and,
    /// when the store records history, ``NSPersistentHistoryTokenKey``. Posted on a thread of the
    /// watcher's.
    public static let persistentStoreRemoteChange = Notification.Name("NSPersistentStoreRemoteChangeNotification")
}

/// The key of the last ``PersistentHistoryToken`` in a remote-change notification.
public let NSPersistentHistoryTokenKey = "historyToken"
/// The key of the store's URL in a remote-change notification.
public let NSPersistentStoreURLKey = "storeURL"
/// The key of the store's identifier (its UUID) in a remote-change notification and in store metadata.
public let NSStoreUUIDKey = "NSStoreUUID"

/// A save to a watched store, as ``PersistentStoreCoordinator/remoteChanges()`` delivers it.
public struct PersistentStoreRemoteChange: Sendable, Hashable {
    /// The store's file.
    public let storeURL: URL
    /// The store's identifier.
    public let storeIdentifier: String
    /// The last history transaction after the save, when the store records history.
    public let historyToken: PersistentHistoryToken?
}

extension PersistentStoreCoordinator {
    /// Saves to the stores added with ``PersistentStoreOption/remoteChangeNotificationPost``, as
    /// an asynchronous sequence (the same events as ``Foundation/NSNotification/Name/persistentStoreRemoteChange``).
    ///
    /// ```swift
    /// for await change in coordinator.remoteChanges() {
    ///     let request = PersistentHistoryChangeRequest.fetchHistory(after: lastToken)   // what changed
    /// }
    /// ```
    public func remoteChanges() -> AsyncStream<PersistentStoreRemoteChange> {
        AsyncStream { continuation in
            let observer = NotificationCenter.default.addObserver(forName: .persistentStoreRemoteChange, object: self, queue: nil) { notification in
                let info = notification.userInfo ?? [:]
                guard let url = info[NSPersistentStoreURLKey] as? URL, let identifier = info[NSStoreUUIDKey] as? String else { return }
                continuation.yield(
                    PersistentStoreRemoteChange(
                        storeURL: url, storeIdentifier: identifier, historyToken: info[NSPersistentHistoryTokenKey] as? PersistentHistoryToken))
            }
            let token = ObserverToken(token: observer)
            continuation.onTermination = { _ in NotificationCenter.default.removeObserver(token.token) }
        }
    }

    /// Starts watching `store` (a SQLite file store; other stores cannot be changed from outside).
    func watchRemoteChanges(of store: any PersistentStore) throws {
        guard let store = store as? SQLiteStore, let url = store.url, !store.isInMemory else { return }
        store.isWatched.store(true, ordering: .releasing)
        let last = store.recordsHistory ? try store.lastHistoryToken()?.transactionNumber : nil
        let box = FeedBox()
        let watcher = try StoreChangeWatcher(url: url) { [weak self] in
            guard let self, let feed = box.feed, let store = feed.store else { return }
            self.storeChanged(store, feed)
        }
        let feed = RemoteChangeFeed(store: store, lastMerged: last, watcher: watcher)
        box.feed = feed
        remoteFeeds.withLock { $0.append(feed) }
    }

    /// Stops watching `store`, if it was watched.
    func stopWatchingRemoteChanges(of store: any PersistentStore) {
        let stopped = remoteFeeds.withLock { feeds -> [RemoteChangeFeed] in
            let matching = feeds.filter { $0.store === store as AnyObject }
            feeds.removeAll { $0.store === store as AnyObject || $0.store == nil }
            return matching
        }
        for feed in stopped { feed.watcher.cancel() }
    }

    /// After a commit to a watched store: hands the transactions of others to the merging contexts
    /// (``ManagedObjectContext/automaticallyMergesChangesFromParent``), then posts the notification.
    private func storeChanged(_ store: SQLiteStore, _ feed: RemoteChangeFeed) {
        var info: [AnyHashable: Any] = [NSStoreUUIDKey: store.identity.identifier]
        if let url = store.url { info[NSPersistentStoreURLKey] = url }
        if store.recordsHistory {
            do {
                if let token = try mergeTransactionsOfOthers(store, feed) { info[NSPersistentHistoryTokenKey] = token }
            } catch {
                CairnLog.warning("Reading the persistent history of the store at \(store.url?.path ?? "?") after a remote change failed: \(error)")
            }
        }
        NotificationCenter.default.post(name: .persistentStoreRemoteChange, object: self, userInfo: info)
    }

    /// Merges the transactions after the feed's last one that this coordinator did not write;
    /// returns the store's last token.
    private func mergeTransactionsOfOthers(_ store: SQLiteStore, _ feed: RemoteChangeFeed) throws -> PersistentHistoryToken? {
        let after = feed.lastMerged.withLock { $0 }.map { PersistentHistoryToken(storeIdentifier: store.identity.identifier, transactionNumber: $0) }
        // The transactions first, without their changes: after this coordinator's own saves
        // (most commits it sees) there is nothing to read further.
        let headers = PersistentHistoryChangeRequest.fetchHistory(after: after)
        headers.resultType = .transactionsOnly
        let listed = try store.fetchHistory(headers)
        guard let last = listed.last else { return try store.lastHistoryToken() }
        feed.lastMerged.withLock { $0 = last.token.transactionNumber }
        let own = store.ownTransactions.withLock { own -> Set<Int64> in
            defer { own = own.filter { $0 > last.token.transactionNumber } }
            return own
        }
        guard let first = listed.first(where: { !own.contains($0.token.transactionNumber) }) else { return last.token }
        let before = PersistentHistoryToken(storeIdentifier: first.token.storeIdentifier, transactionNumber: first.token.transactionNumber - 1)
        let transactions = try store.fetchHistory(.fetchHistory(after: before))
        var changes = RemoteChanges()
        for transaction in transactions where transaction.token <= last.token && !own.contains(transaction.token.transactionNumber) {
            for change in transaction.changeList {
                switch change.changeType {
                case .insert: changes.inserted.append(change.changedObjectID)
                case .update: changes.updated.append(change.changedObjectID)
                case .delete: changes.deleted.append(change.changedObjectID)
                }
            }
        }
        if !(changes.inserted.isEmpty && changes.updated.isEmpty && changes.deleted.isEmpty) {
            rowCache.remove(changes.updated + changes.deleted)
            let merged = changes
            for context in mergeListeners.all {
                context.perform { context.mergeRemoteChanges(merged) }
            }
        }
        return last.token
    }
}

/// Lets the watcher's closure reach the feed created after it.
private final class FeedBox: @unchecked Sendable {
    // Safety: set once, before the watcher can call back (it starts its thread in its init, but
    // calls back only after a commit, and `feed` is set right after); read from the watcher thread.
    var feed: RemoteChangeFeed? {
        get { lock.withLock { $0 } }
        set { lock.withLock { $0 = newValue } }
    }
    private let lock = Locked<RemoteChangeFeed?>(nil)
}
