import Foundation

/// The objects of one save that share one uniqueness constraint's values: unsaved or changed
/// objects of the context, and rows already in the store.
struct ConstraintGroup {
    /// Identifies a group: the constraint and the values.
    struct Key: Hashable {
        let constraint: UniquenessConstraint.ID
        let values: [PropertyValue]
    }

    let constraint: UniquenessConstraint
    /// Objects of the context holding the values: changed existing objects first, then inserted
    /// ones in creation order.
    var participants: [ManagedObject] = []
    /// Stored rows holding the values whose objects are not participants (nor deleted).
    var stored: [RowSnapshot] = []

    /// Whether more than one object would hold the values after the save.
    var isConflict: Bool { participants.count + stored.count > 1 }

    /// Whether every object of the group is of one entity (siblings under a parent's constraint
    /// cannot be merged into one object).
    var isSingleEntity: Bool {
        let entity = participants.first?.entity
        return participants.allSatisfy { $0.entity === entity } && stored.allSatisfy { $0.objectID.entity === entity }
    }

    /// Existing objects (stored rows and changed saved objects): two of them cannot be merged.
    var existingCount: Int { stored.count + participants.filter { !$0.isInserted }.count }

    /// The conflict as reported in a 133021 error (objects, never values): the first existing
    /// object as the database object, every other object as conflicting.
    var report: ConstraintConflict {
        let existing = stored.map(\.objectID) + participants.filter { !$0.isInserted }.map(\.objectID)
        return ConstraintConflict(
            entityName: constraint.scope.entityName, constraint: constraint.names, databaseObjectID: existing.first,
            conflictingObjectIDs: participants.filter(\.isInserted).map(\.objectID) + existing.dropFirst())
    }
}
