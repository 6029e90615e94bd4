import Foundation

/// Turns a context's changed objects into a ``ChangeSet`` (permanent IDs, stored values only) and
/// resolves optimistic-locking conflicts according to a merge policy.
struct SavePlan {
    let mapping: [ManagedObjectID: ManagedObjectID]
    var changes = ChangeSet()
    /// The version each saved object will have.
    var versions: [ObjectIdentifier: Int64] = [:]
    /// Objects behind `changes.updated`, in the same order.
    private var updatedObjects: [ManagedObject] = []

    init(mapping: [ManagedObjectID: ManagedObjectID]) {
        self.mapping = mapping
    }

    private func storedValues(of object: ManagedObject) -> ContiguousArray<PropertyValue> {
        var row = object.values ?? []
        for index in object.entity.unstoredIndices { row[index] = .null }
        for relationship in object.entity.relationshipsByName.values where !relationship.isToMany {
            if case .object(let id) = row[relationship.index], let permanent = mapping[id] { row[relationship.index] = .object(permanent) }
        }
        return row
    }

    private func remapped(_ ids: [ManagedObjectID]) -> [ManagedObjectID] { ids.map { mapping[$0] ?? $0 } }

    /// Relationship contents the store keeps outside rows: ordered to-many, many-to-many and
    /// to-many without inverse.
    private mutating func recordRelationships(of object: ManagedObject, id: ManagedObjectID, changed: Set<Int>?) {
        for relationship in object.entity.relationshipsByName.values where relationship.isToMany && RelationshipStorage.needsContents(relationship) {
            let index = relationship.index
            if let changed, !changed.contains(index) { continue }
            guard case .objects(let ids) = object.values![index] else { continue }
            changes.relationships.append(.init(owner: id, relationship: relationship, destinations: remapped(ids)))
        }
    }

    mutating func insert(_ object: ManagedObject, as id: ManagedObjectID) {
        changes.inserted.append(RowSnapshot(objectID: id, values: storedValues(of: object), version: 1))
        versions[ObjectIdentifier(object)] = 1
        recordRelationships(of: object, id: id, changed: nil)
    }

    mutating func update(_ object: ManagedObject) {
        let changed = object.changedIndices()
        guard !changed.isEmpty else { return }
        let unstored = Set(object.entity.unstoredIndices)
        let stored = changed.filter { !unstored.contains($0) }
        recordRelationships(of: object, id: object.objectID, changed: Set(changed))
        guard !stored.isEmpty else { return }
        let snapshot = RowSnapshot(objectID: object.objectID, values: storedValues(of: object), version: object.version + 1)
        changes.updated.append(.init(snapshot: snapshot, changedIndices: stored, expectedVersion: object.version))
        updatedObjects.append(object)
        versions[ObjectIdentifier(object)] = object.version + 1
    }

    mutating func delete(_ object: ManagedObject) {
        changes.deleted.append(.init(objectID: object.objectID, expectedVersion: object.version))
    }

    /// Applies a non-default merge policy to objects someone else saved since this context read them.
    mutating func resolveConflicts(with coordinator: PersistentStoreCoordinator, policy: MergePolicy) throws {
        let ids = changes.updated.map(\.snapshot.objectID) + changes.deleted.map(\.objectID)
        guard !ids.isEmpty else { return }
        let fresh = Dictionary(try coordinator.freshSnapshots(for: ids).map { ($0.objectID, $0) }, uniquingKeysWith: { a, _ in a })
        var kept: [ChangeSet.Update] = []
        for (position, var update) in changes.updated.enumerated() {
            let object = updatedObjects[position]
            guard let current = fresh[update.snapshot.objectID] else { continue }
            if current.version != update.expectedVersion {
                switch policy {
                case .error: break
                case .mergeByPropertyObjectTrump: break
                case .overwrite:
                    update.changedIndices = Array(object.entity.properties.indices.filter { !object.entity.unstoredIndices.contains($0) })
                case .mergeByPropertyStoreTrump:
                    let committed = object.committed ?? current.values
                    update.changedIndices = update.changedIndices.filter { current.values[$0] == committed[$0] }
                    for index in current.values.indices where current.values[index] != committed[index] {
                        update.snapshot.values[index] = current.values[index]
                        object.values![index] = current.values[index]
                    }
                case .rollback:
                    object.values = current.values
                    update.changedIndices = []
                }
                update.expectedVersion = current.version
                update.snapshot.version = current.version + 1
                versions[ObjectIdentifier(object)] = update.changedIndices.isEmpty ? current.version : current.version + 1
            }
            if !update.changedIndices.isEmpty { kept.append(update) }
        }
        changes.updated = kept
        changes.deleted = changes.deleted.compactMap { delete in
            guard let current = fresh[delete.objectID] else { return nil }
            return .init(objectID: delete.objectID, expectedVersion: current.version)
        }
    }
}
