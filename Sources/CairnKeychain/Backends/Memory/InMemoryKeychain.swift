import Foundation

/// Keychain storage that lives in memory only, for tests and previews. Two ``KeychainStore``s
/// built on the same instance see the same items (like two processes sharing a keychain).
///
/// ```swift
/// let memory = InMemoryKeychain()
/// let store = try KeychainStore(configuration: .init(backend: .memory(memory)))
/// ```
public final class InMemoryKeychain: @unchecked Sendable {
    // @unchecked Sendable: `groups` is only touched with `lock` held.
    private let lock = NSLock()
    private var groups: [String: [StoredItem]] = [:]

    /// Creates an empty in-memory keychain.
    public init() {}

    /// The one instance `CAIRN_KEYCHAIN_BACKEND=memory` uses in a process.
    public static let shared = InMemoryKeychain()
}

extension InMemoryKeychain: KeychainBackend {
    var kind: KeychainBackendKind { .memory }

    func items(in group: String, matching query: KeychainQuery, loadData: Bool) throws -> [StoredItem] {
        lock.withLock { ItemListTransaction.select(from: groups[group] ?? [], matching: query, loadData: loadData) }
    }

    func withExclusiveAccess<R>(to group: String, _ body: (any KeychainTransaction) throws -> R) throws -> R {
        try lock.withLock {
            let transaction = ItemListTransaction(items: groups[group] ?? [])
            let result = try body(transaction)
            if transaction.changed { groups[group] = transaction.items }
            return result
        }
    }
}
