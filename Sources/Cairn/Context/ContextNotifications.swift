import Foundation

// Core Data's context notifications, with Core Data's names and userInfo keys (the same strings),
// posted on `NotificationCenter.default` with the context as the notification's object, on the
// context's queue.

extension ManagedObjectContext {
    /// Posted by `processPendingChanges()` when registered objects changed: `userInfo` holds the
    /// sets of objects under ``NotificationKey/insertedObjects``, ``NotificationKey/updatedObjects``,
    /// ``NotificationKey/deletedObjects``, ``NotificationKey/refreshedObjects`` (merged from
    /// elsewhere) and ``NotificationKey/invalidatedObjects`` — each key only when its set is not
    /// empty — or ``NotificationKey/invalidatedAllObjects`` after `reset()`.
    public static let didChangeObjectsNotification = Notification.Name("NSObjectsChangedInManagingContextNotification")
    /// Posted at the start of `save()`, before `willSave()` runs on the objects; no `userInfo`.
    public static let willSaveObjectsNotification = Notification.Name("NSManagingContextWillSaveChangesNotification")
    /// Posted after `save()` succeeded: `userInfo` holds the saved objects under
    /// ``NotificationKey/insertedObjects``, ``NotificationKey/updatedObjects`` and
    /// ``NotificationKey/deletedObjects`` (sets, each key always present). Give it to another
    /// context's ``mergeChanges(fromContextDidSave:)``.
    public static let didSaveObjectsNotification = Notification.Name("NSManagingContextDidSaveChangesNotification")
    /// Posted after `save()` succeeded, with object IDs only (safe to read on any thread):
    /// `userInfo` holds sets of ``ManagedObjectID`` under ``NotificationKey/insertedObjectIDs``,
    /// ``NotificationKey/updatedObjectIDs`` and ``NotificationKey/deletedObjectIDs``, and a
    /// ``SaveSummary`` under ``SaveSummary/userInfoKey`` (changed properties, author, timestamp).
    public static let didSaveObjectIDsNotification = Notification.Name("NSManagedObjectContextDidSaveObjectIDsNotification")
    /// Posted after a context merged changes saved elsewhere (`mergeChanges(fromContextDidSave:)`,
    /// `mergeChanges(fromRemoteContextSave:into:)`, automatic merges): `userInfo` holds the IDs
    /// under ``NotificationKey/insertedObjectIDs``, ``NotificationKey/updatedObjectIDs`` and
    /// ``NotificationKey/deletedObjectIDs``.
    public static let didMergeChangesObjectIDsNotification = Notification.Name("NSManagedObjectContextDidMergeChangesObjectIDsNotification")

    /// The keys of the context notifications' `userInfo` (Core Data's strings).
    public enum NotificationKey: String, Sendable {
        /// Inserted objects (`Set<ManagedObject>`).
        case insertedObjects = "inserted"
        /// Updated objects (`Set<ManagedObject>`).
        case updatedObjects = "updated"
        /// Deleted objects (`Set<ManagedObject>`).
        case deletedObjects = "deleted"
        /// Objects refreshed with changes merged from elsewhere (`Set<ManagedObject>`).
        case refreshedObjects = "refreshed"
        /// Objects that left the context without being deleted in it (`Set<ManagedObject>`).
        case invalidatedObjects = "invalidated"
        /// Present (with the context's former objects) after `reset()`: every object is invalid.
        case invalidatedAllObjects = "invalidatedAll"
        /// IDs of inserted objects (`Set<ManagedObjectID>`).
        case insertedObjectIDs = "inserted_objectIDs"
        /// IDs of updated objects (`Set<ManagedObjectID>`).
        case updatedObjectIDs = "updated_objectIDs"
        /// IDs of deleted objects (`Set<ManagedObjectID>`).
        case deletedObjectIDs = "deleted_objectIDs"
        /// IDs of refreshed objects (`Set<ManagedObjectID>`).
        case refreshedObjectIDs = "refreshed_objectIDs"
        /// IDs of invalidated objects (`Set<ManagedObjectID>`).
        case invalidatedObjectIDs = "invalidated_objectIDs"
    }
}

extension Notification.Name {
    /// Core Data's global name of ``ManagedObjectContext/didChangeObjectsNotification``.
    public static let NSManagedObjectContextObjectsDidChange = ManagedObjectContext.didChangeObjectsNotification
    /// Core Data's global name of ``ManagedObjectContext/willSaveObjectsNotification``.
    public static let NSManagedObjectContextWillSave = ManagedObjectContext.willSaveObjectsNotification
    /// Core Data's global name of ``ManagedObjectContext/didSaveObjectsNotification``.
    public static let NSManagedObjectContextDidSave = ManagedObjectContext.didSaveObjectsNotification
    /// Core Data's global name of ``ManagedObjectContext/didSaveObjectIDsNotification``.
    public static let NSManagedObjectContextDidSaveObjectIDs = ManagedObjectContext.didSaveObjectIDsNotification
    /// Core Data's global name of ``ManagedObjectContext/didMergeChangesObjectIDsNotification``.
    public static let NSManagedObjectContextDidMergeChangesObjectIDs = ManagedObjectContext.didMergeChangesObjectIDsNotification
}

/// Core Data's key for refreshed objects in objects-did-change notifications.
public let NSRefreshedObjectsKey = ManagedObjectContext.NotificationKey.refreshedObjects.rawValue
/// Core Data's key for invalidated objects in objects-did-change notifications.
public let NSInvalidatedObjectsKey = ManagedObjectContext.NotificationKey.invalidatedObjects.rawValue
/// Core Data's key present after a context's `reset()` in objects-did-change notifications.
public let NSInvalidatedAllObjectsKey = ManagedObjectContext.NotificationKey.invalidatedAllObjects.rawValue
/// Core Data's key for inserted object IDs in did-save-object-IDs and did-merge notifications.
public let NSInsertedObjectIDsKey = ManagedObjectContext.NotificationKey.insertedObjectIDs.rawValue
/// Core Data's key for updated object IDs in did-save-object-IDs and did-merge notifications.
public let NSUpdatedObjectIDsKey = ManagedObjectContext.NotificationKey.updatedObjectIDs.rawValue
/// Core Data's key for deleted object IDs in did-save-object-IDs and did-merge notifications.
public let NSDeletedObjectIDsKey = ManagedObjectContext.NotificationKey.deletedObjectIDs.rawValue
/// Core Data's key for refreshed object IDs.
public let NSRefreshedObjectIDsKey = ManagedObjectContext.NotificationKey.refreshedObjectIDs.rawValue
/// Core Data's key for invalidated object IDs.
public let NSInvalidatedObjectIDsKey = ManagedObjectContext.NotificationKey.invalidatedObjectIDs.rawValue
