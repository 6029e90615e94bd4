/// A to-many relationship of one object, read and checked live: what the mutable set proxies of
/// `mutableSetValue(forKey:)` and `mutableOrderedSetValue(forKey:)` work through.
struct LiveRelationship {
    let owner: ManagedObject
    let key: String

    /// The current members, in order for ordered relationships.
    var members: [ManagedObject] { owner.relatedObjects(forKey: key) }

    /// The position of `object` among the members, if it is one.
    func position(of object: Any) -> Int? {
        guard let object = object as? ManagedObject else { return nil }
        return members.firstIndex { $0 === object }
    }

    /// `object` as a managed object, or a stop naming the relationship and the type.
    func managedObject(_ object: Any) -> ManagedObject {
        guard let object = object as? ManagedObject else {
            preconditionFailure("Relationship '\(key)' holds managed objects; cannot add a \(type(of: object)).")
        }
        return object
    }
}
