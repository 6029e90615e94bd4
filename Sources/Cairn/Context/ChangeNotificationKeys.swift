/// The key of the inserted objects' IDs in a change dictionary given to
/// ``ManagedObjectContext/mergeChanges(fromRemoteContextSave:into:)`` (Core Data's
/// `NSInsertedObjectsKey`, the same string).
public let NSInsertedObjectsKey = "inserted"
/// The key of the updated objects' IDs in a change dictionary given to
/// ``ManagedObjectContext/mergeChanges(fromRemoteContextSave:into:)`` (Core Data's
/// `NSUpdatedObjectsKey`, the same string).
public let NSUpdatedObjectsKey = "updated"
/// The key of the deleted objects' IDs in a change dictionary given to
/// ``ManagedObjectContext/mergeChanges(fromRemoteContextSave:into:)`` (Core Data's
/// `NSDeletedObjectsKey`, the same string).
public let NSDeletedObjectsKey = "deleted"
