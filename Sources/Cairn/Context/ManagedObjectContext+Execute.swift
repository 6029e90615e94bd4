import Foundation

extension ManagedObjectContext {
    /// Runs a batch request straight in the persistent stores (Core Data's `execute(_:)`).
    ///
    /// As in Core Data, a batch request bypasses every context: it writes the stores through the
    /// coordinator, leaves the objects registered in contexts (this one included) as they are,
    /// and contexts see its changes when they fetch or when you merge them:
    ///
    /// ```swift
    /// let request = BatchUpdateRequest(entityName: "Task")
    /// request.propertiesToUpdate = ["isDone": true]
    /// request.resultType = .updatedObjectIDsResultType
    /// let result = try context.execute(request) as! BatchUpdateResult
    /// ManagedObjectContext.mergeChanges(fromRemoteContextSave: [NSUpdatedObjectsKey: result.result!], into: [context])
    /// ```
    ///
    /// What the engine keeps that a save keeps: each changed row's optimistic-locking version
    /// moves on (a context still holding old values gets a merge conflict, 133020, when it saves
    /// the object with the default merge policy, never a silent overwrite), the coordinator's row
    /// cache forgets the rows, full-text indexes follow, uniqueness constraints hold (batch
    /// inserts merge by this context's ``mergePolicy``), and batch deletions apply the delete
    /// rules. Unsaved changes of this context are not written and not looked at.
    ///
    /// An ``AsynchronousFetchRequest`` returns its ``AsynchronousFetchResult`` at once and fetches
    /// after the current block on the context's queue.
    ///
    /// - Returns: a ``BatchInsertResult``, ``BatchUpdateResult``, ``BatchDeleteResult``,
    ///   ``PersistentHistoryResult`` or ``AsynchronousFetchResult``.
    /// - Throws: ``CairnError``: `.invalidRequest` (134502) for an unknown entity or key, a
    ///   relationship key or a request kind that is not a batch request; conversion and
    ///   required-value errors (1550–1620, 1570) naming the entity, key and object position;
    ///   `.constraintConflict` (133021); `.validationRelationshipDeniedDelete` (1600); a store
    ///   error. Nothing is written in a store on error.
    /// - Complexity: one transaction per store; a batch update or deletion of an entity without
    ///   relationships in a SQLite store runs one SQL statement over the matching rows.
    public func execute(_ request: PersistentStoreRequest) throws -> PersistentStoreResult {
        assertOnExecutor()
        guard let coordinator = persistentStoreCoordinator else {
            throw CairnError(.invalidRequest, "This context has no persistentStoreCoordinator; set one before executing a \(request.requestType) request.")
        }
        let facts = TransactionFacts(author: transactionAuthor, contextName: name, timestamp: Date())
        let affected = request.affectedStores
        switch request {
        case let insert as BatchInsertRequest:
            let entity = try PersistentStoreRequest.resolve(insert.entity, named: insert.entityName, in: coordinator.managedObjectModel, "batch insert request")
            try Self.refuseDerivedValues([entity], "batch insert")
            let rows = try insert.rows(of: entity, coordinator: coordinator)
            let ids = rows.isEmpty ? [] : try coordinator.batchInsert(entity, rows: rows, policy: mergePolicy, affected: affected, transaction: facts)
            return BatchInsertResult(Self.answer(ids, insert.resultType == .objectIDs, insert.resultType == .count), insert.resultType)
        case let update as BatchUpdateRequest:
            let (fetch, values) = try update.plan(in: coordinator.managedObjectModel)
            try Self.refuseDerivedValues(fetch.includesSubentities ? fetch.entity.selfAndDescendants : [fetch.entity], "batch update")
            let ids = try coordinator.batchUpdate(fetch, values: values, affected: affected, transaction: facts)
            let type = update.resultType
            return BatchUpdateResult(Self.answer(ids, type == .updatedObjectIDsResultType, type == .updatedObjectsCountResultType), type)
        case let delete as BatchDeleteRequest:
            let fetch = try delete.storeFetch(in: self)
            try Self.refuseDerivedValues(Self.cascadeReach(of: fetch.includesSubentities ? fetch.entity.selfAndDescendants : [fetch.entity]), "batch delete")
            let ids = try coordinator.batchDelete(fetch, affected: affected, transaction: facts)
            let type = delete.resultType
            return BatchDeleteResult(Self.answer(ids, type == .resultTypeObjectIDs, type == .resultTypeCount), type)
        case let history as PersistentHistoryChangeRequest:
            return try coordinator.execute(history)
        case let asynchronous as any AsynchronousFetchStarting:
            return asynchronous.start(in: self)
        default:
            throw CairnError(
                .invalidRequest,
                "execute(_:) runs batch insert, update and delete requests and history requests; this is a \(request.requestType) request. Run fetches with fetch(_:) and saves with save()."
            )
        }
    }

    /// Refuses a batch request that would change objects derived attributes read: it writes
    /// straight to the store, and stale derived values would be a quiet wrong answer.
    private static func refuseDerivedValues(_ entities: [EntityDescription], _ action: String) throws {
        let readers = entities.flatMap(\.derivedValueReaders)
        guard let entity = entities.first(where: { !$0.derivedValueReaders.isEmpty }) else { return }
        var seen: Set<String> = []
        let names = readers.filter { seen.insert($0).inserted }
        throw CairnError(
            .invalidRequest,
            "The \(action) of \(entity.entityName) cannot run: derived attributes depend on its objects (\(names.joined(separator: ", "))), and batch requests write straight to the store without recomputing them. Change these objects through a context and save.",
            entity: entity.entityName)
    }

    /// `entities` and every entity a deletion of their objects cascades to.
    private static func cascadeReach(of entities: [EntityDescription]) -> [EntityDescription] {
        var reached = entities
        var seen = Set(entities.map(ObjectIdentifier.init))
        var index = 0
        while index < reached.count {
            for relationship in reached[index].relationships where relationship.deleteRule == .cascade {
                for destination in relationship.destinationEntity?.selfAndDescendants ?? [] where seen.insert(ObjectIdentifier(destination)).inserted {
                    reached.append(destination)
                }
            }
            index += 1
        }
        return reached
    }

    /// The answer a result type asks for.
    private static func answer(_ ids: [ManagedObjectID], _ wantsIDs: Bool, _ wantsCount: Bool) -> BatchRequestResult {
        wantsIDs ? .objectIDs(ids) : wantsCount ? .count(ids.count) : .status
    }
}
