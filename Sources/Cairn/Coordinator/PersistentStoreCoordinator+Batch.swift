import Foundation

/// Batch requests: writes straight into the stores, bypassing contexts (Core Data's
/// `execute(_:with:)` for `NSBatchInsertRequest`, `NSBatchUpdateRequest` and
/// `NSBatchDeleteRequest`).
///
/// Every batch runs under the save lock and goes through a store's `save` (or, for SQLite, one
/// statement over the matching rows), so it keeps what a context's save keeps: versions move on,
/// uniqueness constraints and full-text indexes hold, and the row cache forgets the changed rows.
/// Each store is written in one transaction; a request whose entity lives in several stores
/// writes them one after the other (as fetches read them), so an error in the second store leaves
/// the first one written.
extension PersistentStoreCoordinator {
    /// The stores a batch over `fetch` writes: those holding its entity, restricted to `affected`.
    ///
    /// - Throws: ``CairnError`` `.invalidRequest` when none is left.
    func batchStores(for fetch: StoreFetch, affected: [any PersistentStore]?) throws -> [any PersistentStore] {
        let holding = try stores(for: fetch)
        guard let affected else { return holding }
        let chosen = holding.filter { store in affected.contains { $0 === store } }
        guard !chosen.isEmpty else {
            throw CairnError(
                .invalidRequest,
                "None of the request's affectedStores holds \(fetch.entity.entityName) objects; set affectedStores to nil or to stores of this coordinator that hold the entity.",
                entity: fetch.entity.entityName)
        }
        return chosen
    }

    /// Sets `values` (attribute index → value) on every row `fetch` matches; returns their IDs.
    func batchUpdate(_ fetch: StoreFetch, values: [(index: Int, value: PropertyValue)], affected: [any PersistentStore]?, transaction: TransactionFacts) throws
        -> [ManagedObjectID]
    {
        try serializingSaves {
            var updated: [ManagedObjectID] = []
            for store in try batchStores(for: fetch, affected: affected) {
                if let direct = store as? any BatchWritingStore {
                    let ids = try direct.batchUpdate(fetch, values: values, transaction: transaction)
                    rowCache.remove(ids)
                    updated += ids
                    continue
                }
                var changes = ChangeSet()
                changes.transaction = transaction
                let changed = values.map(\.index).sorted()
                for row in try store.fetch(fetch) {
                    var snapshot = row
                    for (index, value) in values { snapshot.values[index] = value }
                    snapshot.version = row.version + 1
                    changes.updated.append(.init(snapshot: snapshot, changedIndices: changed, expectedVersion: row.version))
                }
                try write(changes)
                updated += changes.updated.map(\.snapshot.objectID)
            }
            return updated
        }
    }

    /// Deletes every row `fetch` matches, applying the delete rules in each store; returns the IDs
    /// of the matched rows (not of the rows a cascade deleted with them).
    func batchDelete(_ fetch: StoreFetch, affected: [any PersistentStore]?, transaction: TransactionFacts) throws -> [ManagedObjectID] {
        try serializingSaves {
            var deleted: [ManagedObjectID] = []
            for store in try batchStores(for: fetch, affected: affected) {
                // Stores match IDs by primary key: each gets only its own.
                var fetch = fetch
                if let ids = fetch.objectIDs {
                    fetch.objectIDs = ids.filter(store.identity.owns)
                    if fetch.objectIDs!.isEmpty { continue }
                }
                if let direct = store as? any BatchWritingStore, fetch.entities.allSatisfy(\.relationships.isEmpty) {
                    let ids = try direct.batchDelete(fetch, transaction: transaction)
                    rowCache.remove(ids)
                    deleted += ids
                    continue
                }
                let matched = try store.fetch(fetch)
                var plan = BatchDeletePlan(store: store)
                try plan.add(matched)
                var changes = try plan.changeSet()
                changes.transaction = transaction
                try write(changes)
                deleted += matched.map(\.objectID)
            }
            return deleted
        }
    }

    /// Inserts rows of `entity` (upserting them into stored rows sharing constrained values, per
    /// `policy`); returns one ID per row, in order.
    func batchInsert(
        _ entity: EntityDescription, rows: [BatchInsertPlan.Row], policy: MergePolicy, affected: [any PersistentStore]?, transaction: TransactionFacts
    ) throws -> [ManagedObjectID] {
        try serializingSaves {
            var fetch = StoreFetch(entity: entity)
            fetch.includesSubentities = false
            let holding = try batchStores(for: fetch, affected: affected)
            let preferred = try store(forInserting: entity)
            let store = holding.first { $0 === preferred } ?? holding[0]
            var plan = BatchInsertPlan(entity: entity, rows: rows, policy: policy)
            try plan.resolveConstraints(in: store)
            var changes = try plan.changeSet(in: store)
            changes.transaction = transaction
            try write(changes)
            return plan.resultIDs
        }
    }
}
