import Cairn
import Foundation

/// Saves objects' synced state in the store, on the context's queue.
struct SyncStoreWriter {
    let context: ManagedObjectContext
    let configuration: SyncConfiguration

    /// Creates, updates and deletes objects to match `changed` (`nil`: the object is gone), then
    /// sets to-one relationships once every object exists, and saves.
    func write(_ changed: [ObjectKey: ObjectState?]) throws {
        // A save of the app's made since the engine read the history wins over the engine's
        // older view of the same property; the next round sends it.
        context.mergePolicy = .mergeByPropertyStoreTrump
        let stored = try storedObjects(changed.keys)
        var written: [ObjectKey: ManagedObject] = [:]
        for (key, state) in changed.sorted(by: { $0.key < $1.key }) {
            let existing = stored[key]
            guard let state else {
                if let existing { context.delete(existing) }
                continue
            }
            let object = try existing ?? create(key)
            for (name, version) in state.properties {
                guard let attribute = object.entity.attributesByName[name] else { continue }
                if SyncValueMapping.syncValue(object.value(forKey: name), of: attribute) != version.value {
                    object.setValue(SyncValueMapping.attributeValue(version.value, of: attribute), forKey: name)
                }
            }
            written[key] = object
        }
        for (key, object) in written {
            guard let state = changed[key] ?? nil else { continue }
            for (name, version) in state.properties {
                guard let relationship = object.entity.relationshipsByName[name], !relationship.isToMany else { continue }
                let target: ManagedObject? = if case .reference(let destination) = version.value { try written[destination] ?? find(destination) } else { nil }
                if (object.value(forKey: name) as? ManagedObject) !== target {
                    object.setValue(target, forKey: name)
                }
            }
        }
        if context.hasChanges { try context.save() }
    }

    /// The stored objects of `keys`, found before anything changes: one fetch per entity and
    /// 500 keys. A fetch per key cost a query each and, once the context had unsaved changes,
    /// evaluated its predicate on every object changed so far (O(n²): 30 s for 10,000 new objects).
    private func storedObjects(_ keys: some Collection<ObjectKey>) throws -> [ObjectKey: ManagedObject] {
        var found: [ObjectKey: ManagedObject] = [:]
        for (entity, keys) in Dictionary(grouping: keys, by: \.entity) {
            let ids = keys.map(\.id)
            for start in stride(from: 0, to: ids.count, by: 500) {
                let request = FetchRequest<ManagedObject>(entityName: entity)
                request.predicate = FetchPredicate(format: "%K IN %@", configuration.identityAttribute, Array(ids[start..<min(start + 500, ids.count)]))
                for object in try context.fetch(request) {
                    guard let id = object.value(forKey: configuration.identityAttribute) as? UUID else { continue }
                    // Two objects with one identity: keep the first returned, as the fetch of one did.
                    let key = ObjectKey(entity: entity, id: id)
                    if found[key] == nil { found[key] = object }
                }
            }
        }
        return found
    }

    private func find(_ key: ObjectKey) throws -> ManagedObject? {
        let request = FetchRequest<ManagedObject>(entityName: key.entity)
        request.predicate = FetchPredicate(format: "%K == %@", configuration.identityAttribute, key.id)
        request.fetchLimit = 1
        return try context.fetch(request).first
    }

    private func create(_ key: ObjectKey) throws -> ManagedObject {
        guard let entity = context.model.entitiesByName[key.entity] else {
            throw SyncError("the server sent an object of entity \(key.entity), which this model does not have: update the app")
        }
        let object = context.model.objectClass(for: entity).init(entity: entity, insertInto: context)
        object.setValue(key.id, forKey: configuration.identityAttribute)
        return object
    }
}
