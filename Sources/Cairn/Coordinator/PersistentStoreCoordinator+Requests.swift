import Foundation

extension PersistentStoreCoordinator {
    private func requireStores(for entity: EntityDescription) throws -> [any PersistentStore] {
        let stores = persistentStores
        guard !stores.isEmpty else {
            throw CairnError(.invalidRequest, "The coordinator has no persistent store; add one before fetching \(entity.name) objects.", entity: entity.name)
        }
        return stores
    }

    /// The rows matching `request` across the coordinator's stores.
    func fetchRows(_ request: StoreFetch) throws -> [RowSnapshot] {
        let stores = try requireStores(for: request.entity)
        if stores.count == 1 { return try stores[0].fetch(request) }
        var unbounded = request
        unbounded.limit = 0
        unbounded.offset = 0
        var rows = try stores.flatMap { try $0.fetch(unbounded) }
        if !request.sortKeys.isEmpty {
            let comparator = SnapshotComparator(sortKeys: request.sortKeys, coordinator: self)
            rows.sort { comparator.ordered($0, $1) }
        }
        return Array(rows.dropFirst(request.offset).prefix(request.limit > 0 ? request.limit : Int.max))
    }

    /// The IDs of the rows matching `request`, in order.
    func fetchIDs(_ request: StoreFetch) throws -> [ManagedObjectID] {
        let stores = try requireStores(for: request.entity)
        if stores.count == 1 { return try stores[0].fetchIDs(request) }
        return try fetchRows(request).map(\.objectID)
    }

    /// The results of a dictionary fetch (`request.projection`), computed by the one store.
    func fetchValues(_ request: StoreFetch) throws -> [[PropertyValue]] {
        let stores = try requireStores(for: request.entity)
        guard stores.count == 1 else {
            throw CairnError(.invalidRequest, "Dictionary fetches of \(request.entity.name) run in one store; this coordinator has \(stores.count).", entity: request.entity.name)
        }
        return try stores[0].fetchValues(request)
    }

    /// The number of rows matching `request`.
    func count(_ request: StoreFetch) throws -> Int {
        let stores = try requireStores(for: request.entity)
        if stores.count == 1 { return try stores[0].count(request) }
        return try fetchIDs(request).count
    }

    /// The current snapshot of `id` (row cache first), or `nil` if the object is not in its store.
    func snapshot(for id: ManagedObjectID) throws -> RowSnapshot? {
        if let cached = rowCache.snapshot(for: id) { return cached }
        guard let store = store(for: id) else { return nil }
        guard let found = try store.snapshots(for: [id]).first else { return nil }
        rowCache.store(CollectionOfOne(found))
        return found
    }

    /// The current snapshots of several objects, from the store (bypassing the cache), in no order.
    ///
    /// With `caching: false` (bulk loads of fault batches) the row cache is left alone, so walking
    /// a large result does not fill it.
    func freshSnapshots(for ids: [ManagedObjectID], caching: Bool = true) throws -> [RowSnapshot] {
        var result: [RowSnapshot] = []
        for store in persistentStores {
            let mine = ids.filter(store.identity.owns)
            if !mine.isEmpty { result += try store.snapshots(for: mine) }
        }
        if caching { rowCache.store(result) }
        return result
    }

    /// The destinations of a to-many relationship of a saved object.
    func relatedIDs(of id: ManagedObjectID, relationship: RelationshipDescription) throws -> [ManagedObjectID] {
        guard let store = store(for: id) else { return [] }
        return try store.relatedIDs(of: id, relationship: relationship)
    }

    /// Permanent IDs for objects about to be saved, one per entry of `entities`, in order.
    func permanentIDs(for entities: [EntityDescription]) throws -> [ManagedObjectID] {
        guard let first = entities.first else { return [] }
        let store = try store(forInserting: first)
        let root: EntityDescription = first.rootEntity
        if entities.allSatisfy({ $0.rootEntity === root }) {
            // One table (the common case): consecutive keys, no lookups.
            let start = try store.allocatePrimaryKeys(for: root, count: entities.count)
            return entities.enumerated().map { store.objectID(for: $1, primaryKey: start + Int64($0)) }
        }
        var counts: [ObjectIdentifier: (EntityDescription, Int)] = [:]
        for entity in entities { counts[ObjectIdentifier(entity.rootEntity), default: (entity.rootEntity, 0)].1 += 1 }
        var next: [ObjectIdentifier: Int64] = [:]
        for (key, (root, count)) in counts {
            next[key] = try store.allocatePrimaryKeys(for: root, count: count)
        }
        return entities.map { entity in
            let key = ObjectIdentifier(entity.rootEntity)
            let primaryKey = next[key]!
            next[key] = primaryKey + 1
            return store.objectID(for: entity, primaryKey: primaryKey)
        }
    }

    /// Applies a change set, store by store, and refreshes the row cache. The caller holds the
    /// save lock (``serializingSaves(_:)``).
    ///
    /// - Throws: whatever the store throws; the store has then applied nothing.
    func write(_ changes: ChangeSet) throws {
        let stores = persistentStores
        if stores.count == 1 {
            try stores[0].save(changes)
        } else {
            for store in stores {
                let identity = store.identity
                var part = ChangeSet()
                part.inserted = changes.inserted.filter { identity.owns($0.objectID) }
                part.updated = changes.updated.filter { identity.owns($0.snapshot.objectID) }
                part.deleted = changes.deleted.filter { identity.owns($0.objectID) }
                part.relationships = changes.relationships.filter { identity.owns($0.owner) }
                if !part.isEmpty { try store.save(part) }
            }
        }
        rowCache.remove(changes.deleted.map(\.objectID))
        rowCache.storeSaved(changes.inserted, replacing: false)
        rowCache.storeSaved(changes.updated.map(\.snapshot), replacing: true)
    }
}
