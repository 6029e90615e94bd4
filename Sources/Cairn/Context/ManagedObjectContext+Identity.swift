import Foundation

/// Bookkeeping the constraint merger needs: turning an insert into an update, dropping an insert,
/// moving an object to another ID.
extension ManagedObjectContext {
    /// Makes an inserted object an updated one (it now stands for a stored row).
    func convertInsertToUpdate(_ object: ManagedObject) {
        inserted.remove(object)
        object.state.remove(.inserted)
        object.state.insert(.updated)
        updated.insert(object)
    }

    /// Removes an inserted object from the context, as if it had never been inserted.
    func discardInsert(_ object: ManagedObject) {
        unregister(object)
        object.state = []
        object.contextLink = nil
    }

    /// Registers `object` under `id` instead of its current ID.
    func rekey(_ object: ManagedObject, to id: ManagedObjectID) {
        if registry[object.objectID] === object { registry.removeValue(forKey: object.objectID) }
        if object.objectID.isTemporaryID { temporaryIndex?.removeValue(forKey: object.objectID) }
        object.identity = id
        registry[id] = object
    }

    /// Rewrites every reference to the old IDs of `mapping`, dropping duplicates the rewrite
    /// creates in to-many relationships.
    func rename(_ mapping: [ManagedObjectID: ManagedObjectID]) {
        func remap(_ value: PropertyValue) -> PropertyValue {
            switch value {
            case .object(let id): return mapping[id].map(PropertyValue.object) ?? value
            case .objects(let ids):
                var seen = Set<ManagedObjectID>()
                return .objects(ids.map { mapping[$0] ?? $0 }.filter { seen.insert($0).inserted })
            default: return value
            }
        }
        forEachKnownObject { $0.rewriteRelationshipValues(remap) }
    }
}
