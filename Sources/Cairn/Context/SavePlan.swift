import Foundation

/// Turns a context's changed objects into a ``ChangeSet`` (permanent IDs, stored values only) and
/// resolves optimistic-locking conflicts according to a merge policy.
struct SavePlan {
    let mapping: [ManagedObjectID: ManagedObjectID]
    var changes = ChangeSet()
    /// Objects behind `changes.updated`, in the same order.
    private(set) var updatedObjects: [ManagedObject] = []
    /// Versions a merge policy settled on for objects whose update it dropped (the stored one).
    private(set) var settledVersions: [ObjectIdentifier: Int64] = [:]
    /// The changed properties of the object being planned (a buffer reused from object to object).
    private var scratch: [Int] = []
    /// The changed properties of the previous update.
    private var lastChanged: [Int] = []

    init(mapping: [ManagedObjectID: ManagedObjectID]) {
        self.mapping = mapping
    }

    /// The version a merge policy settled on for `object`, if it dropped the object's update.
    func savedVersion(of object: ManagedObject) -> Int64? {
        settledVersions.isEmpty ? nil : settledVersions[ObjectIdentifier(object)]
    }

    private func storedValues(of object: ManagedObject) -> ContiguousArray<PropertyValue> {
        var row = object.values ?? []
        let entity = object.entity
        for index in entity.unstoredIndices { row[index] = .null }
        guard !mapping.isEmpty else { return row }
        for relationship in entity.relationships where !relationship.isToMany {
            if case .object(let id) = row[relationship.index], let permanent = mapping[id] { row[relationship.index] = .object(permanent) }
        }
        return row
    }

    private func remapped(_ ids: [ManagedObjectID]) -> [ManagedObjectID] { ids.map { mapping[$0] ?? $0 } }

    /// Relationship contents the store keeps outside rows: ordered to-many, many-to-many and
    /// to-many without inverse.
    private mutating func recordRelationships(of object: ManagedObject, id: ManagedObjectID, changed: [Int]?) {
        for relationship in object.entity.relationships where relationship.isToMany && RelationshipStorage.needsContents(relationship) {
            let index = relationship.index
            if let changed, !changed.contains(index) { continue }
            guard case .objects(let ids) = object.values![index] else { continue }
            changes.relationships.append(.init(owner: id, relationship: relationship, destinations: remapped(ids)))
        }
    }

    mutating func insert(_ object: ManagedObject, as id: ManagedObjectID) {
        changes.inserted.append(RowSnapshot(objectID: id, values: storedValues(of: object), version: RowSnapshot.firstVersion))
        recordRelationships(of: object, id: id, changed: nil)
    }

    mutating func update(_ object: ManagedObject) {
        object.changedIndices(into: &scratch)
        guard !scratch.isEmpty else { return }
        // Updates usually change the same properties object after object: they share one array.
        if scratch != lastChanged { lastChanged = Array(scratch) }
        let changed = lastChanged
        let unstored = object.entity.unstoredIndices
        let stored = unstored.isEmpty ? changed : changed.filter { !unstored.contains($0) }
        recordRelationships(of: object, id: object.objectID, changed: changed)
        guard !stored.isEmpty else { return }
        let snapshot = RowSnapshot(objectID: object.objectID, values: storedValues(of: object), version: object.version + 1)
        changes.updated.append(.init(snapshot: snapshot, changedIndices: stored, expectedVersion: object.version))
        updatedObjects.append(object)
    }

    mutating func delete(_ object: ManagedObject) {
        changes.deleted.append(.init(objectID: object.objectID, expectedVersion: object.version))
    }

    /// Applies a non-default merge policy to objects someone else saved since this context read them.
    mutating func resolveConflicts(with parentStore: any ParentStore, policy: MergePolicy) throws {
        let ids = changes.updated.map(\.snapshot.objectID) + changes.deleted.map(\.objectID)
        guard !ids.isEmpty else { return }
        // Versions first: only objects someone else saved meanwhile need their current values,
        // and most saves have none (reading every updated row in full cost as much as the save).
        let versions = try parentStore.currentVersions(for: ids)
        let expected = Dictionary(
            changes.updated.map { ($0.snapshot.objectID, $0.expectedVersion) } + changes.deleted.map { ($0.objectID, $0.expectedVersion) },
            uniquingKeysWith: { first, _ in first })
        let stale = ids.filter { id in versions[id].map { $0 != expected[id] } ?? false }
        let fresh =
            stale.isEmpty
            ? [:]
            : Dictionary(try parentStore.freshSnapshots(for: stale).map { ($0.objectID, $0) }, uniquingKeysWith: { a, _ in a })
        var kept: [ChangeSet.Update] = []
        var keptObjects: [ManagedObject] = []
        for (position, var update) in changes.updated.enumerated() {
            let object = updatedObjects[position]
            // Gone from the store: nothing to update.
            guard versions[update.snapshot.objectID] != nil else { continue }
            if let current = fresh[update.snapshot.objectID], current.version != update.expectedVersion {
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
                        object.storeValue(current.values[index], at: index)
                    }
                case .rollback:
                    object.load(current.values, committed: object.committed ?? current.values)
                    update.changedIndices = []
                }
                update.expectedVersion = current.version
                update.snapshot.version = current.version + 1
                if update.changedIndices.isEmpty { settledVersions[ObjectIdentifier(object)] = current.version }
            }
            if !update.changedIndices.isEmpty {
                kept.append(update)
                keptObjects.append(object)
            }
        }
        changes.updated = kept
        updatedObjects = keptObjects
        changes.deleted = changes.deleted.compactMap { delete in
            guard let version = versions[delete.objectID] else { return nil }
            return .init(objectID: delete.objectID, expectedVersion: version)
        }
    }
}
