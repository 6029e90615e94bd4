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
    /// - Returns: a ``BatchInsertResult``, ``BatchUpdateResult`` or ``BatchDeleteResult``.
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
            let rows = try insert.rows(of: entity, coordinator: coordinator)
            let ids = rows.isEmpty ? [] : try coordinator.batchInsert(entity, rows: rows, policy: mergePolicy, affected: affected, transaction: facts)
            return BatchInsertResult(Self.answer(ids, insert.resultType == .objectIDs, insert.resultType == .count), insert.resultType)
        case let update as BatchUpdateRequest:
            let (fetch, values) = try update.plan(in: coordinator.managedObjectModel)
            let ids = try coordinator.batchUpdate(fetch, values: values, affected: affected, transaction: facts)
            let type = update.resultType
            return BatchUpdateResult(Self.answer(ids, type == .updatedObjectIDsResultType, type == .updatedObjectsCountResultType), type)
        case let delete as BatchDeleteRequest:
            let ids = try coordinator.batchDelete(try delete.storeFetch(in: self), affected: affected, transaction: facts)
            let type = delete.resultType
            return BatchDeleteResult(Self.answer(ids, type == .resultTypeObjectIDs, type == .resultTypeCount), type)
        default:
            throw CairnError(.invalidRequest, "execute(_:) runs batch insert, update and delete requests; this is a \(request.requestType) request. Run fetches with fetch(_:) and saves with save().")
        }
    }

    /// The answer a result type asks for.
    private static func answer(_ ids: [ManagedObjectID], _ wantsIDs: Bool, _ wantsCount: Bool) -> BatchRequestResult {
        wantsIDs ? .objectIDs(ids) : wantsCount ? .count(ids.count) : .status
    }
}
