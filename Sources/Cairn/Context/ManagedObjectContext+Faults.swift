import Foundation

extension ManagedObjectContext {
    /// The object with `id` in this context: the registered one, or a new fault (no I/O).
    ///
    /// The fault's data is loaded when a property is first touched. If the object does not exist
    /// in the store, its properties then read as `nil`; use ``existingObject(with:)`` to check.
    public func object(with id: ManagedObjectID) -> ManagedObject {
        assertOnExecutor()
        if let existing = reusableObject(for: id) { return existing }
        let object = model.objectClass(for: id.entity).init(entity: id.entity, insertInto: nil)
        object.identity = id
        object.contextLink = link
        register(object)
        return object
    }

    /// The object with `id`, loaded; throws when it does not exist (or was deleted).
    ///
    /// - Throws: ``CairnError`` `.objectNotFound` (133000) naming the object.
    public func existingObject(with id: ManagedObjectID) throws -> ManagedObject {
        assertOnExecutor()
        if let existing = reusableObject(for: id) {
            if existing.isDeleted {
                throw CairnError(
                    .objectNotFound, "Object \(id) (\(id.entity.entityName)) was deleted in this context.", entity: id.entity.entityName, objectID: id)
            }
            if existing.values != nil || existing.isInserted { return existing }
        }
        guard mayBeAbove(id), let row = try currentSnapshot(for: id) else {
            throw CairnError(.objectNotFound, "Object \(id) (\(id.entity.entityName)) does not exist in the store.", entity: id.entity.entityName, objectID: id)
        }
        if let existing = registry[id] {
            fill(existing, with: row, asFault: false)
            return existing
        }
        return materialize([row], asFaults: false)[0]
    }

    /// Whether the object `id` may exist above this context: in the store (a permanent ID), or,
    /// for a child context, in a parent that inserted it (a temporary ID).
    func mayBeAbove(_ id: ManagedObjectID) -> Bool {
        !id.isTemporaryID || parent != nil
    }

    /// The registered object for `id`; one nobody else holds comes back as a bare fault, as a
    /// released object would be recreated (its next access reads the store again).
    func reusableObject(for id: ManagedObjectID) -> ManagedObject? {
        guard let index = registry.index(forKey: id) else { return insertedObject(withTemporaryID: id) }
        let unobserved = isUnobserved(at: index)
        let object = registry.object(at: index)
        if unobserved && object.values != nil {
            object.load(nil)
            object.state = []
            object.batch = nil
            object.prefetched = nil
        }
        return object
    }

    /// Loads the data of a fault (its batch's data, for faults from a batched fetch).
    func fulfillFault(for object: ManagedObject) {
        let id = object.objectID
        if let batch = object.batch {
            object.batch = nil
            let missing = batch.ids.filter { registry[$0]?.values == nil }
            if missing.count > 1, let rows = try? parentStore.freshSnapshots(for: missing, caching: false) {
                for row in rows {
                    guard let target = registry[row.objectID], target.values == nil else { continue }
                    target.batch = nil
                    fill(target, with: row, asFault: true)
                }
                if object.values != nil { return }
            }
        }
        do {
            if mayBeAbove(id), let row = try currentSnapshot(for: id) {
                fill(object, with: row, asFault: true)
                return
            }
            CairnLog.warning(
                "Object \(id) (\(id.entity.entityName)) no longer exists in the store; its properties read as nil. Use existingObject(with:) to check before use."
            )
        } catch {
            CairnLog.warning("Could not load object \(id) (\(id.entity.entityName)): \(error). Its properties read as nil.")
        }
        object.load(ContiguousArray(ManagedObject.initialValues(of: object.entity).map { $0 == .objects([]) ? .null : $0 }))
    }

    /// The destinations of a to-many relationship, loading them from the store on first use.
    func loadToMany(_ object: ManagedObject, at index: Int) -> [ManagedObjectID] {
        guard let relationship = object.entity.properties[index] as? RelationshipDescription else { return [] }
        var ids: [ManagedObjectID] = []
        if mayBeAbove(object.objectID) {
            do { ids = try parentStore.relatedIDs(of: object.objectID, relationship: relationship) } catch {
                CairnLog.warning("Could not load \(object.entity.entityName).\(relationship.name) of \(object.objectID): \(error).")
            }
        }
        object.loadValue(.objects(ids), at: index)
        if object.state.contains(.noticed) { noticeLoad(of: object, value: .objects(ids), at: index) }
        return ids
    }

    /// Turns an object into a fault (dropping unsaved changes) or refreshes it from the store
    /// keeping its unsaved changes on top (`mergeChanges: true`).
    public func refresh(_ object: ManagedObject, mergeChanges: Bool) {
        assertOnExecutor()
        guard !object.isInserted, object.managedObjectContext === self else { return }
        guard mergeChanges else {
            object.willTurnIntoFault()
            if object.isUpdated { updated.remove(object) }
            object.state.remove(.updated)
            object.load(nil)
            object.prefetched = nil
            parentStore.forgetCachedSnapshot(of: object.objectID)
            object.didTurnIntoFault()
            object.didChangeOutsideAccessors()
            return
        }
        guard let row = try? parentStore.freshSnapshots(for: [object.objectID]).first else { return }
        let local = object.values
        let changed = object.changedIndices()
        fill(object, with: row, asFault: false)
        if let local {
            for index in changed { object.storeValue(local[index], at: index) }
        }
        object.didChangeOutsideAccessors()
    }

    /// Discards every unsaved change: inserted objects leave, updated and deleted ones return to
    /// their saved state.
    public func rollback() {
        assertOnExecutor()
        processPendingChanges()
        let discarded = inserted.values
        let restored = Array(updated.values) + Array(deleted.values)
        defer { reportRollback(discarded: discarded, restored: restored) }
        for object in inserted.values {
            unregister(object)
            object.state = []
            object.contextLink = nil
        }
        for object in Array(updated.values) + Array(deleted.values) {
            object.revertToCommitted()
            object.state.remove([.updated, .deleted])
            object.didChangeOutsideAccessors()
        }
        inserted.removeAll()
        updated.removeAll()
        deleted.removeAll()
        temporaryIndex = nil
        unencodableValues.removeAll()
    }

    /// Forgets every object: the context is as new. Objects you still hold become invalid.
    public func reset() {
        assertOnExecutor()
        processPendingChanges()
        defer { reportReset() }
        forEachKnownObject { object in
            object.contextLink = nil
            object.state = []
            object.prefetched = nil
        }
        registry.removeAll()
        temporaryIndex = nil
        inserted.removeAll()
        updated.removeAll()
        deleted.removeAll()
        unencodableValues.removeAll()
    }

    /// Gives inserted objects permanent IDs now (they get them on save otherwise).
    ///
    /// - Throws: store errors while reserving primary keys.
    public func obtainPermanentIDs(for objects: [ManagedObject]) throws {
        assertOnExecutor()
        // Only this context's inserted objects: others are not its to rename.
        let temporary = objects.filter { $0.objectID.isTemporaryID && $0.managedObjectContext === self && $0.isInserted }
        let ids = try parentStore.permanentIDs(for: temporary.map(\.entity))
        var mapping: [ManagedObjectID: ManagedObjectID] = [:]
        for (object, id) in zip(temporary, ids) { mapping[object.objectID] = id }
        applyPermanentIDs(temporary, ids, mapping: mapping)
    }
}

extension ManagedObjectContext {
    /// Refreshes every registered object from the store, keeping unsaved changes on top (Core
    /// Data's `refreshAllObjects()`: `refresh(_:mergeChanges: true)` for each).
    public func refreshAllObjects() {
        assertOnExecutor()
        for object in registeredObjects { refresh(object, mergeChanges: true) }
    }
}
