import Foundation

/// What a batch deletion changes in one store once the delete rules are applied: the rows to
/// delete (the matched ones, then what cascades from them, level by level), the related rows
/// whose foreign key is nullified, and the many-to-many memberships to rewrite. It reads the store
/// and writes nothing; ``changeSet()`` is what the coordinator saves, in one transaction.
///
/// The rules are those of a context's delete (``DeleteRule``), applied to rows: `nullify` clears
/// a to-one inverse (the related row's version moves on, as when a context saves it) and removes
/// the row from many-to-many inverses; `cascade` deletes the destinations; `deny` refuses the
/// whole request while a destination that is not deleted too exists; `noAction` leaves
/// destinations as they are.
struct BatchDeletePlan {
    /// The destinations of one relationship of one deleted row.
    typealias Destinations = (source: ManagedObjectID, destinations: [ManagedObjectID])

    let store: any PersistentStore
    /// Rows to delete, in the order found, with the version each was read at.
    private var deleted: [ManagedObjectID] = []
    private var versions: [ManagedObjectID: Int64] = [:]
    /// Related rows losing a to-one reference: their new state, by ID.
    private var nullified: [ManagedObjectID: ChangeSet.Update] = [:]
    private var nullifiedOrder: [ManagedObjectID] = []
    /// One owner of the canonical side of a many-to-many relationship that held a deleted row.
    private struct Membership: Hashable {
        let owner: ManagedObjectID
        let relationship: RelationshipDescription

        static func == (a: Membership, b: Membership) -> Bool { a.owner == b.owner && a.relationship === b.relationship }
        func hash(into hasher: inout Hasher) {
            hasher.combine(owner)
            hasher.combine(ObjectIdentifier(relationship))
        }
    }

    private var memberships: Set<Membership> = []
    private var membershipOrder: [Membership] = []
    /// Deny relationships found holding destinations, checked once every deletion is known.
    private var denials: [(source: ManagedObjectID, relationship: RelationshipDescription, destinations: [ManagedObjectID])] = []

    init(store: any PersistentStore) {
        self.store = store
    }

    /// Adds `rows` to the deletion and follows their relationships' delete rules.
    mutating func add(_ rows: [RowSnapshot]) throws {
        var level = rows.filter { versions[$0.objectID] == nil }
        while !level.isEmpty {
            for row in level where versions.updateValue(row.version, forKey: row.objectID) == nil { deleted.append(row.objectID) }
            var cascaded: [ManagedObjectID] = []
            for group in Dictionary(grouping: level, by: { ObjectIdentifier($0.objectID.entity) }).values {
                for relationship in group[0].objectID.entity.relationships {
                    let destinations = try destinationsByRow(group, relationship)
                    try apply(relationship, destinations, cascading: &cascaded)
                }
            }
            var seen = Set<ManagedObjectID>()
            let next = cascaded.filter { versions[$0] == nil && seen.insert($0).inserted }
            level = next.isEmpty ? [] : try store.snapshots(for: next)
        }
    }

    /// The change set deleting the rows and updating the related ones.
    ///
    /// - Throws: ``CairnError`` `.validationRelationshipDeniedDelete` (1600) naming the entity,
    ///   relationship and object of the first deny relationship still holding a row.
    func changeSet() throws -> ChangeSet {
        for denial in denials {
            let kept = denial.destinations.filter { versions[$0] == nil }
            guard let first = kept.first else { continue }
            let source = denial.source
            throw CairnError(
                .validationRelationshipDeniedDelete,
                "Batch delete: \(source.entity.entityName) \(source) cannot be deleted: its relationship '\(denial.relationship.name)' (delete rule deny) still holds \(kept.count) object(s) (\(first.entity.entityName) \(first)\(kept.count > 1 ? ", …" : "")). Nothing was deleted; delete or reassign those objects first.",
                entity: source.entity.entityName, objectID: source, property: denial.relationship.name)
        }
        var changes = ChangeSet()
        changes.deleted = deleted.map { ChangeSet.Delete(objectID: $0, expectedVersion: versions[$0]!) }
        changes.updated = nullifiedOrder.compactMap { versions[$0] == nil ? nullified[$0] : nil }
        for membership in membershipOrder where versions[membership.owner] == nil {
            let kept = try store.relatedIDs(of: membership.owner, relationship: membership.relationship).filter { versions[$0] == nil }
            changes.relationships.append(.init(owner: membership.owner, relationship: membership.relationship, destinations: kept))
        }
        return changes
    }

    /// The destinations of `relationship` for each row, with their rows where the store gave them.
    private func destinationsByRow(_ rows: [RowSnapshot], _ relationship: RelationshipDescription) throws -> [Destinations] {
        if !relationship.isToMany {
            return rows.compactMap { row -> Destinations? in
                guard case .object(let destination) = row.values[relationship.index] else { return nil }
                return (row.objectID, [destination])
            }
        }
        let related = try store.relatedRows(of: rows.map(\.objectID), relationship: relationship)
        return rows.compactMap { row -> Destinations? in
            guard let members = related.members[row.objectID], !members.isEmpty else { return nil }
            return (row.objectID, members)
        }
    }

    private mutating func apply(_ relationship: RelationshipDescription, _ destinations: [Destinations], cascading: inout [ManagedObjectID]) throws {
        guard !destinations.isEmpty else { return }
        switch relationship.deleteRule {
        case .noAction:
            break
        case .deny:
            for entry in destinations { denials.append((entry.source, relationship, entry.destinations)) }
        case .cascade:
            for entry in destinations { cascading += entry.destinations }
        case .nullify:
            if let inverse = relationship.inverseRelationship, !inverse.isToMany {
                try nullify(inverse, in: destinations.flatMap(\.destinations))
            }
        }
        // A many-to-many membership kept on the destination's side names the deleted row whatever
        // the rule: the store drops only the deleted row's own side.
        if let inverse = relationship.inverseRelationship, Self.isKeptByDestination(inverse) {
            for entry in destinations {
                for owner in entry.destinations where memberships.insert(Membership(owner: owner, relationship: inverse)).inserted {
                    membershipOrder.append(Membership(owner: owner, relationship: inverse))
                }
            }
        }
    }

    /// Whether `inverse` is the canonical side of a many-to-many relationship (its owner keeps the
    /// membership list).
    private static func isKeptByDestination(_ inverse: RelationshipDescription) -> Bool {
        guard inverse.isToMany, case .joinTable = RelationshipStorage.of(inverse) else { return false }
        return RelationshipStorage.isCanonicalSide(inverse)
    }

    /// Clears the to-one `inverse` of the related rows (each row's version moves on).
    private mutating func nullify(_ inverse: RelationshipDescription, in ids: [ManagedObjectID]) throws {
        let pending = ids.filter { nullified[$0] == nil }
        var changed: [ManagedObjectID: ChangeSet.Update] = [:]
        for row in try store.snapshots(for: pending) { changed[row.objectID] = .init(snapshot: row, changedIndices: [], expectedVersion: row.version) }
        for id in ids {
            guard var update = nullified[id] ?? changed[id] else { continue }
            if nullified[id] == nil { nullifiedOrder.append(id) }
            update.snapshot.values[inverse.index] = .null
            update.snapshot.version = update.expectedVersion + 1
            if !update.changedIndices.contains(inverse.index) { update.changedIndices = (update.changedIndices + [inverse.index]).sorted() }
            nullified[id] = update
        }
    }
}
