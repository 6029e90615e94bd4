import Foundation
import GRDB

/// Persistent history of a SQLite store: reading and deleting it (recording is part of every
/// write; see ``SQLiteHistory``).
extension SQLiteStore: HistoryStore {
    func fetchHistory(_ request: PersistentHistoryChangeRequest) throws -> [PersistentHistoryTransaction] {
        try reading { db in try SQLiteHistory.fetch(request, store: self, in: db) }
    }

    func deleteHistory(_ request: PersistentHistoryChangeRequest) throws -> Int {
        try writing { db in try SQLiteHistory.delete(request, store: self, in: db) }
    }

    /// Records that this store committed history transaction `number` (see ``ownTransactions``).
    func noteOwnTransaction(_ number: Int64) {
        guard isWatched.load(ordering: .acquiring) else { return }
        ownTransactions.withLock { _ = $0.insert(number) }
    }

    func lastHistoryToken() throws -> PersistentHistoryToken? {
        try reading { db in
            try SQLiteHistory.lastTransactionNumber(in: db).map { PersistentHistoryToken(storeIdentifier: identity.identifier, transactionNumber: $0) }
        }
    }
}
