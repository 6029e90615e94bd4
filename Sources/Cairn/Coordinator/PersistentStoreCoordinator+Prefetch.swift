import Foundation

extension PersistentStoreCoordinator {
    /// The destinations of a to-many relationship of several objects, with their rows (cached for
    /// later faults), asking each store once.
    func relatedRows(of ids: [ManagedObjectID], relationship: RelationshipDescription) throws -> RelatedRows {
        var result = RelatedRows()
        for store in persistentStores {
            let mine = ids.filter(store.identity.owns)
            guard !mine.isEmpty else { continue }
            let part = try store.relatedRows(of: mine, relationship: relationship)
            result.members.merge(part.members) { first, _ in first }
            result.rows += part.rows
        }
        rowCache.store(result.rows)
        return result
    }

    /// The snapshots of several objects: cached ones without I/O, the others from their stores in
    /// as few queries as the stores need (left out when gone).
    func snapshots(for ids: [ManagedObjectID]) throws -> [RowSnapshot] {
        var found: [RowSnapshot] = []
        var missing: [ManagedObjectID] = []
        for id in ids {
            if let cached = rowCache.snapshot(for: id) { found.append(cached) } else { missing.append(id) }
        }
        if !missing.isEmpty { found += try freshSnapshots(for: missing) }
        return found
    }

    /// The stored rows of `entity` holding one of `keys` at the property `indices`, from every
    /// store holding the entity (or a sub-entity).
    func rows(of entity: EntityDescription, matching keys: [[PropertyValue]], at indices: [Int]) throws -> [RowSnapshot] {
        try stores(for: StoreFetch(entity: entity)).flatMap { try $0.rows(of: entity, matching: keys, at: indices) }
    }
}
