import Foundation

/// Inserted objects under temporary IDs.
///
/// An inserted object with a temporary ID is not put in ``registry``: the `inserted` list already
/// holds it, and registering it only to move it to its permanent ID at the save (a dictionary
/// insert, a delete and a second insert per object) was a tenth of Cairn's own work per inserted
/// object. Lookups by a temporary ID (rare: a relationship to an unsaved object, `object(with:)`
/// on an ID taken before the save) use ``temporaryIndex``, built from `inserted` on the first one
/// and kept up to date from then on until the next save, rollback or reset.
extension ManagedObjectContext {
    /// The registered object with `id`, whether registered by ID or inserted under a temporary one.
    func registeredObject(anyID id: ManagedObjectID) -> ManagedObject? {
        registry[id] ?? insertedObject(withTemporaryID: id)
    }

    /// The inserted object with temporary ID `id`, if any (`nil` for a permanent ID: those are
    /// all in ``registry``).
    func insertedObject(withTemporaryID id: ManagedObjectID) -> ManagedObject? {
        guard id.isTemporaryID else { return nil }
        if temporaryIndex == nil {
            var index: [ManagedObjectID: ManagedObject] = [:]
            for object in inserted.values where object.objectID.isTemporaryID { index[object.objectID] = object }
            temporaryIndex = index
        }
        return temporaryIndex![id]
    }

    /// Tracks a newly inserted object: registered by ID, or in the temporary index if one is built.
    func registerInserted(_ object: ManagedObject) {
        let id = object.objectID
        if id.isTemporaryID {
            temporaryIndex?[id] = object
        } else {
            register(object)
        }
    }

    /// Calls `body` with every object the context knows, once each: the registry's, then the
    /// inserted ones under temporary IDs that are not in it.
    func forEachKnownObject(_ body: (ManagedObject) -> Void) {
        registry.forEach(body)
        guard !inserted.isEmpty else { return }
        for object in inserted.values where object.objectID.isTemporaryID && registry[object.objectID] !== object { body(object) }
    }

    /// Every object the context knows (see ``forEachKnownObject(_:)``).
    var allKnownObjects: [ManagedObject] {
        var objects: [ManagedObject] = []
        objects.reserveCapacity(registry.count + inserted.count)
        forEachKnownObject { objects.append($0) }
        return objects
    }

    /// Gives `objects` the permanent IDs `ids` (in the same order), registers them under those, and
    /// rewrites references to their old IDs (`mapping`, old to new; empty when the model has no
    /// relationships, so that no value can hold them) in every object with relationships.
    func applyPermanentIDs(_ objects: [ManagedObject], _ ids: [ManagedObjectID], mapping: [ManagedObjectID: ManagedObjectID]) {
        guard !objects.isEmpty else { return }
        registry.reserveCapacity(objects.count)
        for (object, id) in zip(objects, ids) {
            let old = object.objectID
            if registry[old] === object { registry.removeValue(forKey: old) }
            temporaryIndex?.removeValue(forKey: old)
            object.identity = id
            registry[id] = object
        }
        guard !mapping.isEmpty else { return }
        forEachKnownObject { object in
            guard object.values != nil, !object.entity.relationships.isEmpty else { return }
            object.remapIDs(mapping)
        }
    }
}
