import Foundation

/// The live ordered set `mutableOrderedSetValue(forKey:)` returns: reading it reads the ordered
/// relationship, changing it changes the relationship (inverses included), as Core Data's proxy
/// does.
///
/// Not `Sendable`: like the object it belongs to, use it on its context's queue.
final class RelationshipOrderedSetProxy: NSMutableOrderedSet {
    private let owner: ManagedObject
    private let key: String

    init(owner: ManagedObject, key: String) {
        self.owner = owner
        self.key = key
        super.init(capacity: 0)
    }

    required init(arrayLiteral elements: Any...) {
        preconditionFailure("A relationship ordered set is made by mutableOrderedSetValue(forKey:), not from a literal.")
    }

    required init?(coder aDecoder: NSCoder) {
        preconditionFailure("A relationship ordered set cannot be decoded.")
    }

    private var members: [ManagedObject] { owner.relatedObjects(forKey: key) }

    override var count: Int { members.count }

    override func object(at idx: Int) -> Any { members[idx] }

    override func index(of object: Any) -> Int {
        guard let object = object as? ManagedObject else { return NSNotFound }
        return members.firstIndex { $0 === object } ?? NSNotFound
    }

    override func contains(_ object: Any) -> Bool { index(of: object) != NSNotFound }

    override func insert(_ object: Any, at idx: Int) {
        let object = RelationshipSetProxy.object(object, key)
        // An NSMutableOrderedSet ignores an insertion of a member.
        guard index(of: object) == NSNotFound else { return }
        owner.insert(object, at: idx, intoRelationship: key)
    }

    override func add(_ object: Any) { insert(object, at: count) }

    override func removeObject(at idx: Int) { owner.removeObject(at: idx, fromRelationship: key) }

    override func remove(_ object: Any) {
        let position = index(of: object)
        if position != NSNotFound { removeObject(at: position) }
    }

    override func replaceObject(at idx: Int, with object: Any) {
        owner.replaceObject(at: idx, with: RelationshipSetProxy.object(object, key), inRelationship: key)
    }

    override func removeAllObjects() {
        while count > 0 { removeObject(at: count - 1) }
    }
}
