import Cairn
import Foundation

extension PersistentStoreType {
    /// The store type of ``ListStore``, written outside the Cairn module.
    static let list = PersistentStoreType(rawValue: "List")
}

/// A store written against Cairn's public API only, as a user would: rows in a dictionary, the
/// default implementations for everything optional. It answers fetches without predicates (it
/// records the requests it gets) and counts its saves.
final class ListStore: PersistentStore {
    struct State {
        var rows: [Int64: RowSnapshot] = [:]
        var nextKey: Int64 = 1
        var fetches = 0
        var saves = 0
    }

    let openRequest: StoreOpenRequest
    let identity: StoreIdentity
    let state = TestLock(State())

    init(_ request: StoreOpenRequest) {
        openRequest = request
        identity = StoreIdentity(identifier: UUID().uuidString, model: request.model)
    }

    func fetch(_ request: StoreFetch) throws -> [RowSnapshot] {
        precondition(request.predicate == nil, "ListStore answers fetches without predicates only")
        return state.withLock { state in
            state.fetches += 1
            return state.rows.values
                .filter { $0.objectID.entity.isKind(of: request.entity) }
                .sorted { $0.objectID.primaryKey < $1.objectID.primaryKey }
        }
    }

    func snapshots(for ids: [ManagedObjectID]) throws -> [RowSnapshot] {
        state.withLock { state in ids.compactMap { state.rows[$0.primaryKey] } }
    }

    func relatedIDs(of id: ManagedObjectID, relationship: RelationshipDescription) throws -> [ManagedObjectID] { [] }

    func allocatePrimaryKeys(for entity: EntityDescription, count: Int) throws -> Int64 {
        state.withLock { state in
            defer { state.nextKey += Int64(count) }
            return state.nextKey
        }
    }

    func save(_ changes: ChangeSet) throws {
        state.withLock { state in
            state.saves += 1
            for row in changes.inserted { state.rows[row.objectID.primaryKey] = row }
            for update in changes.updated { state.rows[update.snapshot.objectID.primaryKey] = update.snapshot }
            for delete in changes.deleted { state.rows[delete.objectID.primaryKey] = nil }
        }
    }
}
