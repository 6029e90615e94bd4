import Foundation

extension ManagedObject {
    /// A live, mutable set of a to-many relationship's members (Core Data's
    /// `mutableSetValue(forKey:)`): adding and removing through it changes the relationship and
    /// its inverses.
    ///
    /// ```swift
    /// author.mutableSetValue(forKey: "books").add(book)     // book.author == author
    /// ```
    ///
    /// Use it on the object's context's queue, like the object. An unknown key or a key that is
    /// not a to-many relationship traps, naming both.
    public final func mutableSetValue(forKey key: String) -> NSMutableSet {
        _ = relatedObjects(forKey: key)
        return RelationshipSetProxy(LiveRelationship(owner: self, key: key))
    }

    /// A live, mutable ordered set of an ordered to-many relationship's members (Core Data's
    /// `mutableOrderedSetValue(forKey:)`): inserting, removing and replacing through it change the
    /// relationship and its inverses.
    ///
    /// ```swift
    /// playlist.mutableOrderedSetValue(forKey: "songs").insert(song, at: 0)
    /// ```
    ///
    /// Use it on the object's context's queue. A key that is not an ordered to-many relationship
    /// traps, naming it.
    public final func mutableOrderedSetValue(forKey key: String) -> NSMutableOrderedSet {
        let index = relationshipIndex(ManagedPropertyKey(key), toMany: true)
        precondition(
            relationship(at: index).isOrdered,
            "mutableOrderedSetValue(forKey: \"\(key)\"): \(entity.entityName).\(key) is not ordered; use mutableSetValue(forKey:)."
        )
        return RelationshipOrderedSetProxy(LiveRelationship(owner: self, key: key))
    }

    /// The members of the to-many relationship `key`, in order for ordered relationships.
    final func relatedObjects(forKey key: String) -> [ManagedObject] {
        relatedObjects(at: relationshipIndex(ManagedPropertyKey(key), toMany: true))
    }
}
