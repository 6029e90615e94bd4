import Cairn
import Foundation

/// Reads a history transaction's synced objects from the store, on the context's queue.
struct SyncStoreReader {
    let context: ManagedObjectContext
    let configuration: SyncConfiguration
    let names: SyncNames

    func collect(_ transaction: PersistentHistoryTransaction) throws -> CollectedTransaction {
        var operations: [(ObjectKey, SyncChange.Operation)] = []
        var memberships: [CollectedMembership] = []
        for change in transaction.changeList {
            let entity = change.changedObjectID.entity
            guard configuration.entities.contains(entity.entityName) else { continue }
            switch change.changeType {
            case .delete:
                guard case .uuid(let id)? = change.tombstoneValues?[configuration.identityAttribute].map(Self.uuid) else { continue }
                operations.append((ObjectKey(entity: names.sync(entity: entity.entityName), id: id), .delete))
            case .insert, .update:
                // An object deleted since is sent by its delete.
                guard let object = try? context.existingObject(with: change.changedObjectID), let key = key(of: object) else { continue }
                let updated = change.changeType == .insert ? nil : change.updatedProperties
                operations.append((key, .upsert(edits(of: object, only: updated))))
                memberships += self.memberships(of: object, key: key, only: updated)
            }
        }
        let milliseconds = Int64(transaction.timestamp.timeIntervalSince1970 * 1000)
        return CollectedTransaction(operations: operations, memberships: memberships, wallMilliseconds: milliseconds, token: transaction.token)
    }

    func key(of object: ManagedObject) -> ObjectKey? {
        guard let id = object.value(forKey: configuration.identityAttribute) as? UUID else { return nil }
        return ObjectKey(entity: names.sync(entity: object.entity.entityName), id: id)
    }

    /// The object's attributes and to-one relationships named in `only` (all when `nil`), by
    /// their sync names.
    private func edits(of object: ManagedObject, only: Set<String>?) -> [String: PropertyEdit] {
        var edits: [String: PropertyEdit] = [:]
        for (name, attribute) in object.entity.attributesByName where only?.contains(name) ?? true {
            guard name != configuration.identityAttribute, !attribute.isTransient else { continue }
            edits[names.sync(property: name, of: object.entity.entityName)] = .set(SyncValueMapping.syncValue(object.value(forKey: name), of: attribute))
        }
        for (name, relationship) in object.entity.relationshipsByName where !relationship.isToMany && (only?.contains(name) ?? true) {
            let destination = (object.value(forKey: name) as? ManagedObject).flatMap(key(of:))
            edits[names.sync(property: name, of: object.entity.entityName)] = .set(destination.map(SyncValue.reference) ?? .null)
        }
        return edits
    }

    /// The members of the object's many-to-many relationships named in `only` (all when `nil`)
    /// that carry memberships: the engine turns them into edits against its view.
    private func memberships(of object: ManagedObject, key: ObjectKey, only: Set<String>?) -> [CollectedMembership] {
        object.entity.relationshipsByName.values.filter { (only?.contains($0.name) ?? true) && SyncMembership.isCanonical($0, names: names) }.map {
            relationship in
            let members = ((object.value(forKey: relationship.name) as? NSSet)?.allObjects ?? []).compactMap { ($0 as? ManagedObject).flatMap(self.key(of:)) }
            return CollectedMembership(
                key: key, relationship: names.sync(property: relationship.name, of: object.entity.entityName), members: Set(members))
        }
    }

    private static func uuid(_ value: PropertyValue) -> SyncValue {
        if case .uuid(let id) = value { return .uuid(id) }
        return .null
    }
}
