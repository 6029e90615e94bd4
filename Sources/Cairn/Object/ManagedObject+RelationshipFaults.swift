import Foundation

/// What a relationship holds, without firing the faults of the objects it holds (Core Data's
/// `objectIDs(forRelationshipNamed:)` and `hasFault(forRelationshipNamed:)`).
extension ManagedObject {
    /// The IDs of the objects in relationship `key`, in order for an ordered one, without firing
    /// their faults (a to-many relationship not read yet is read from the store, IDs only).
    ///
    /// Trapping on a key that is not a relationship is a programmer error (Core Data raises).
    public final func objectIDs(forRelationshipNamed key: String) -> [ManagedObjectID] {
        let (index, relationship) = relationshipNamed(key)
        if relationship.isToMany { return relatedIDs(at: index) }
        if case .object(let id) = primitiveValue(at: index) { return [id] }
        return []
    }

    /// Whether relationship `key` is a fault: the object itself is one, a to-many relationship's
    /// list is not read yet, or a to-one relationship's destination is a fault.
    public final func hasFault(forRelationshipNamed key: String) -> Bool {
        let (index, relationship) = relationshipNamed(key)
        guard let values, !state.contains(.awaitingAwake) else { return true }
        switch values[index] {
        case .objects: return false
        case .object(let id): return managedObjectContext?.registeredObject(for: id)?.isFault ?? true
        default: return relationship.isToMany
        }
    }

    private func relationshipNamed(_ key: String) -> (Int, RelationshipDescription) {
        let index = propertyIndex(key)
        guard let relationship = entity.properties[index] as? RelationshipDescription else {
            preconditionFailure("'\(key)' of entity '\(entity.entityName)' is an attribute, not a relationship.")
        }
        return (index, relationship)
    }
}
