import Foundation

/// Changing an ordered to-many relationship by position (what Core Data's generated accessors
/// `insertInto…(_:at:)`, `removeFrom…(at:)` and `replace…(at:with:)` do), keeping inverses consistent.
///
/// ```swift
/// dog.insert(walk, at: 0, intoRelationship: "walks")      // walk.dog == dog
/// dog.moveObject(at: 0, to: 2, inRelationship: "walks")
/// dog.removeObject(at: 1, fromRelationship: "walks")      // that walk's dog is nil
/// ```
///
/// The order is saved with the relationship and survives a reload. Positions outside the
/// relationship trap, naming the relationship and its size.
extension ManagedObject {
    /// Inserts `object` at `index` of an ordered relationship; if it is already a member, moves it
    /// there instead (an `NSMutableOrderedSet` would leave it where it is).
    ///
    /// `index` may equal the number of members (append). Sets the inverse: for a to-one inverse,
    /// `object` leaves its previous owner's relationship.
    public final func insert(_ object: ManagedObject, at index: Int, intoRelationship key: String) {
        let position = orderedRelationshipIndex(key)
        let relationship = relationship(at: position)
        checkSameContext(object, relationship)
        var ids = relatedIDs(at: position)
        if let current = ids.firstIndex(of: object.objectID) {
            checkPosition(index, in: ids.count - 1, key)
            ids.remove(at: current)
        } else {
            checkPosition(index, in: ids.count, key)
            link(object, via: relationship)
            ids = relatedIDs(at: position).filter { $0 != object.objectID }
        }
        ids.insert(object.objectID, at: index)
        replaceRelatedIDs(ids, at: position)
    }

    /// Removes the member at `index` of an ordered relationship (its inverse is cleared).
    public final func removeObject(at index: Int, fromRelationship key: String) {
        let position = orderedRelationshipIndex(key)
        let ids = relatedIDs(at: position)
        checkPosition(index, in: ids.count - 1, key)
        guard let context = managedObjectContext else { return }
        unlink(context.object(with: ids[index]), via: relationship(at: position))
    }

    /// Moves the member at `source` to `destination` (a position in the resulting order).
    public final func moveObject(at source: Int, to destination: Int, inRelationship key: String) {
        let position = orderedRelationshipIndex(key)
        var ids = relatedIDs(at: position)
        checkPosition(source, in: ids.count - 1, key)
        checkPosition(destination, in: ids.count - 1, key)
        guard source != destination else { return }
        ids.insert(ids.remove(at: source), at: destination)
        replaceRelatedIDs(ids, at: position)
    }

    /// Replaces the member at `index` with `object` (the old member's inverse is cleared, the new
    /// one's set). If `object` is already a member elsewhere, it moves to `index`.
    public final func replaceObject(at index: Int, with object: ManagedObject, inRelationship key: String) {
        let position = orderedRelationshipIndex(key)
        let ids = relatedIDs(at: position)
        checkPosition(index, in: ids.count - 1, key)
        guard ids[index] != object.objectID else { return }
        removeObject(at: index, fromRelationship: key)
        let remaining = relatedIDs(at: position)
        let last = remaining.count - (remaining.contains(object.objectID) ? 1 : 0)
        insert(object, at: min(index, last), intoRelationship: key)
    }

    /// The index of an ordered to-many relationship, trapping with advice for other kinds.
    private final func orderedRelationshipIndex(_ key: String) -> Int {
        let index = relationshipIndex(ManagedPropertyKey(key), toMany: true)
        precondition(
            relationship(at: index).isOrdered,
            "\(entity.entityName).\(key) is not ordered, so its members have no positions; use add(_:toRelationship:) and remove(_:fromRelationship:), or mark the relationship ordered in the model."
        )
        return index
    }

    private final func checkPosition(_ index: Int, in last: Int, _ key: String) {
        precondition(
            index >= 0 && index <= last,
            "Position \(index) is outside \(entity.entityName).\(key), which allows positions 0...\(max(last, 0))\(last < 0 ? " (it is empty)" : "").")
    }

    /// Stores a new member list for a to-many relationship (one side only) and records the change.
    final func replaceRelatedIDs(_ ids: [ManagedObjectID], at index: Int) {
        willAccessValues()
        if values![index] == .objects(ids) { return }
        let context = managedObjectContext
        context?.noticeChange(of: self)
        storeValue(.objects(ids), at: index)
        context?.objectDidChange(self)
    }
}
