import Foundation

/// Sets attributes of every object of an entity matching a predicate, straight in the store,
/// without loading the objects (Core Data's `NSBatchUpdateRequest`).
///
/// ```swift
/// let request = BatchUpdateRequest(entityName: "Task")
/// request.predicate = FetchPredicate(format: "dueDate < %@", Date())
/// request.propertiesToUpdate = ["isOverdue": true]
/// request.resultType = .updatedObjectIDsResultType
/// let result = try context.execute(request) as! BatchUpdateResult
/// ManagedObjectContext.mergeChanges(fromRemoteContextSave: [NSUpdatedObjectsKey: result.result!], into: [context])
/// ```
///
/// Keys are attribute names; values are constants, converted and checked as
/// ``AttributeDescription/propertyValue(converting:)`` does (`nil` or `NSNull` clears an optional
/// attribute). Each updated row's optimistic-locking version moves on, so a context still holding
/// an object's old values gets a merge conflict when it saves it, instead of silently undoing the
/// update. Full-text indexes follow; uniqueness constraints hold (a value that would make two rows
/// share constrained values fails the whole request, 133021).
public final class BatchUpdateRequest: PersistentStoreRequest {
    /// The name of the entity to update.
    public let entityName: String
    /// The entity, when the request was created with one.
    public let entity: EntityDescription?
    /// The condition rows must meet (`nil`: every row of the entity).
    public var predicate: FetchPredicate?
    /// Whether rows of sub-entities are updated too (default `true`).
    public var includesSubentities = true
    /// The new values: attribute name (a `String`) → constant value.
    public var propertiesToUpdate: [AnyHashable: Any]?
    /// What ``BatchResult/result`` holds (default:
    /// ``BatchUpdateRequestResultType/statusOnlyResultType``).
    public var resultType: BatchUpdateRequestResultType = .statusOnlyResultType

    /// A request updating objects of the entity named `entityName`.
    public init(entityName: String) {
        self.entityName = entityName
        entity = nil
        super.init(.batchUpdateRequestType)
    }

    /// A request updating objects of `entity`.
    public init(entity: EntityDescription) {
        entityName = entity.entityName
        self.entity = entity
        super.init(.batchUpdateRequestType)
    }
}
