import Foundation

/// The rows of one batch insert and what they become in the store: new rows, or, when they share
/// a uniqueness constraint's values with a stored row or an earlier row of the request and the
/// merge policy merges, updates of that row (an upsert). It reads the store and writes nothing;
/// ``changeSet(in:)`` is what the coordinator saves, in one transaction.
///
/// Merging follows ``MergePolicy`` as a context's save does, property by property, knowing which
/// attributes the request gave: `.mergeByPropertyObjectTrump` takes the given values and keeps
/// the others, `.mergeByPropertyStoreTrump` keeps the existing values and fills only their
/// `nil`s, `.overwrite` takes the whole new row (defaults included), `.rollback` keeps the
/// existing row as it is; `.error` refuses the whole request (133021).
struct BatchInsertPlan {
    /// One object of the request: its stored values and the attributes it gave.
    struct Row {
        var values: ContiguousArray<PropertyValue>
        var given: [Int]
    }

    /// Where one row of the request ends up.
    private enum Fate {
        /// A new row (its position among the new rows).
        case insert(Int)
        /// Merged into an earlier row of the request.
        case merged(into: Int)
        /// An update of a stored row.
        case update(RowSnapshot)
    }

    let entity: EntityDescription
    let policy: MergePolicy
    private var rows: [Row]
    private var fates: [Fate?]
    /// The IDs of the objects written, one per row of the request (set by ``changeSet(in:)``).
    private(set) var resultIDs: [ManagedObjectID] = []

    init(entity: EntityDescription, rows: [Row], policy: MergePolicy) {
        self.entity = entity
        self.policy = policy
        self.rows = rows
        fates = Array(repeating: nil, count: rows.count)
    }

    /// Finds the rows sharing constrained values with an earlier row or a stored row, and merges
    /// them per ``policy``.
    ///
    /// - Throws: ``CairnError`` `.constraintConflict` (133021) with the conflicts, for `.error`, or
    ///   when a row matches two different stored rows or a row of another entity (no policy merges
    ///   those).
    mutating func resolveConstraints(in store: any PersistentStore) throws {
        for constraint in entity.resolvedConstraints {
            var first: [[PropertyValue]: Int] = [:]
            for index in rows.indices where !isMergedAway(index) {
                guard let key = constraint.key(in: rows[index].values) else { continue }
                guard let earlier = first[key] else {
                    first[key] = index
                    continue
                }
                guard policy != .error else {
                    throw conflict(
                        constraint, "objects \(earlier) and \(index) of the request share the values of uniqueness constraint \(constraint.label)", stored: nil)
                }
                rows[earlier] = Row(
                    values: merged(incoming: rows[index], existing: rows[earlier].values), given: Array(Set(rows[earlier].given + rows[index].given)).sorted())
                fates[index] = .merged(into: earlier)
            }
            guard !first.isEmpty else { continue }
            let keys = Array(first.keys)
            for stored in try store.rows(of: constraint.scope, matching: keys, at: constraint.indices) {
                guard let key = constraint.key(in: stored.values), let index = first[key] else { continue }
                guard policy != .error, stored.objectID.entity === entity else {
                    throw conflict(
                        constraint,
                        "object \(index) of the request shares the values of uniqueness constraint \(constraint.label) with stored \(stored.objectID.entity.entityName) \(stored.objectID)",
                        stored: stored.objectID)
                }
                if case .update(let other) = fates[index], other.objectID != stored.objectID {
                    throw conflict(
                        constraint,
                        "object \(index) of the request matches two stored objects, \(other.objectID) and \(stored.objectID), through different uniqueness constraints",
                        stored: stored.objectID)
                }
                fates[index] = .update(stored)
            }
        }
    }

    /// The change set: new rows with fresh primary keys, updates of stored rows (each version
    /// moved on); also sets ``resultIDs``.
    mutating func changeSet(in store: any PersistentStore) throws -> ChangeSet {
        var changes = ChangeSet()
        var newCount = 0
        for index in rows.indices where fates[index] == nil {
            fates[index] = .insert(newCount)
            newCount += 1
        }
        let start = newCount > 0 ? try store.allocatePrimaryKeys(for: entity, count: newCount) : 0
        var ids: [ManagedObjectID?] = Array(repeating: nil, count: rows.count)
        for index in rows.indices {
            switch fates[index]! {
            case .insert(let position):
                let id = store.objectID(for: entity, primaryKey: start + Int64(position))
                changes.inserted.append(RowSnapshot(objectID: id, values: rows[index].values, version: RowSnapshot.firstVersion))
                ids[index] = id
            case .update(let stored):
                var snapshot = stored
                snapshot.values = merged(incoming: rows[index], existing: stored.values)
                let changed = snapshot.values.indices.filter { snapshot.values[$0] != stored.values[$0] }
                ids[index] = stored.objectID
                guard !changed.isEmpty else { continue }
                snapshot.version = stored.version + 1
                changes.updated.append(.init(snapshot: snapshot, changedIndices: changed, expectedVersion: stored.version))
            case .merged:
                continue
            }
        }
        for index in rows.indices {
            if case .merged(let earlier) = fates[index] { ids[index] = ids[earlier] }
        }
        resultIDs = ids.map { $0! }
        return changes
    }

    private func isMergedAway(_ index: Int) -> Bool {
        if case .merged? = fates[index] { return true }
        return false
    }

    /// The values of `incoming` merged over `existing` per ``policy`` (attributes only: the
    /// existing relationships stay).
    private func merged(incoming: Row, existing: ContiguousArray<PropertyValue>) -> ContiguousArray<PropertyValue> {
        var result = existing
        for (index, property) in entity.properties.enumerated() where property is AttributeDescription && !property.isTransient {
            let new = incoming.values[index]
            switch policy {
            case .mergeByPropertyObjectTrump: if incoming.given.contains(index) { result[index] = new }
            case .mergeByPropertyStoreTrump: if existing[index].isNull { result[index] = new }
            case .overwrite: result[index] = new
            case .rollback, .error: break
            }
        }
        return result
    }

    private func conflict(_ constraint: UniquenessConstraint, _ problem: String, stored: ManagedObjectID?) -> CairnError {
        CairnError(
            .constraintConflict,
            "Batch insert into \(entity.entityName): \(problem). Nothing was written; choose a merge policy that merges them (mergeByPropertyObjectTrump upserts), or change the values.",
            entity: constraint.scope.entityName, objectID: stored
        )
        .with(conflicts: [
            ConstraintConflict(entityName: constraint.scope.entityName, constraint: constraint.names, databaseObjectID: stored, conflictingObjectIDs: [])
        ])
    }
}
