import Foundation

/// The live set `mutableSetValue(forKey:)` returns: reading it reads the relationship, changing
/// it changes the relationship (inverses included), as Core Data's proxy does.
///
/// Not `Sendable`: like the object it belongs to, use it on its context's queue.
final class RelationshipSetProxy: NSMutableSet {
    private let relationship: LiveRelationship

    init(_ relationship: LiveRelationship) {
        self.relationship = relationship
        super.init(capacity: 0)
    }

    required init(capacity numItems: Int) {
        preconditionFailure("A relationship set is made by mutableSetValue(forKey:), not init(capacity:).")
    }

    required init?(coder aDecoder: NSCoder) {
        preconditionFailure("A relationship set cannot be decoded.")
    }

    override var count: Int { relationship.members.count }

    override func member(_ object: Any) -> Any? { relationship.position(of: object) == nil ? nil : object }

    override func objectEnumerator() -> NSEnumerator { NSArray(array: relationship.members).objectEnumerator() }

    override func add(_ object: Any) {
        relationship.owner.add(relationship.managedObject(object), toRelationship: relationship.key)
    }

    override func remove(_ object: Any) {
        guard let object = object as? ManagedObject else { return }
        relationship.owner.remove(object, fromRelationship: relationship.key)
    }

    override func removeAllObjects() {
        for object in relationship.members { relationship.owner.remove(object, fromRelationship: relationship.key) }
    }
}
