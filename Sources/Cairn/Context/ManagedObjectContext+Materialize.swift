import Foundation

extension ManagedObjectContext {
    /// Turns rows into registered objects (existing objects are kept, faults get the row's data).
    func materialize(_ rows: consuming [RowSnapshot], asFaults: Bool) -> [ManagedObject] {
        materializeNoting(rows, asFaults: asFaults).objects
    }

    /// ``materialize(_:asFaults:)``, also noting the class every object has exactly (`nil` when
    /// they differ), so a fetch need not read each object's class again to return them as an
    /// array of that class: after a large fetch the objects are out of the cache, and that second
    /// pass cost a cache miss an object.
    ///
    /// Each row's values move into its object: the rows were all decoded before the first object
    /// is made, so a large fetch's value arrays are out of the cache by now, and copying one
    /// (a retain, then a release when the rows go) cost two cache misses a row, a large part of
    /// fetching many objects.
    ///
    /// `refreshing`: registered objects without changes take the rows' values too (a fetch request's
    /// `shouldRefreshRefetchedObjects`; the context's own setting applies as well).
    func materializeNoting(
        _ rows: consuming [RowSnapshot], asFaults: Bool, refreshing: Bool = false
    ) -> (objects: [ManagedObject], commonClass: ObjectIdentifier?) {
        var rows = rows
        let refreshing = refreshing || shouldRefreshRefetchedObjects
        return rows.withUnsafeMutableBufferPointer { materialize(taking: $0, asFaults: asFaults, refreshing: refreshing) }
    }

    private func materialize(
        taking rows: UnsafeMutableBufferPointer<RowSnapshot>, asFaults: Bool, refreshing: Bool
    ) -> (objects: [ManagedObject], commonClass: ObjectIdentifier?) {
        var classes: [ObjectIdentifier: ManagedObject.Type] = [:]
        var lastEntity: EntityDescription?
        var lastClass: ManagedObject.Type = ManagedObject.self
        var common = CommonClass()
        var result: [ManagedObject] = []
        result.reserveCapacity(rows.count)
        prepareRegistry(forAdding: rows.count)
        let link = link
        for position in rows.indices {
            let id = rows[position].objectID
            let version = rows[position].version
            var values = ContiguousArray<PropertyValue>()
            swap(&values, &rows[position].values)
            if let index = registry.index(forKey: id) {
                // An object only the registry holds is refilled, as if it had been released.
                let unobserved = isUnobserved(at: index)
                let existing = registry.object(at: index)
                if existing.values == nil || unobserved || (refreshing && !existing.hasChanges) {
                    fill(existing, values: consume values, version: version, asFault: asFaults)
                }
                common.note(type(of: existing))
                result.append(consume existing)
                continue
            }
            // Rows of one entity usually come together: the last class is reused without hashing,
            // and classes are remembered by entity only once a second entity shows up (filling the
            // dictionary was a large part of a one-row fetch).
            if lastEntity.map({ $0 !== id.space.entity }) ?? true {
                let entity = id.entity
                if let lastEntity { classes[ObjectIdentifier(lastEntity)] = lastClass }
                // The entity's own class first: asking the model retains it and calls into it.
                lastClass = entity.managedObjectClass ?? (classes.isEmpty ? nil : classes[ObjectIdentifier(entity)]) ?? model.objectClass(for: entity)
                lastEntity = entity
                common.note(lastClass)
            }
            // Made before it is registered, outside any access to the registry: an initializer
            // override may register objects in this context through a reference of its own
            // (making it inside the entry's modify accessor saved a probe but risked a stale bucket).
            let cls = lastClass
            let object = cls.init(entity: lastEntity!, insertInto: nil)
            object.identity = id
            object.contextLink = link
            register(object)
            fill(object, values: consume values, version: version, asFault: asFaults)
            result.append(consume object)
        }
        return (result, common.only)
    }

    /// Makes room for `count` new registry entries at once: sweeps dead entries first if needed and
    /// raises the sweep threshold to hold the batch, so registering a large fetch result neither
    /// regrows the dictionary nor re-sweeps it once per doubling (a sizeable part of a large fetch).
    ///
    /// The threshold is raised to the batch only. Raising it to twice the registry's size kept it
    /// ahead of every later fetch, so objects the app had let go of were never swept: a context
    /// that fetched different objects again and again kept every one it had ever fetched (200
    /// fetches of 1,000 left ~90,000 registered; a long-lived context on a server would hold the
    /// whole store). Sweeping costs the objects' deallocation, which Core Data pays when the app
    /// lets go of them.
    func prepareRegistry(forAdding count: Int) {
        guard count > 1 else { return }
        if registry.count + count > registrySweepThreshold { sweepRegistry() }
        registrySweepThreshold = max(registrySweepThreshold, registry.count + count)
        registry.reserveCapacity(count)
    }

    /// Gives an object a row's data; it awakes now, or when first touched if `asFault`.
    func fill(_ object: ManagedObject, with row: RowSnapshot, asFault: Bool) {
        fill(object, values: row.values, version: row.version, asFault: asFault)
    }

    /// Gives an object a row's values and version (moved in: see ``materializeNoting(_:asFaults:)``).
    func fill(_ object: ManagedObject, values: consuming ContiguousArray<PropertyValue>, version: Int64, asFault: Bool) {
        object.load(consume values)
        object.version = version
        if asFault {
            object.state.insert(.awaitingAwake)
        } else {
            object.state.remove(.awaitingAwake)
            object.awakeFromFetch()
        }
    }
}
