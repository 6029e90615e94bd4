/// An item as a backend stores it, with the backend's handle to it (an id in a vault, an object
/// path on the Secret Service).
struct StoredItem: Sendable {
    /// Identifies the item inside its backend and group.
    let handle: String
    /// The item; its ``KeychainItem/data`` is `nil` unless the secret was loaded.
    var item: KeychainItem
}

/// Storage for items, partitioned by access group. Backends only store and find: the Keychain
/// semantics (duplicates, not-found, primary keys, dates, validation) live in ``KeychainStore``, so
/// every backend behaves the same.
protocol KeychainBackend: Sendable {
    /// Which backend this is.
    var kind: KeychainBackendKind { get }

    /// The items of `group` that match `query` (class and filter). Secrets are loaded only when
    /// `loadData` is true.
    func items(in group: String, matching query: KeychainQuery, loadData: Bool) throws -> [StoredItem]

    /// Runs `body` with write access to `group`, exclusive across threads and (for persistent
    /// backends) processes. Changes made through the transaction are durable when this returns;
    /// if `body` throws, nothing it did is kept where the backend can roll back, and nothing is lost.
    func withExclusiveAccess<R>(to group: String, _ body: (any KeychainTransaction) throws -> R) throws -> R
}

/// Write access to one access group of a backend, valid only inside
/// ``KeychainBackend/withExclusiveAccess(to:_:)``.
protocol KeychainTransaction: AnyObject {
    /// The items of the group matching `query`, as of now (including this transaction's changes).
    func items(matching query: KeychainQuery, loadData: Bool) throws -> [StoredItem]
    /// Stores a new item.
    func insert(_ item: KeychainItem) throws
    /// Replaces a stored item (attributes and secret) with `item`.
    func replace(_ stored: StoredItem, with item: KeychainItem) throws
    /// Deletes a stored item.
    func remove(_ stored: StoredItem) throws
}
