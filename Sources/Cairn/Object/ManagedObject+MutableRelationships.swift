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
        return RelationshipSetProxy(owner: self, key: key)
    }

    /// The members of the to-many relationship `key`, in order for ordered relationships.
    final func relatedObjects(forKey key: String) -> [ManagedObject] {
        relatedObjects(at: relationshipIndex(ManagedPropertyKey(key), toMany: true))
    }
}
