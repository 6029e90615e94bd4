import Foundation

/// A keychain with Apple's item semantics over whichever backend the machine has: adding an item
/// whose primary key exists fails with `errSecDuplicateItem`; updating, deleting or reading where
/// nothing matches fails with `errSecItemNotFound`; queries honour match limits and access groups.
///
/// ```swift
/// let store = try KeychainStore()
/// var item = KeychainItem(.genericPassword)
/// item.service = "com.myapp.auth"; item.account = "accessToken"; item.data = Data(token.utf8)
/// try store.add(item)
/// let found = try store.item(matching: .genericPassword(service: "com.myapp.auth", account: "accessToken"))
/// ```
///
/// Thread-safe. Writes to one access group are serialised across threads and processes.
public final class KeychainStore: Sendable {
    let backend: any KeychainBackend
    /// The access groups this store may use; the first one receives items added without a group.
    public let accessGroups: [String]

    /// Opens a keychain as `configuration` describes.
    /// - Throws: `.notAvailable` when no backend can be used; `.param` for an empty group list.
    public convenience init(configuration: KeychainConfiguration = KeychainConfiguration()) throws {
        try self.init(backend: configuration.makeBackend(), accessGroups: configuration.accessGroups)
    }

    init(backend: any KeychainBackend, accessGroups: [String]) throws {
        guard !accessGroups.isEmpty, accessGroups.allSatisfy({ !$0.isEmpty }) else {
            throw KeychainError(.param, "A keychain needs at least one access group, and group names cannot be empty")
        }
        self.backend = backend
        self.accessGroups = accessGroups
    }

    /// The backend in use.
    public var backendKind: KeychainBackendKind { backend.kind }

    /// Adds `item` (`SecItemAdd`). Missing primary-key attributes are stored as empty strings (port 0),
    /// the accessibility defaults to `whenUnlocked`, the group to the first of ``accessGroups``, and
    /// the creation and modification dates are set.
    /// - Returns: the item as stored, without its secret.
    /// - Throws: `.duplicateItem` when an item with the same primary key exists; `.param` for an
    ///   attribute the class does not have; `.missingEntitlement` for a foreign group.
    @discardableResult
    public func add(_ item: KeychainItem) throws -> KeychainItem {
        let stored = try prepareForAdd(item, at: Date())
        try backend.withExclusiveAccess(to: stored.accessGroup!) { transaction in
            guard try transaction.items(matching: primaryKeyQuery(of: stored), loadData: false).isEmpty else {
                throw KeychainError(.duplicateItem, "The \(stored.summary) already exists in the keychain")
            }
            try transaction.insert(stored)
        }
        var result = stored
        result.data = nil
        return result
    }

    /// Changes every item matching `query` (`SecItemUpdate`; the match limit is ignored). Within one
    /// access group the update is all-or-nothing when validation fails.
    /// - Returns: how many items were updated.
    /// - Throws: `.itemNotFound` when nothing matches; `.duplicateItem` when the change would give two
    ///   items the same primary key; `.param` for an invalid change.
    @discardableResult
    public func update(matching query: KeychainQuery, changes: KeychainItemChanges) throws -> Int {
        try validate(changes, for: query.itemClass)
        var updated = 0
        let now = Date()
        for group in try groups(of: query) {
            updated += try backend.withExclusiveAccess(to: group) { transaction in
                let matches = try transaction.items(matching: query, loadData: true)
                let replacements = matches.map { changes.applied(to: $0.item, at: now) }
                try checkUniqueness(of: replacements, replacing: matches, in: transaction, class: query.itemClass)
                for (stored, replacement) in zip(matches, replacements) {
                    try transaction.replace(stored, with: replacement)
                }
                return matches.count
            }
        }
        guard updated > 0 else { throw notFound(query) }
        return updated
    }

    /// Deletes every item matching `query` (`SecItemDelete`; the match limit is ignored).
    /// - Returns: how many items were deleted.
    /// - Throws: `.itemNotFound` when nothing matches.
    @discardableResult
    public func delete(matching query: KeychainQuery) throws -> Int {
        var deleted = 0
        for group in try groups(of: query) {
            deleted += try backend.withExclusiveAccess(to: group) { transaction in
                let matches = try transaction.items(matching: query, loadData: false)
                try matches.forEach(transaction.remove)
                return matches.count
            }
        }
        guard deleted > 0 else { throw notFound(query) }
        return deleted
    }

    /// The items matching `query`, at most `query.limit` of them, oldest first; with their secrets
    /// when `query.returnData` (`SecItemCopyMatching`).
    /// - Throws: `.itemNotFound` when nothing matches; `.param` for a limit below 1.
    /// - Complexity: one backend search per access group searched.
    public func items(matching query: KeychainQuery) throws -> [KeychainItem] {
        guard query.limit.maximum >= 1 else { throw KeychainError(.param, "A match limit must be at least 1") }
        var found: [StoredItem] = []
        for group in try groups(of: query) {
            found += try backend.items(in: group, matching: query, loadData: query.returnData)
        }
        guard !found.isEmpty else { throw notFound(query) }
        found.sort { ($0.item.creationDate ?? .distantPast, $0.handle) < ($1.item.creationDate ?? .distantPast, $1.handle) }
        return found.prefix(query.limit.maximum).map(\.item)
    }

    /// The first item matching `query` (whatever its limit), with its secret when `query.returnData`.
    /// - Throws: `.itemNotFound` when nothing matches.
    public func item(matching query: KeychainQuery) throws -> KeychainItem {
        var one = query
        one.limit = .one
        return try items(matching: one)[0]
    }

    /// The primary-key query of a normalised item.
    func primaryKeyQuery(of item: KeychainItem) -> KeychainQuery {
        KeychainQuery(item.itemClass, filter: item.attributes.filter { item.itemClass.primaryKey.contains($0.key) })
    }

    /// The groups `query` searches: its access group if it names one (which must be ours), else all.
    func groups(of query: KeychainQuery) throws -> [String] {
        guard let value = query.filter[.accessGroup] else { return accessGroups }
        guard let group = value.stringValue else { throw KeychainError(.param, "kSecAttrAccessGroup must be a string") }
        try checkAccess(to: group)
        return [group]
    }

    func checkAccess(to group: String) throws {
        guard accessGroups.contains(group) else {
            throw KeychainError(.missingEntitlement, "The access group \"\(group)\" is not one of this keychain's groups \(accessGroups)")
        }
    }

    private func notFound(_ query: KeychainQuery) -> KeychainError {
        KeychainError(.itemNotFound, "No \(query.itemClass.rawValue) item matches the query in the keychain")
    }
}
