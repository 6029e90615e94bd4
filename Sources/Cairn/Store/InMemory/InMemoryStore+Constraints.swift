import Foundation

extension InMemoryStore {
    /// Refuses a change set after which two rows would share the values of a uniqueness constraint,
    /// as SQLite's unique indexes do (contexts normally resolve conflicts before saving; this
    /// guards every other path). Scans the constrained entities' rows: O(rows) per save.
    ///
    /// - Throws: ``CairnError`` `.constraintConflict` naming the constraint and both objects.
    static func checkUniqueness(_ changes: ChangeSet, in state: State) throws {
        var changed: [ManagedObjectID: ContiguousArray<PropertyValue>] = [:]
        for row in changes.inserted where !row.objectID.entity.resolvedConstraints.isEmpty { changed[row.objectID] = row.values }
        for update in changes.updated where !update.snapshot.objectID.entity.resolvedConstraints.isEmpty {
            let id = update.snapshot.objectID
            guard var values = state.rows[ObjectIdentifier(id.entity.rootEntity)]?[id.primaryKey]?.values else { continue }
            for index in update.changedIndices { values[index] = update.snapshot.values[index] }
            changed[id] = values
        }
        guard !changed.isEmpty else { return }
        let deleted = Set(changes.deleted.map(\.objectID))
        var checked = Set<UniquenessConstraint.ID>()
        for id in changed.keys {
            for constraint in id.entity.resolvedConstraints where checked.insert(constraint.id).inserted {
                let table = state.rows[ObjectIdentifier(constraint.scope.rootEntity)] ?? [:]
                let stored = table.values.lazy.map(\.objectID).filter { !deleted.contains($0) && changed[$0] == nil }
                let candidates = Array(stored) + Array(changed.keys)
                var holders: [[PropertyValue]: ManagedObjectID] = [:]
                for candidate in candidates where candidate.entity.isKind(of: constraint.scope) {
                    guard let values = changed[candidate] ?? table[candidate.primaryKey]?.values,
                        let key = constraint.key(in: values)
                    else { continue }
                    if let other = holders.updateValue(candidate, forKey: key) {
                        throw CairnError(
                            .constraintConflict,
                            "The store refused the save: \(other) and \(candidate) would share the values of uniqueness constraint \(constraint.label).",
                            entity: constraint.scope.entityName, objectID: candidate
                        )
                        .with(conflicts: [
                            ConstraintConflict(
                                entityName: constraint.scope.entityName, constraint: constraint.names, databaseObjectID: other,
                                conflictingObjectIDs: [candidate])
                        ])
                    }
                }
            }
        }
    }
}
