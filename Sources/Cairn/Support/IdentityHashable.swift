/// Equality and hashing by identity: two values are equal when they are the same object.
///
/// Core Data's classes are `NSObject`s, so code compares contexts (`notification.object as? … ==
/// viewContext`), puts entities in sets and uses models as dictionary keys; the engine's classes
/// that Core Data code handles this way adopt this protocol to allow the same.
public protocol IdentityHashable: AnyObject, Hashable {}

extension IdentityHashable {
    /// Whether both are the same object.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
    /// Hashes the object's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension ManagedObjectContext: IdentityHashable {}
extension EntityDescription: IdentityHashable {}
extension ManagedObjectModel: IdentityHashable {}
extension PersistentStoreCoordinator: IdentityHashable {}
extension PersistentContainer: IdentityHashable {}
extension PersistentStoreDescription: IdentityHashable {}
extension FetchRequest: IdentityHashable {}
extension AnyFetchedResultsController: IdentityHashable {}
