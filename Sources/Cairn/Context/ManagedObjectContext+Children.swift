/// How a child's read reaches the store for objects its parent holds no changes of.
enum SnapshotRead {
    /// The row cache only (no I/O).
    case cacheOnly
    /// The row cache, then the store.
    case cache
    /// The store, bypassing the cache.
    case fresh(caching: Bool)
}

/// A parent context answering its children's reads (called by ``ContextParentStore``, on this
/// context's executor).
///
/// Objects the parent changed (inserted, updated, deleted) answer with the parent's current
/// values; everything else comes from the parent's own parent store, so a child of a context
/// without unsaved changes reads the store as directly as a root context does. A child may still
/// name an object by the temporary ID it was inserted under after this context saved it
/// (``childRenames``); answers use the ID the child asked for.
extension ManagedObjectContext {
    /// The ID this context knows the object a child calls `id` by.
    private func ownID(forChild id: ManagedObjectID) -> ManagedObjectID {
        childRenames.isEmpty ? id : childRenames[id] ?? id
    }

    /// This context's object for `id` if it has unsaved changes.
    private func changedObject(_ id: ManagedObjectID) -> ManagedObject? {
        guard let object = registeredObject(anyID: id), object.hasChanges, object.values != nil else { return nil }
        return object
    }

    /// The snapshot of `id` a child reads: this context's values for objects it changed (`nil` for
    /// ones it deleted), the parent store's otherwise.
    func snapshotForChild(_ id: ManagedObjectID, reading: SnapshotRead) throws -> RowSnapshot? {
        let own = ownID(forChild: id)
        if let object = changedObject(own) {
            return object.isDeleted ? nil : RowSnapshot(objectID: id, values: object.values!, version: object.version)
        }
        if own.isTemporaryID { return nil }
        let row: RowSnapshot?
        switch reading {
        case .cacheOnly: row = parentStore.cachedSnapshot(for: own)
        case .cache: row = try parentStore.snapshot(for: own)
        case .fresh(let caching): row = try parentStore.freshSnapshots(for: [own], caching: caching).first
        }
        guard let row else { return nil }
        return own == id ? row : RowSnapshot(objectID: id, values: row.values, version: row.version)
    }

    /// The snapshots of `ids` a child reads (see ``snapshotForChild(_:reading:)``), in no order.
    func snapshotsForChild(_ ids: [ManagedObjectID], reading: SnapshotRead) throws -> [RowSnapshot] {
        var result: [RowSnapshot] = []
        var unchanged: [ManagedObjectID] = []
        var askedAs: [ManagedObjectID: ManagedObjectID] = [:]
        for id in ids {
            let own = ownID(forChild: id)
            if let object = changedObject(own) {
                if !object.isDeleted { result.append(RowSnapshot(objectID: id, values: object.values!, version: object.version)) }
            } else if !own.isTemporaryID {
                unchanged.append(own)
                if own != id { askedAs[own] = id }
            }
        }
        guard !unchanged.isEmpty else { return result }
        let rows: [RowSnapshot]
        switch reading {
        case .cacheOnly: rows = unchanged.compactMap(parentStore.cachedSnapshot(for:))
        case .cache: rows = try parentStore.snapshots(for: unchanged)
        case .fresh(let caching): rows = try parentStore.freshSnapshots(for: unchanged, caching: caching)
        }
        for row in rows {
            if let asked = askedAs[row.objectID] {
                result.append(RowSnapshot(objectID: asked, values: row.values, version: row.version))
            } else {
                result.append(row)
            }
        }
        return result
    }

    /// The destinations of a to-many relationship a child reads: this context's list for objects
    /// it changed, the parent store's otherwise (without objects this context deleted).
    func relatedIDsForChild(of id: ManagedObjectID, relationship: RelationshipDescription) throws -> [ManagedObjectID] {
        let own = ownID(forChild: id)
        if let object = changedObject(own) {
            return object.isDeleted ? [] : object.relatedIDs(at: relationship.index)
        }
        if own.isTemporaryID { return [] }
        let ids = try parentStore.relatedIDs(of: own, relationship: relationship)
        guard !deleted.isEmpty else { return ids }
        return ids.filter { registry[$0]?.isDeleted != true }
    }

    /// The rows of a child's fetch: with this context's unsaved changes applied when they can
    /// change the answer (objects are then made here first), straight from the parent store
    /// otherwise.
    func rowsForChild(_ fetch: StoreFetch) throws -> [RowSnapshot] {
        guard let request = pendingRequest(for: fetch) else { return try parentStore.fetchRows(fetch) }
        return try fetchObjects(request, fetch.entity).compactMap { object in
            if object.values == nil { fulfillFault(for: object) }
            return object.values.map { RowSnapshot(objectID: object.objectID, values: $0, version: object.version) }
        }
    }

    /// The IDs of a child's fetch (see ``rowsForChild(_:)``).
    func idsForChild(_ fetch: StoreFetch) throws -> [ManagedObjectID] {
        guard let request = pendingRequest(for: fetch) else { return try parentStore.fetchIDs(fetch) }
        return try fetchObjects(request, fetch.entity).map(\.objectID)
    }

    /// The count of a child's fetch (see ``rowsForChild(_:)``).
    func countForChild(_ fetch: StoreFetch) throws -> Int {
        guard let request = pendingRequest(for: fetch) else { return try parentStore.count(fetch) }
        return try fetchObjects(request, fetch.entity).count
    }

    /// A fetch request doing what `fetch` asks in this context, if this context's unsaved changes
    /// can change its answer (`nil`: the parent store answers alone).
    private func pendingRequest(for fetch: StoreFetch) -> FetchRequest<ManagedObject>? {
        guard fetch.objectIDs == nil, fetch.projection == nil else { return nil }
        let request = FetchRequest<ManagedObject>(entityName: fetch.entity.entityName)
        request.entity = fetch.entity
        request.includesSubentities = fetch.includesSubentities
        request.predicate = fetch.predicate
        request.sortKeys = fetch.sortKeys
        request.fetchLimit = fetch.limit
        request.fetchOffset = fetch.offset
        request.textSearch = fetch.textSearch
        return hasPendingChanges(for: fetch.entity, request) ? request : nil
    }

    // MARK: Permanent IDs for children

    /// After a save of this context gave objects permanent IDs: remembers them for children that
    /// still name objects by their temporary IDs, and tells the children, which rename their
    /// objects at their next fetch or save.
    func passPermanentIDsToChildren(_ mapping: [ManagedObjectID: ManagedObjectID]) {
        let children = children.all
        guard !children.isEmpty else {
            childRenames = [:]
            return
        }
        guard !mapping.isEmpty else { return }
        childRenames.merge(mapping) { _, new in new }
        for child in children { child.mergeInbox.post(renames: mapping) }
    }

    /// Renames this context's objects whose temporary IDs its parent's save made permanent, and
    /// passes the renames on to its own children.
    func applyRenamesFromParent() {
        let renames = mergeInbox.takeRenames()
        guard !renames.isEmpty else { return }
        var mapping: [ManagedObjectID: ManagedObjectID] = [:]
        for batch in renames { mapping.merge(batch) { _, new in new } }
        var renamed: [ManagedObject] = []
        var ids: [ManagedObjectID] = []
        for (old, new) in mapping {
            guard let object = registeredObject(anyID: old), registry[new] == nil else { continue }
            renamed.append(object)
            ids.append(new)
        }
        applyPermanentIDs(renamed, ids, mapping: mapping)
        passPermanentIDsToChildren(mapping)
    }
}
