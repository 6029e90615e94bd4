import Foundation

extension PersistentStoreCoordinator {
    /// The rows matching `request` across the coordinator's stores that hold its entity.
    func fetchRows(_ request: StoreFetch) throws -> [RowSnapshot] {
        let stores = try stores(for: request)
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
        let stores = try stores(for: request)
        if stores.count == 1 { return try stores[0].fetchIDs(request) }
        return try fetchRows(request).map(\.objectID)
    }

    /// The results of a dictionary fetch (`request.projection`), computed by the one store.
    func fetchValues(_ request: StoreFetch) throws -> [[PropertyValue]] {
        let stores = try stores(for: request)
        guard stores.count == 1 else {
            throw CairnError(
                .invalidRequest,
                "Dictionary fetches of \(request.entity.entityName) run in one store; \(stores.count) stores of this coordinator hold the entity.",
                entity: request.entity.entityName)
        }
        return try stores[0].fetchValues(request)
    }

    /// The number of rows matching `request`.
    func count(_ request: StoreFetch) throws -> Int {
        let stores = try stores(for: request)
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

    /// The current versions of several objects, from the stores (not the cache).
    func currentVersions(for ids: [ManagedObjectID]) throws -> [ManagedObjectID: Int64] {
        var result: [ManagedObjectID: Int64] = [:]
        for store in persistentStores {
            let mine = ids.filter(store.identity.owns)
            if !mine.isEmpty { result.merge(try store.versions(for: mine)) { first, _ in first } }
        }
        return result
    }

    /// The destinations of a to-many relationship of a saved object.
    func relatedIDs(of id: ManagedObjectID, relationship: RelationshipDescription) throws -> [ManagedObjectID] {
        guard let store = store(for: id) else { return [] }
        return try store.relatedIDs(of: id, relationship: relationship)
    }

    /// Permanent IDs for objects about to be saved, one per entry of `entities`, in order, each
    /// from the store its entity's new objects go to (``store(forInserting:)``).
    func permanentIDs(for entities: [EntityDescription]) throws -> [ManagedObjectID] {
        guard let first = entities.first else { return [] }
        let store = try store(forInserting: first)
        let root: EntityDescription = first.rootEntity
        if entities.allSatisfy({ $0 === first }) || (persistentStores.count == 1 && entities.allSatisfy({ $0.rootEntity === root })) {
            // One table of one store (the common case): consecutive keys, no lookups.
            let start = try store.allocatePrimaryKeys(for: root, count: entities.count)
            let identity = store.identity
            return entities.enumerated().map { identity.objectID(for: $1, primaryKey: start + Int64($0)) }
        }
        // Keys are counted per table of each store: entities of one root entity may go to
        // different stores when configurations split them.
        var targets: [ObjectIdentifier: (store: any PersistentStore, key: KeyCounter)] = [:]
        var counts: [KeyCounter: (store: any PersistentStore, root: EntityDescription, count: Int)] = [:]
        for entity in entities {
            let target =
                try targets[ObjectIdentifier(entity)]
                ?? {
                    let store = try self.store(forInserting: entity)
                    return (store, KeyCounter(store: ObjectIdentifier(store), root: ObjectIdentifier(entity.rootEntity)))
                }()
            targets[ObjectIdentifier(entity)] = target
            counts[target.key, default: (target.store, entity.rootEntity, 0)].count += 1
        }
        var next: [KeyCounter: Int64] = [:]
        for (key, (store, root, count)) in counts {
            next[key] = try store.allocatePrimaryKeys(for: root, count: count)
        }
        return entities.map { entity in
            let (store, key) = targets[ObjectIdentifier(entity)]!
            let primaryKey = next[key]!
            next[key] = primaryKey + 1
            return store.objectID(for: entity, primaryKey: primaryKey)
        }
    }

    /// Applies a change set to the one store it belongs to, and refreshes the row cache. The
    /// caller holds the save lock (``serializingSaves(_:)``).
    ///
    /// A save is atomic because it goes to one store, in one transaction. A change set with
    /// objects of several stores (new objects of entities of two configurations, or changes to
    /// objects fetched from two stores) is refused before anything is written, rather than
    /// written store by store (a failure in the second store would leave the first one saved):
    /// save each store's objects separately, e.g. with one context per configuration. Primary
    /// keys reserved for its new objects are skipped, as after any failed save.
    ///
    /// - Throws: ``CairnError`` `.storeSave` for a change set spanning stores or belonging to a
    ///   removed store (nothing written), or whatever the store throws (it has then applied
    ///   nothing).
    func write(_ changes: ChangeSet) throws {
        guard let store = try store(writing: changes) else { return }
        try store.save(changes)
        rowCache.remove(changes.deleted.map(\.objectID))
        rowCache.storeSaved(changes.inserted, replacing: false)
        rowCache.storeSaved(changes.updated.map(\.snapshot), replacing: true)
    }
}

/// One table of one store, counting the primary keys a save reserves in it.
private struct KeyCounter: Hashable {
    let store: ObjectIdentifier
    let root: ObjectIdentifier
}
