import Foundation

/// The encrypted file vault: one AES-GCM-sealed file per access group (see ``VaultOptions``).
///
/// Readers read the current file (replaced atomically, so always whole); writers hold the group's
/// lock file, re-read the vault, apply their change and replace the file durably. A file that does
/// not open (wrong key, corruption) is never overwritten.
final class VaultBackend: KeychainBackend, @unchecked Sendable {
    // @unchecked Sendable: `options` is immutable; `keyCache` is guarded by `lock`.
    let options: VaultOptions
    private let lock = NSLock()
    private var keyCache: [VaultHeader.CacheKey: VaultKeys] = [:]

    /// A vault backend for `options`; nothing is read or created until first use.
    init(options: VaultOptions) {
        self.options = options
    }

    var kind: KeychainBackendKind { .file }

    func items(in group: String, matching query: KeychainQuery, loadData: Bool) throws -> [StoredItem] {
        let (_, items) = try load(group)
        return ItemListTransaction.select(from: items, matching: query, loadData: loadData)
    }

    func withExclusiveAccess<R>(to group: String, _ body: (any KeychainTransaction) throws -> R) throws -> R {
        try createDirectory()
        return try VaultFiles.withExclusiveLock(at: options.lockURL(for: group).path) {
            let (existingHeader, items) = try load(group)
            let transaction = ItemListTransaction(items: items)
            let result = try body(transaction)
            if transaction.changed {
                let header = existingHeader ?? VaultHeader(for: options.key, scrypt: options.scrypt)
                let bytes = try VaultFormat.seal(transaction.items, header: header, keys: keys(for: header))
                try VaultFiles.write(bytes, to: options.fileURL(for: group).path)
            }
            return result
        }
    }

    /// The header and items of `group`'s vault; no header and no items when the file does not exist.
    func load(_ group: String) throws -> (VaultHeader?, [StoredItem]) {
        guard let file = try VaultFiles.read(options.fileURL(for: group).path) else { return (nil, []) }
        let (header, items) = try VaultFormat.open(file, keysFor: keys(for:))
        return (header, items)
    }

    /// The keys for `header`, derived once per salt and cached (scrypt is deliberately slow).
    private func keys(for header: VaultHeader) throws -> VaultKeys {
        if let cached = lock.withLock({ keyCache[header.cacheKey] }) { return cached }
        let keys = try VaultKeys(key: options.key, header: header)
        lock.withLock { keyCache[header.cacheKey] = keys }
        return keys
    }

    private func createDirectory() throws {
        do {
            try FileManager.default.createDirectory(
                at: options.directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw KeychainError(.io, "Cannot create the vault directory \(options.directory.path): \(error.localizedDescription)")
        }
    }
}

extension VaultHeader {
    /// What identifies a derivation: same salt and parameters give the same keys.
    struct CacheKey: Hashable {
        let salt: [UInt8]
        let kind: UInt8
        let scrypt: ScryptParameters
    }

    var cacheKey: CacheKey { CacheKey(salt: salt, kind: keyKind.rawValue, scrypt: scrypt) }
}
