import Cairn
import Foundation

/// Saves objects' synced state in the store, on the context's queue.
struct SyncStoreWriter {
    let context: ManagedObjectContext
    let configuration: SyncConfiguration
    let names: SyncNames

    /// Creates and updates objects to match `changed`, sets their relationships once every object
    /// exists, then deletes the objects that are gone (`nil`), and saves.
    ///
    /// Deletes come last: a delete's cascade rule, run by the store, takes the objects that still
    /// point to the deleted one, so relationships that moved an object away must be set before.
    /// A counter of an object the store holds is changed by its amount in `counterChanges`
    /// (when given), so that increments the app saved since the engine last read them are kept.
    func write(_ changed: [ObjectKey: ObjectState?], counterChanges: [ObjectKey: [String: Int64]]?) throws {
        // A save of the app's made since the engine read the history wins over the engine's
        // older view of the same property; the next round sends it.
        context.mergePolicy = .mergeByPropertyStoreTrump
        let stored = try storedObjects(changed.keys)
        var written: [ObjectKey: ManagedObject] = [:]
        for (key, state) in changed.sorted(by: { $0.key < $1.key }) {
            // Objects and properties a newer model added are kept in sync's state, not in the store.
            guard let state, let object = try stored[key] ?? create(key) else { continue }
            let additions = stored[key] == nil ? nil : counterChanges.map { $0[key] ?? [:] }
            try writeAttributes(of: object, key: key, from: state, counterChanges: additions)
            written[key] = object
        }
        for (key, object) in written {
            guard let state = changed[key] ?? nil else { continue }
            try writeMemberships(of: object, from: state, written: written)
            try writeToOneRelationships(of: object, from: state, written: written)
        }
        for (key, state) in changed where state == nil {
            // Already gone when an earlier delete's cascade took it.
            if let object = stored[key], !object.isDeleted { context.delete(object) }
        }
        if context.hasChanges { try context.save() }
    }

    /// Sets the object's attributes to the state's values, and those the state lacks (no device
    /// set them, or the save that did was refused) to their default; counters named in
    /// `counterChanges` (when given) are added to instead.
    private func writeAttributes(of object: ManagedObject, key: ObjectKey, from state: ObjectState, counterChanges: [String: Int64]?) throws {
        let entity = object.entity
        let counters = configuration.counters[entity.entityName] ?? []
        for (name, attribute) in entity.attributesByName where name != configuration.identityAttribute && !attribute.isTransient {
            let syncName = names.sync(property: name, of: entity.entityName)
            let current = SyncValueMapping.syncValue(object.value(forKey: name), of: attribute)
            if let counterChanges, counters.contains(name) {
                let change = counterChanges[syncName] ?? 0
                if change != 0 { object.setValue(SyncValueMapping.attributeValue(.int(current.integer &+ change), of: attribute), forKey: name) }
                continue
            }
            let wanted =
                state.properties[syncName]?.value ?? attribute.defaultValue.map { SyncValueMapping.syncValue(attribute.objectValue(for: $0), of: attribute) }
                ?? .null
            guard current != wanted else { continue }
            let value = SyncValueMapping.attributeValue(wanted, of: attribute)
            if value == nil && wanted != .null {
                throw SyncError(
                    "the server holds values of type \(wanted.kind ?? "?") for \(key.entity).\(syncName), but this model's \(entity.entityName).\(name) is \(attribute.attributeType): a synced property cannot change its type; give the new type a new property name"
                )
            }
            object.setValue(value, forKey: name)
        }
    }

    /// Sets the object's to-one relationships; one the state lacks, or to an object that is
    /// deleted (or that this model lacks), is set to none.
    private func writeToOneRelationships(of object: ManagedObject, from state: ObjectState, written: [ObjectKey: ManagedObject]) throws {
        for (name, relationship) in object.entity.relationshipsByName where !relationship.isToMany {
            let value = state.properties[names.sync(property: name, of: object.entity.entityName)]?.value
            var target: ManagedObject? = if case .reference(let destination)? = value { try written[destination] ?? find(destination) } else { nil }
            if target?.isDeleted == true { target = nil }
            if (object.value(forKey: name) as? ManagedObject) !== target {
                object.setValue(target, forKey: name)
            }
        }
    }

    /// Sets the object's many-to-many relationships that carry memberships to the members `state`
    /// says they have (the inverses follow).
    private func writeMemberships(of object: ManagedObject, from state: ObjectState, written: [ObjectKey: ManagedObject]) throws {
        let values = state.values
        for relationship in object.entity.relationshipsByName.values where SyncMembership.isCanonical(relationship, names: names) {
            let members = SyncMembership.members(of: names.sync(property: relationship.name, of: object.entity.entityName), in: values)
            // A member deleted since, or of an entity this model lacks, is left out.
            let targets = try members.compactMap { try written[$0] ?? find($0) }
            let current = (object.value(forKey: relationship.name) as? NSSet)?.allObjects.compactMap { $0 as? ManagedObject } ?? []
            if Set(current.map(ObjectIdentifier.init)) != Set(targets.map(ObjectIdentifier.init)) {
                object.setValue(NSSet(array: targets), forKey: relationship.name)
            }
        }
    }

    /// The stored objects of `keys`, found before anything changes: one fetch per entity and
    /// 500 keys. A fetch per key cost a query each and, once the context had unsaved changes,
    /// evaluated its predicate on every object changed so far (O(n²): 30 s for 10,000 new objects).
    private func storedObjects(_ keys: some Collection<ObjectKey>) throws -> [ObjectKey: ManagedObject] {
        var found: [ObjectKey: ManagedObject] = [:]
        for (entity, keys) in Dictionary(grouping: keys, by: \.entity) {
            // Keys carry sync names; an entity this model lacks has nothing stored.
            guard let local = names.local(entity: entity) else { continue }
            let ids = keys.map(\.id)
            for start in stride(from: 0, to: ids.count, by: 500) {
                let request = FetchRequest<ManagedObject>(entityName: local)
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
        guard let entity = names.local(entity: key.entity) else { return nil }
        let request = FetchRequest<ManagedObject>(entityName: entity)
        request.predicate = FetchPredicate(format: "%K == %@", configuration.identityAttribute, key.id)
        request.fetchLimit = 1
        return try context.fetch(request).first
    }

    /// A new object for `key`, or `nil` when this model lacks its entity (a newer model's).
    private func create(_ key: ObjectKey) throws -> ManagedObject? {
        guard let name = names.local(entity: key.entity), configuration.entities.contains(name), let entity = context.model.entitiesByName[name] else {
            return nil
        }
        let object = context.model.objectClass(for: entity).init(entity: entity, insertInto: context)
        object.setValue(key.id, forKey: configuration.identityAttribute)
        return object
    }
}
