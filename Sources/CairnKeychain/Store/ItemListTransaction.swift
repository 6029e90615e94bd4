import Foundation

/// A transaction over a plain list of items, shared by the backends that hold a whole group in
/// memory at once (the in-memory backend and the file vault). The owner commits ``items`` when
/// ``changed`` is true.
final class ItemListTransaction: KeychainTransaction {
    /// The group's items, with their secrets.
    private(set) var items: [StoredItem]
    /// Whether anything was inserted, replaced or removed.
    private(set) var changed = false

    /// Starts a transaction over `items`.
    init(items: [StoredItem]) {
        self.items = items
    }

    func items(matching query: KeychainQuery, loadData: Bool) throws -> [StoredItem] {
        ItemListTransaction.select(from: items, matching: query, loadData: loadData)
    }

    func insert(_ item: KeychainItem) throws {
        items.append(StoredItem(handle: UUID().uuidString, item: item))
        changed = true
    }

    func replace(_ stored: StoredItem, with item: KeychainItem) throws {
        guard let index = items.firstIndex(where: { $0.handle == stored.handle }) else {
            throw KeychainError(.itemNotFound, "The \(stored.item.summary) disappeared during the update")
        }
        items[index].item = item
        changed = true
    }

    func remove(_ stored: StoredItem) throws {
        items.removeAll { $0.handle == stored.handle }
        changed = true
    }

    /// The items of `list` matching `query`, without their secrets unless `loadData`.
    static func select(from list: [StoredItem], matching query: KeychainQuery, loadData: Bool) -> [StoredItem] {
        list.compactMap { stored in
            guard query.matches(stored.item) else { return nil }
            var copy = stored
            if !loadData { copy.item.data = nil }
            return copy
        }
    }
}
