import Foundation

/// The live set `mutableSetValue(forKey:)` returns: reading it reads the relationship, changing
/// it changes the relationship (inverses included), as Core Data's proxy does.
///
/// Not `Sendable`: like the object it belongs to, use it on its context's queue.
final class RelationshipSetProxy: NSMutableSet {
    private let owner: ManagedObject
    private let key: String

    init(owner: ManagedObject, key: String) {
        self.owner = owner
        self.key = key
        super.init(capacity: 0)
    }

    required init(capacity numItems: Int) {
        preconditionFailure("A relationship set is made by mutableSetValue(forKey:), not init(capacity:).")
    }

    required init?(coder aDecoder: NSCoder) {
        preconditionFailure("A relationship set cannot be decoded.")
    }

    private var members: [ManagedObject] { owner.relatedObjects(forKey: key) }

    override var count: Int { members.count }

    override func member(_ object: Any) -> Any? {
        guard let object = object as? ManagedObject else { return nil }
        return members.first { $0 === object }
    }

    override func objectEnumerator() -> NSEnumerator { NSArray(array: members).objectEnumerator() }

    override func add(_ object: Any) { owner.add(RelationshipSetProxy.object(object, key), toRelationship: key) }

    override func remove(_ object: Any) {
        guard let object = object as? ManagedObject else { return }
        owner.remove(object, fromRelationship: key)
    }

    override func removeAllObjects() {
        for object in members { owner.remove(object, fromRelationship: key) }
    }

    /// `object` as a managed object, or a stop naming the relationship and the type.
    static func object(_ object: Any, _ key: String) -> ManagedObject {
        guard let object = object as? ManagedObject else {
            preconditionFailure("Relationship '\(key)' holds managed objects; cannot add a \(type(of: object)).")
        }
        return object
    }
}
