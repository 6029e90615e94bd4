import Foundation

/// Deletes every object a fetch request matches (or the objects with the given IDs) straight in
/// the store, without loading them (Core Data's `NSBatchDeleteRequest`).
///
/// ```swift
/// let old = FetchRequest<ManagedObject>(entityName: "LogEntry")
/// old.predicate = FetchPredicate(format: "date < %@", cutoff)
/// let request = BatchDeleteRequest(fetchRequest: old)
/// request.resultType = .resultTypeObjectIDs
/// let result = try context.execute(request) as! BatchDeleteResult
/// ManagedObjectContext.mergeChanges(fromRemoteContextSave: [NSDeletedObjectsKey: result.result!], into: [context])
/// ```
///
/// The relationships' delete rules apply in the store: `nullify` clears the inverse of related
/// rows, `cascade` deletes related rows (transitively), `deny` refuses the whole request while a
/// related row exists (1600, naming entity, relationship and object), `noAction` leaves related
/// rows pointing at the deleted ones. All of it is one transaction: on any error nothing changed.
/// The fetch request's predicate, sub-entity setting, sort, offset and limit choose the rows.
public final class BatchDeleteRequest: PersistentStoreRequest {
    /// Which rows to delete.
    enum Target {
        /// The rows a fetch request matches, resolved in the executing context's model.
        case fetch((ManagedObjectContext) throws -> StoreFetch)
        /// The rows with these IDs.
        case objectIDs([ManagedObjectID])
    }

    let target: Target
    /// What ``BatchResult/result`` holds (default:
    /// ``BatchDeleteRequestResultType/resultTypeStatusOnly``).
    public var resultType: BatchDeleteRequestResultType = .resultTypeStatusOnly

    /// A request deleting the objects `fetchRequest` matches (its settings are read when the
    /// request executes).
    public init<Result>(fetchRequest: FetchRequest<Result>) {
        target = .fetch { context in
            try context.storeFetch(fetchRequest, try fetchRequest.resolveEntity(in: context.model))
        }
        super.init(.batchDeleteRequestType)
    }

    /// A request deleting the objects with these IDs, all of one entity (Core Data refuses a mix;
    /// so does ``ManagedObjectContext/execute(_:)``, with a clear error).
    public init(objectIDs: [ManagedObjectID]) {
        target = .objectIDs(objectIDs)
        super.init(.batchDeleteRequestType)
    }
}

extension BatchDeleteRequest {
    /// The rows to delete, as a fetch in `context`'s model.
    ///
    /// - Throws: ``CairnError`` `.invalidRequest` for IDs of several entities or temporary IDs,
    ///   and the errors of resolving the fetch request.
    func storeFetch(in context: ManagedObjectContext) throws -> StoreFetch {
        switch target {
        case .fetch(let resolve):
            return try resolve(context)
        case .objectIDs(let ids):
            guard let first = ids.first else {
                throw CairnError(.invalidRequest, "The batch delete request has an empty list of object IDs; give it the IDs to delete, or skip the request.")
            }
            if let other = ids.first(where: { $0.entity !== first.entity }) {
                throw CairnError(
                    .invalidRequest,
                    "The batch delete request mixes object IDs of \(first.entity.entityName) and \(other.entity.entityName); as in Core Data, give it IDs of one entity (one request per entity).",
                    entity: other.entity.entityName, objectID: other)
            }
            if let temporary = ids.first(where: \.isTemporaryID) {
                throw CairnError(
                    .invalidRequest, "The batch delete request holds the temporary ID \(temporary) of an unsaved object; only saved objects are in the store.",
                    entity: temporary.entity.entityName, objectID: temporary)
            }
            var fetch = StoreFetch(entity: first.entity)
            fetch.includesSubentities = false
            fetch.objectIDs = ids
            return fetch
        }
    }
}
