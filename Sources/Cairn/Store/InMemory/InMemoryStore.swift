import Foundation
import Synchronization

/// A store that keeps snapshots in memory, in Swift (Core Data's `NSInMemoryStoreType`).
///
/// Nothing is written anywhere; the data lives as long as the store. Predicates run through the
/// in-memory evaluator, with the same answers as the SQLite store.
public final class InMemoryStore: PersistentStore, @unchecked Sendable {
    // Safety: all mutable state lives in `state`, behind a mutex.

    struct State {
        var rows: [ObjectIdentifier: [Int64: RowSnapshot]] = [:]
        var nextKey: [ObjectIdentifier: Int64] = [:]
        /// Ordered / join-table relationship contents by owner, then relationship name.
        var contents: [ManagedObjectID: [String: [ManagedObjectID]]] = [:]
    }

    let state = Locked(State())

    /// What the store was opened with (nothing is written at its URL, if any).
    public let openRequest: StoreOpenRequest
    /// The store's identity (a new UUID every time).
    public let identity: StoreIdentity
    let statementCounter: StatementCounter?

    /// Creates an empty store for `request`.
    init(_ request: StoreOpenRequest) {
        self.openRequest = request
        self.identity = StoreIdentity(identifier: UUID().uuidString, model: request.model)
        self.statementCounter = StatementCounter.make(request.options)
    }

    /// How many requests the store has answered (see ``PersistentStore/executedStatementCount``).
    public var executedStatementCount: Int? { statementCounter?.value }

    /// The rows matching a fetch, in order (the in-memory evaluator over the entity's rows).
    public func fetch(_ request: StoreFetch) throws -> [RowSnapshot] {
        statementCounter?.increment()
        return try state.withLock { state in try Self.query(request, in: state) }
    }

    /// The results of a dictionary fetch, computed in Swift with the SQLite store's answers.
    public func fetchValues(_ request: StoreFetch) throws -> [[PropertyValue]] {
        try state.withLock { state in try Self.values(request, in: state) }
    }

    /// The number of rows matching a fetch.
    public func count(_ request: StoreFetch) throws -> Int {
        try fetch(request).count
    }

    /// The current rows of the given objects.
    public func snapshots(for ids: [ManagedObjectID]) throws -> [RowSnapshot] {
        statementCounter?.increment()
        return state.withLock { state in
            ids.compactMap { id in state.rows[ObjectIdentifier(id.entity.rootEntity)]?[id.primaryKey].flatMap { $0.objectID == id ? $0 : nil } }
        }
    }

    /// The destinations of a to-many relationship, in order for ordered relationships.
    public func relatedIDs(of id: ManagedObjectID, relationship: RelationshipDescription) throws -> [ManagedObjectID] {
        statementCounter?.increment()
        return state.withLock { state in Self.related(id, relationship, in: state) }
    }

    /// The destinations of a to-many relationship of several objects, with their rows (one pass
    /// over the destination rows for one-to-many relationships).
    public func relatedRows(of ids: [ManagedObjectID], relationship: RelationshipDescription) throws -> RelatedRows {
        statementCounter?.increment()
        return state.withLock { state in Self.relatedRows(ids, relationship, in: state) }
    }

    /// The rows holding one of `keys` at `indices`: one pass over the entity's rows with a hash lookup.
    public func rows(of entity: EntityDescription, matching keys: [[PropertyValue]], at indices: [Int]) throws -> [RowSnapshot] {
        statementCounter?.increment()
        let wanted = Set(keys)
        return state.withLock { state in
            (state.rows[ObjectIdentifier(entity.rootEntity)] ?? [:]).values.filter { row in
                row.objectID.entity.isKind(of: entity) && wanted.contains(indices.map { row.values[$0] })
            }
        }
    }

    /// Reserves primary keys (a counter per root entity).
    public func allocatePrimaryKeys(for entity: EntityDescription, count: Int) throws -> Int64 {
        state.withLock { state in
            let key = ObjectIdentifier(entity.rootEntity)
            let first = state.nextKey[key] ?? 1
            state.nextKey[key] = first + Int64(count)
            return first
        }
    }

    /// Applies a change set under the store's lock; on any error (a version conflict, a
    /// uniqueness conflict) nothing is applied.
    public func save(_ changes: ChangeSet) throws {
        statementCounter?.increment()
        try state.withLock { state in
            var conflicts: [CairnError] = []
            for update in changes.updated {
                let current = state.rows[ObjectIdentifier(update.snapshot.objectID.entity.rootEntity)]?[update.snapshot.objectID.primaryKey]
                if current?.version != update.expectedVersion { conflicts.append(Self.conflict(update.snapshot.objectID, current?.version)) }
            }
            for delete in changes.deleted {
                let current = state.rows[ObjectIdentifier(delete.objectID.entity.rootEntity)]?[delete.objectID.primaryKey]
                if let current, current.version != delete.expectedVersion { conflicts.append(Self.conflict(delete.objectID, current.version)) }
            }
            if !conflicts.isEmpty {
                throw CairnError(
                    .mergeConflict,
                    "The save conflicts with changes saved by another context or process for \(conflicts.count) object(s); refresh them or choose a merge policy.",
                    underlying: conflicts)
            }
            try Self.checkUniqueness(changes, in: state)
            for row in changes.inserted { state.rows[ObjectIdentifier(row.objectID.entity.rootEntity), default: [:]][row.objectID.primaryKey] = row }
            for update in changes.updated {
                let key = ObjectIdentifier(update.snapshot.objectID.entity.rootEntity)
                guard var row = state.rows[key]?[update.snapshot.objectID.primaryKey] else { continue }
                for index in update.changedIndices { row.values[index] = update.snapshot.values[index] }
                row.version = update.snapshot.version
                state.rows[key]?[row.objectID.primaryKey] = row
            }
            for delete in changes.deleted {
                state.rows[ObjectIdentifier(delete.objectID.entity.rootEntity)]?.removeValue(forKey: delete.objectID.primaryKey)
                state.contents.removeValue(forKey: delete.objectID)
            }
            for entry in changes.relationships {
                state.contents[entry.owner, default: [:]][entry.relationship.name] = entry.destinations
            }
        }
    }

    private static func conflict(_ id: ManagedObjectID, _ found: Int64?) -> CairnError {
        CairnError(
            .mergeConflict,
            found == nil
                ? "\(id.entity.entityName) \(id) was deleted by another context or process."
                : "\(id.entity.entityName) \(id) was changed by another context or process (stored version \(found!)).",
            entity: id.entity.entityName, objectID: id)
    }
}
