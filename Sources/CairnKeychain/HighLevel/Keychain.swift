import Foundation
import Logging

/// The common case: string or data secrets of one service, by key (the account).
///
/// ```swift
/// let keychain = Keychain(service: "com.myapp.auth")
/// keychain["accessToken"] = token              // errors are logged (label "cairn.keychain"), not thrown
/// try keychain.set(refreshToken, for: "refreshToken")
/// let token = try keychain.get("accessToken")   // nil when absent
/// try keychain.remove("accessToken")
/// ```
///
/// Each key is a generic password with `kSecAttrService` = ``service`` and `kSecAttrAccount` = key.
public struct Keychain: Sendable {
    /// The service of every item this value touches.
    public let service: String
    /// The access group items are read from and written to; `nil` means the store's default
    /// group for writes and all its groups for reads.
    public let accessGroup: String?
    /// The accessibility given to items written by ``set(_:for:)-(Data,_)``.
    public let accessibility: KeychainAccessibility
    private let store: KeychainStore?

    /// Creates a keychain view.
    /// - Parameters:
    ///   - service: the `kSecAttrService` of the items.
    ///   - accessGroup: the group to use, or `nil`.
    ///   - accessibility: the accessibility of written items.
    ///   - store: the store to use; `nil` uses ``KeychainStore/current()`` at each call.
    public init(service: String, accessGroup: String? = nil, accessibility: KeychainAccessibility = .whenUnlocked, store: KeychainStore? = nil) {
        self.service = service
        self.accessGroup = accessGroup
        self.accessibility = accessibility
        self.store = store
    }

    /// Stores `data` under `key`, replacing any previous value (no duplicate-item error).
    /// - Throws: ``KeychainError`` when the backend fails; the previous value is then unchanged.
    public func set(_ data: Data, for key: String) throws {
        let store = try resolvedStore()
        let changes = KeychainItemChanges(attributes: [.accessible: .string(accessibility.rawValue)], data: data)
        do {
            try store.update(matching: query(for: key), changes: changes)
        } catch let error as KeychainError where error.code == .itemNotFound {
            var item = KeychainItem(.genericPassword, data: data)
            item.attributes = query(for: key).filter
            item.accessibility = accessibility
            do {
                try store.add(item)
            } catch let error as KeychainError where error.code == .duplicateItem {
                // Another thread or process added it between our update and add: update it.
                try store.update(matching: query(for: key), changes: changes)
            }
        }
    }

    /// Stores `string` (UTF-8) under `key`, replacing any previous value.
    public func set(_ string: String, for key: String) throws {
        try set(Data(string.utf8), for: key)
    }

    /// The data stored under `key`, or `nil`.
    public func data(for key: String) throws -> Data? {
        var query = query(for: key)
        query.returnData = true
        do {
            return try resolvedStore().item(matching: query).data
        } catch let error as KeychainError where error.code == .itemNotFound {
            return nil
        }
    }

    /// The UTF-8 string stored under `key`, or `nil`.
    /// - Throws: `.decode` when the stored bytes are not UTF-8.
    public func get(_ key: String) throws -> String? {
        guard let data = try data(for: key) else { return nil }
        guard let string = String(data: data, encoding: .utf8) else {
            throw KeychainError(.decode, "The value of \"\(key)\" in service \"\(service)\" is not UTF-8 text")
        }
        return string
    }

    /// Removes the value under `key`; removing a missing key is not an error.
    public func remove(_ key: String) throws {
        do {
            try resolvedStore().delete(matching: query(for: key))
        } catch let error as KeychainError where error.code == .itemNotFound {}
    }

    /// Every key (account) stored for ``service``, sorted.
    public func allKeys() throws -> [String] {
        var query = KeychainQuery(.genericPassword, filter: [.service: .string(service)], limit: .all)
        query.filter[.accessGroup] = accessGroup.map(AttributeValue.string)
        do {
            return try resolvedStore().items(matching: query).compactMap(\.account).sorted()
        } catch let error as KeychainError where error.code == .itemNotFound {
            return []
        }
    }

    /// The string under `key`. Setting `nil` removes it. Errors are logged (swift-log, label
    /// `cairn.keychain`; never the secret) and otherwise ignored: use ``set(_:for:)-(String,_)`` where failure matters.
    public subscript(key: String) -> String? {
        get {
            reportingErrors("reading \"\(key)\"") { try get(key) } ?? nil
        }
        nonmutating set {
            reportingErrors(newValue == nil ? "removing \"\(key)\"" : "storing \"\(key)\"") {
                if let newValue { try set(newValue, for: key) } else { try remove(key) }
            }
        }
    }

    private func query(for key: String) -> KeychainQuery {
        .genericPassword(service: service, account: key, accessGroup: accessGroup)
    }

    private func resolvedStore() throws -> KeychainStore {
        try store ?? KeychainStore.current()
    }

    private func reportingErrors<R>(_ what: String, _ body: () throws -> R) -> R? {
        do {
            return try body()
        } catch {
            Logger.cairnKeychain.error("\(what) in service \"\(service)\" failed: \(error)")
            return nil
        }
    }
}
