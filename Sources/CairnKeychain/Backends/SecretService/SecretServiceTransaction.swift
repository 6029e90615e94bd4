/// Write access to one access group on the Secret Service. Replacing an item creates the new one
/// before deleting the old one, so a failure in between leaves the old secret in place.
final class SecretServiceTransaction: KeychainTransaction {
    private let backend: SecretServiceBackend
    private let group: String
    /// `SecretItem`s found by this transaction, by handle, kept until ``close()``.
    private var pointers: [String: GPointer] = [:]

    init(backend: SecretServiceBackend, group: String) {
        self.backend = backend
        self.group = group
    }

    func items(matching query: KeychainQuery, loadData: Bool) throws -> [StoredItem] {
        try backend.locked {
            let found = try backend.search(group, query, loadData: loadData)
            for (stored, pointer) in found {
                if let previous = pointers.updateValue(pointer, forKey: stored.handle) { backend.lib.objectUnref(previous) }
            }
            return found.map(\.stored)
        }
    }

    func insert(_ item: KeychainItem) throws {
        try backend.locked { try backend.create(item) }
    }

    func replace(_ stored: StoredItem, with item: KeychainItem) throws {
        try backend.locked {
            try backend.create(item)
            try backend.delete(try pointer(for: stored), summary: stored.item.summary)
        }
    }

    func remove(_ stored: StoredItem) throws {
        try backend.locked { try backend.delete(try pointer(for: stored), summary: stored.item.summary) }
    }

    /// Releases the `SecretItem`s this transaction holds.
    func close() {
        backend.locked { pointers.values.forEach(backend.lib.objectUnref) }
        pointers = [:]
    }

    private func pointer(for stored: StoredItem) throws -> GPointer {
        guard let pointer = pointers[stored.handle] else {
            throw KeychainError(.itemNotFound, "The \(stored.item.summary) is not part of this transaction")
        }
        return pointer
    }
}
