/// A class whose instances stand for managed objects: CairnData's models, which keep their values in
/// a ``ManagedObject``. Predicates compare such a value by its object's ID, as they compare a
/// ``ManagedObject``.
public protocol ManagedObjectBacked: AnyObject {
    /// The managed object holding this instance's values (`nil` if it has none yet).
    var backingManagedObject: ManagedObject? { get }
}

/// A value that stands for a managed object's ID in predicates (SwiftData's
/// `PersistentIdentifier`): `#Predicate { $0.persistentModelID == id }` compares the object with it.
package protocol ManagedObjectIDRepresenting {
    /// The ID, `nil` when this process has no object for it.
    var representedObjectID: ManagedObjectID? { get }
}
