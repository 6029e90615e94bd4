import Foundation

/// A request a context hands straight to the persistent stores (Core Data's
/// `NSPersistentStoreRequest`): the base of ``BatchInsertRequest``, ``BatchUpdateRequest`` and
/// ``BatchDeleteRequest``, run with ``ManagedObjectContext/execute(_:)``.
///
/// ```swift
/// let request = BatchDeleteRequest(fetchRequest: FetchRequest<ManagedObject>(entityName: "LogEntry"))
/// request.affectedStores = [archiveStore]   // only this store; nil: every store holding the entity
/// try context.execute(request)
/// ```
///
/// Not `Sendable`: a request is configured and executed on one thread, like a ``FetchRequest``.
public class PersistentStoreRequest {
    /// The stores the request runs in (`nil`, the default: every store of the coordinator that
    /// holds the request's entity).
    public var affectedStores: [any PersistentStore]?

    /// What kind of request this is.
    public let requestType: PersistentStoreRequestType

    init(_ requestType: PersistentStoreRequestType) {
        self.requestType = requestType
    }
}

/// The kinds of ``PersistentStoreRequest`` (Core Data's `NSPersistentStoreRequestType`).
public enum PersistentStoreRequestType: Sendable, Hashable {
    /// A fetch.
    case fetchRequestType
    /// A save.
    case saveRequestType
    /// A ``BatchInsertRequest``.
    case batchInsertRequestType
    /// A ``BatchUpdateRequest``.
    case batchUpdateRequestType
    /// A ``BatchDeleteRequest``.
    case batchDeleteRequestType
    /// A ``PersistentHistoryChangeRequest``.
    case persistentHistoryRequestType
}

extension PersistentStoreRequest {
    /// `entity`, or the entity named `name` in `model`.
    ///
    /// - Throws: ``CairnError`` `.invalidRequest` naming the request kind and the model's entities.
    static func resolve(_ entity: EntityDescription?, named name: String, in model: ManagedObjectModel, _ kind: String) throws -> EntityDescription {
        if let entity {
            guard model.entitiesByName[entity.entityName] === entity else {
                throw CairnError(
                    .invalidRequest, "The \(kind) names entity \(entity.entityName) of another model; use the entity of the context's model.",
                    entity: entity.entityName)
            }
            return entity
        }
        guard let found = model.entitiesByName[name] else {
            throw CairnError(
                .invalidRequest,
                "The \(kind) names entity '\(name)', which is not in the model (entities: \(model.entities.map(\.entityName).joined(separator: ", "))).",
                entity: name
            )
        }
        return found
    }
}
