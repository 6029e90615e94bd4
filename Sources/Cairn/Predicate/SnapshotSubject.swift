import Foundation

/// A stored row as a predicate subject; relationships are followed through `lookup`.
struct SnapshotSubject: PredicateSubject {
    let row: RowSnapshot
    /// Finds another row by ID.
    let lookup: (ManagedObjectID) throws -> RowSnapshot?
    /// Lists the destinations of a to-many relationship of a row.
    let toMany: (ManagedObjectID, RelationshipDescription) throws -> [ManagedObjectID]

    func value(forKey key: String) throws -> PropertyValue {
        let entity = row.objectID.entity
        guard let index = entity.propertyIndex[key] else {
            throw CairnError(
                .invalidRequest, "Entity '\(entity.entityName)' has no property '\(key)' used in the predicate.", entity: entity.entityName, property: key)
        }
        if let relationship = entity.properties[index] as? RelationshipDescription, relationship.isToMany {
            return .objects(try toMany(row.objectID, relationship))
        }
        return row.values[index]
    }

    func subject(for id: ManagedObjectID) throws -> (any PredicateSubject)? {
        guard let other = try lookup(id) else { return nil }
        return SnapshotSubject(row: other, lookup: lookup, toMany: toMany)
    }

    var selfValue: PropertyValue { .object(row.objectID) }

    func reach(_ key: String) throws -> PredicateReach {
        try CompositeSubject.reach(key, of: row.objectID.entity, from: self) ?? plainReach(key)
    }
}

/// Orders subjects by sort keys with the shared comparison rules (``ValueComparison/sortOrder``).
struct SubjectSorter {
    let sortKeys: [SortKey]
    let evaluator = PredicateEvaluator()

    /// Whether `a` sorts before `b`; keys that cannot be read sort as `nil`.
    func ordered(_ a: any PredicateSubject, _ b: any PredicateSubject) -> Bool {
        for key in sortKeys {
            let left = (try? evaluator.resolve(key.key, from: a).scalar) ?? .null
            let right = (try? evaluator.resolve(key.key, from: b).scalar) ?? .null
            let order = ValueComparison.sortOrder(left, right, caseInsensitive: key.caseInsensitive)
            if order != .orderedSame { return key.ascending ? order == .orderedAscending : order == .orderedDescending }
        }
        return false
    }
}

/// Orders stored rows of a coordinator (used when results from several stores are merged).
struct SnapshotComparator {
    let sortKeys: [SortKey]
    let coordinator: PersistentStoreCoordinator

    func ordered(_ a: RowSnapshot, _ b: RowSnapshot) -> Bool {
        SubjectSorter(sortKeys: sortKeys).ordered(subject(a), subject(b))
    }

    private func subject(_ row: RowSnapshot) -> SnapshotSubject {
        let coordinator = coordinator
        return SnapshotSubject(row: row, lookup: { try coordinator.snapshot(for: $0) }, toMany: { try coordinator.relatedIDs(of: $0, relationship: $1) })
    }
}
