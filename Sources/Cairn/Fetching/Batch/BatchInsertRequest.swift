import Foundation

/// Inserts many objects of one entity straight into the store, without creating managed objects
/// in a context (Core Data's `NSBatchInsertRequest`).
///
/// Three ways to give the objects, as in Core Data: an array of dictionaries (attribute name →
/// value), or a closure called until it returns `true` that fills a dictionary or a managed object
/// per call.
///
/// ```swift
/// let request = BatchInsertRequest(entityName: "Quake", objects: [
///     ["code": "ci3913", "magnitude": 4.2, "time": Date()],
///     ["code": "nc7352", "magnitude": 2.9, "time": Date()],
/// ])
/// request.resultType = .objectIDs
/// let ids = try context.execute(request) as! BatchInsertResult
///
/// var next = 0
/// let streamed = BatchInsertRequest(entityName: "Quake", dictionaryHandler: { dictionary in
///     guard next < feed.count else { return true }    // done: this call's dictionary is not inserted
///     dictionary["code"] = feed[next].code
///     next += 1
///     return false
/// })
/// ```
///
/// Values are converted and checked as ``AttributeDescription/propertyValue(converting:)`` does;
/// attributes left out get their default value. Only attributes can be set (as in Core Data:
/// relationships are not inserted by batch). Uniqueness constraints hold: with the context's
/// ``ManagedObjectContext/mergePolicy`` `.error` a row sharing constrained values with a stored
/// row or another row of the request fails the whole request (133021); with a merging policy the
/// stored row is updated instead (an upsert; `.mergeByPropertyObjectTrump`: the request's values
/// win).
///
/// Contexts do not see the new rows until they fetch (see ``ManagedObjectContext/execute(_:)``).
public final class BatchInsertRequest: PersistentStoreRequest {
    /// The name of the entity to insert into.
    public let entityName: String
    /// The entity, when the request was created with one.
    public let entity: EntityDescription?
    /// The objects to insert: attribute name → value.
    public var objectsToInsert: [[String: Any]]?
    /// Called until it returns `true`; each call that returns `false` fills the (empty) dictionary
    /// it is given with one object's values.
    public var dictionaryHandler: ((NSMutableDictionary) -> Bool)?
    /// Called until it returns `true`; each call that returns `false` sets the attributes of the
    /// (new, unsaved) object it is given, which is then inserted as one row.
    public var managedObjectHandler: ((ManagedObject) -> Bool)?
    /// What ``BatchResult/result`` holds (default: ``BatchInsertRequestResultType/statusOnly``).
    public var resultType: BatchInsertRequestResultType = .statusOnly

    private init(_ entity: EntityDescription?, _ name: String) {
        self.entity = entity
        entityName = name
        super.init(.batchInsertRequestType)
    }

    /// A request inserting `dictionaries` as objects of `entity`.
    public convenience init(entity: EntityDescription, objects dictionaries: [[String: Any]]) {
        self.init(entity, entity.entityName)
        objectsToInsert = dictionaries
    }

    /// A request inserting `dictionaries` as objects of the entity named `entityName`.
    public convenience init(entityName: String, objects dictionaries: [[String: Any]]) {
        self.init(nil, entityName)
        objectsToInsert = dictionaries
    }

    /// A request inserting the objects `handler` describes, one per call, until it returns `true`.
    public convenience init(entity: EntityDescription, dictionaryHandler handler: @escaping (NSMutableDictionary) -> Bool) {
        self.init(entity, entity.entityName)
        dictionaryHandler = handler
    }

    /// A request inserting the objects `handler` describes, one per call, until it returns `true`.
    public convenience init(entityName: String, dictionaryHandler handler: @escaping (NSMutableDictionary) -> Bool) {
        self.init(nil, entityName)
        dictionaryHandler = handler
    }

    /// A request inserting the objects `handler` fills, one per call, until it returns `true`.
    public convenience init(entity: EntityDescription, managedObjectHandler handler: @escaping (ManagedObject) -> Bool) {
        self.init(entity, entity.entityName)
        managedObjectHandler = handler
    }

    /// A request inserting the objects `handler` fills, one per call, until it returns `true`.
    public convenience init(entityName: String, managedObjectHandler handler: @escaping (ManagedObject) -> Bool) {
        self.init(nil, entityName)
        managedObjectHandler = handler
    }
}
