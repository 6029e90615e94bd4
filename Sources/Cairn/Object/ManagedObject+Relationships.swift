import Foundation

/// Relationship reads and writes, keeping both sides of every relationship consistent.
extension ManagedObject {
    /// The destination IDs of a to-many relationship (loaded from the store on first use).
    final func relatedIDs(at index: Int) -> [ManagedObjectID] {
        willAccessValues()
        if case .objects(let ids) = values![index] { return ids }
        guard let context = managedObjectContext else { return [] }
        return context.loadToMany(self, at: index)
    }

    /// The destination of a to-one relationship.
    final func relatedObject(at index: Int) -> ManagedObject? {
        guard case .object(let id) = primitiveValue(at: index) else { return nil }
        return managedObjectContext?.object(with: id)
    }

    /// The destinations of a to-many relationship, in order.
    final func relatedObjects(at index: Int) -> [ManagedObject] {
        let ids = relatedIDs(at: index)
        guard let context = managedObjectContext else { return [] }
        return ids.map(context.object(with:))
    }

    final func relationship(at index: Int) -> RelationshipDescription {
        entity.properties[index] as! RelationshipDescription
    }

    final func checkSameContext(_ other: ManagedObject, _ relationship: RelationshipDescription) {
        precondition(
            other.managedObjectContext === managedObjectContext && managedObjectContext != nil,
            "Cannot relate \(entity.entityName).\(relationship.name) of \(objectID) to \(other.objectID): both objects must be in the same context. Fetch the other object in this context with context.object(with: objectID)."
        )
        precondition(
            other.entity.isKind(of: relationship.destinationEntity!),
            "\(entity.entityName).\(relationship.name) holds \(relationship.destinationEntityName) objects, not \(other.entity.entityName).")
    }

    /// Sets a to-one relationship and updates the inverse on the old and new destinations.
    final func setRelatedObject(_ newObject: ManagedObject?, at index: Int) {
        let relationship = relationship(at: index)
        let old = relatedObject(at: index)
        if old === newObject { return }
        if let newObject { checkSameContext(newObject, relationship) }
        if let old { unlink(old, via: relationship) }
        if let newObject { link(newObject, via: relationship) }
    }

    /// Replaces the contents of a to-many relationship, updating every inverse.
    final func setRelatedObjects(_ objects: [ManagedObject], at index: Int) {
        let relationship = relationship(at: index)
        let oldIDs = relatedIDs(at: index)
        var newIDs: [ManagedObjectID] = []
        var seen = Set<ManagedObjectID>()
        for object in objects where seen.insert(object.objectID).inserted {
            checkSameContext(object, relationship)
            newIDs.append(object.objectID)
        }
        if oldIDs == newIDs { return }
        let oldSet = Set(oldIDs)
        if let inverse = relationship.inverseRelationship, let context = managedObjectContext {
            for id in oldIDs where !seen.contains(id) {
                context.object(with: id).removeFromSide(self, inverse)
            }
            for object in objects where !oldSet.contains(object.objectID) {
                object.attachInverse(self, via: inverse, owner: relationship)
            }
        }
        setPrimitiveValue(.objects(newIDs), at: index)
    }

    /// Adds `object` to a to-many relationship (at the end, for ordered ones).
    public final func add(_ object: ManagedObject, toRelationship key: String) {
        let index = relationshipIndex(ManagedPropertyKey(key), toMany: true)
        let relationship = relationship(at: index)
        checkSameContext(object, relationship)
        guard !relatedIDs(at: index).contains(object.objectID) else { return }
        link(object, via: relationship)
    }

    /// Removes `object` from a to-many relationship.
    public final func remove(_ object: ManagedObject, fromRelationship key: String) {
        let index = relationshipIndex(ManagedPropertyKey(key), toMany: true)
        guard relatedIDs(at: index).contains(object.objectID) else { return }
        unlink(object, via: relationship(at: index))
    }

    /// Connects `self.relationship` to `other`, and `other.inverse` back to `self`.
    final func link(_ other: ManagedObject, via relationship: RelationshipDescription) {
        if let inverse = relationship.inverseRelationship {
            other.attachInverse(self, via: inverse, owner: relationship)
        }
        addToSide(other, relationship)
    }

    /// Disconnects `self.relationship` from `other`, and `other.inverse` from `self`.
    final func unlink(_ other: ManagedObject, via relationship: RelationshipDescription) {
        removeFromSide(other, relationship)
        if let inverse = relationship.inverseRelationship { other.removeFromSide(self, inverse) }
    }

    /// Points `self.inverse` at `source`; for a to-one inverse, detaches `self` from its previous
    /// partner's `owner` relationship first.
    final func attachInverse(_ source: ManagedObject, via inverse: RelationshipDescription, owner: RelationshipDescription) {
        if !inverse.isToMany, case .object(let previousID) = primitiveValue(at: inverse.index), previousID != source.objectID,
            let context = managedObjectContext
        {
            context.object(with: previousID).removeFromSide(self, owner)
        }
        addToSide(source, inverse)
    }

    /// One side only: adds `other` to this object's relationship (replacing, for to-one).
    final func addToSide(_ other: ManagedObject, _ relationship: RelationshipDescription) {
        let index = relationship.index
        if relationship.isToMany {
            var ids = relatedIDs(at: index)
            guard !ids.contains(other.objectID) else { return }
            managedObjectContext?.noticeChange(of: self)
            storeValue(.null, at: index)  // `ids` is then the only holder of its array: no copy
            ids.append(other.objectID)
            values![index] = .objects(ids)
            managedObjectContext?.objectDidChange(self)
        } else {
            setPrimitiveValue(.object(other.objectID), at: index)
        }
    }

    /// One side only: removes `other` from this object's relationship.
    final func removeFromSide(_ other: ManagedObject, _ relationship: RelationshipDescription) {
        removeFromSide(id: other.objectID, relationship)
    }

    /// One side only: removes the object with `id` from this object's relationship.
    final func removeFromSide(id: ManagedObjectID, _ relationship: RelationshipDescription) {
        let index = relationship.index
        if relationship.isToMany {
            var ids = relatedIDs(at: index)
            guard let position = ids.firstIndex(of: id) else { return }
            managedObjectContext?.noticeChange(of: self)
            storeValue(.null, at: index)
            ids.remove(at: position)
            values![index] = .objects(ids)
            managedObjectContext?.objectDidChange(self)
        } else if case .object(let current) = primitiveValue(at: index), current == id {
            setPrimitiveValue(.null, at: index)
        }
    }
}
