import Foundation

/// The live ordered set `mutableOrderedSetValue(forKey:)` returns: reading it reads the ordered
/// relationship, changing it changes the relationship (inverses included), as Core Data's proxy
/// does.
///
/// Not `Sendable`: like the object it belongs to, use it on its context's queue.
final class RelationshipOrderedSetProxy: NSMutableOrderedSet {
    private let relationship: LiveRelationship

    init(_ relationship: LiveRelationship) {
        self.relationship = relationship
        super.init(capacity: 0)
    }

    required init(arrayLiteral elements: Any...) {
        preconditionFailure("A relationship ordered set is made by mutableOrderedSetValue(forKey:), not from a literal.")
    }

    required init?(coder aDecoder: NSCoder) {
        preconditionFailure("A relationship ordered set cannot be decoded.")
    }

    override var count: Int { relationship.members.count }

    override func object(at idx: Int) -> Any { relationship.members[idx] }

    override func index(of object: Any) -> Int { relationship.position(of: object) ?? NSNotFound }

    override func contains(_ object: Any) -> Bool { relationship.position(of: object) != nil }

    override func insert(_ object: Any, at idx: Int) {
        let object = relationship.managedObject(object)
        // An NSMutableOrderedSet ignores an insertion of a member.
        guard relationship.position(of: object) == nil else { return }
        relationship.owner.insert(object, at: idx, intoRelationship: relationship.key)
    }

    override func add(_ object: Any) { insert(object, at: count) }

    override func removeObject(at idx: Int) { relationship.owner.removeObject(at: idx, fromRelationship: relationship.key) }

    override func remove(_ object: Any) {
        if let position = relationship.position(of: object) { removeObject(at: position) }
    }

    override func replaceObject(at idx: Int, with object: Any) {
        relationship.owner.replaceObject(at: idx, with: relationship.managedObject(object), inRelationship: relationship.key)
    }

    override func removeAllObjects() {
        while count > 0 { removeObject(at: count - 1) }
    }
}
