import Foundation

/// The object IDs of a change dictionary (Core Data's remote-save dictionary: ``NSInsertedObjectsKey``,
/// ``NSUpdatedObjectsKey``, ``NSDeletedObjectsKey``), resolved in one coordinator: what
/// `ManagedObjectContext.mergeRemoteChanges` applies.
struct RemoteChanges: Sendable {
    var inserted: [ManagedObjectID] = []
    var updated: [ManagedObjectID] = []
    var deleted: [ManagedObjectID] = []

    init(inserted: [ManagedObjectID] = [], updated: [ManagedObjectID] = [], deleted: [ManagedObjectID] = []) {
        self.inserted = inserted
        self.updated = updated
        self.deleted = deleted
    }

    /// The IDs under each key of `dictionary`: a collection (array, set, `NSArray`, `NSSet`) of
    /// ``ManagedObjectID``s, or of URI representations (`URL` or `String`) resolved by
    /// `coordinator`. Elements that are neither, and URIs of stores `coordinator` does not have,
    /// are skipped with a warning naming the key (objects of another store cannot be in
    /// contexts of this coordinator).
    init(_ dictionary: [AnyHashable: Any], in coordinator: PersistentStoreCoordinator) {
        inserted = Self.ids(dictionary, NSInsertedObjectsKey, coordinator)
        updated = Self.ids(dictionary, NSUpdatedObjectsKey, coordinator)
        deleted = Self.ids(dictionary, NSDeletedObjectsKey, coordinator)
    }

    private static func ids(_ dictionary: [AnyHashable: Any], _ key: String, _ coordinator: PersistentStoreCoordinator) -> [ManagedObjectID] {
        guard let value = dictionary[key] else { return [] }
        let elements: [Any]
        switch value {
        case let id as ManagedObjectID: elements = [id]
        case let array as [Any]: elements = array
        case let set as Set<ManagedObjectID>: elements = Array(set)
        case let set as Set<URL>: elements = Array(set)
        case let set as NSSet: elements = set.allObjects
        case let array as NSArray: elements = array.map { $0 }
        default:
            CairnLog.warning(
                "mergeChanges(fromRemoteContextSave:into:): the value of '\(key)' is a \(type(of: value)); give an array or set of ManagedObjectIDs or of their URI representations. It was ignored."
            )
            return []
        }
        var ids: [ManagedObjectID] = []
        var skipped = 0
        for element in elements {
            switch element {
            case let id as ManagedObjectID: ids.append(id)
            case let uri as URL:
                if let id = coordinator.managedObjectID(forURIRepresentation: uri) { ids.append(id) } else { skipped += 1 }
            case let text as String:
                if let uri = URL(string: text), let id = coordinator.managedObjectID(forURIRepresentation: uri) { ids.append(id) } else { skipped += 1 }
            default: skipped += 1
            }
        }
        if skipped > 0 {
            CairnLog.warning(
                "mergeChanges(fromRemoteContextSave:into:): \(skipped) element(s) of '\(key)' are neither object IDs nor URIs of objects in this coordinator's stores; they were ignored."
            )
        }
        return ids
    }
}
