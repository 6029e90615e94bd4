import Foundation

/// Persistent history across the coordinator's stores.
extension PersistentStoreCoordinator {
    /// The token of the last transaction recorded in `stores` (every store when `nil`), or `nil`
    /// when none records history or none has a transaction yet (Core Data's
    /// `currentPersistentHistoryToken(fromStores:)`). With several stores, the token of the first
    /// store that has one.
    ///
    /// - Throws: ``CairnError`` when a store cannot be read.
    public func currentPersistentHistoryToken(fromStores stores: [any PersistentStore]? = nil) throws -> PersistentHistoryToken? {
        for store in historyStores(stores) {
            if let token = try store.lastHistoryToken() { return token }
        }
        return nil
    }

    /// Runs a history request in its stores: fetched transactions oldest first (by timestamp
    /// across stores), or the number deleted.
    func execute(_ request: PersistentHistoryChangeRequest) throws -> PersistentHistoryResult {
        let stores = historyStores(request.affectedStores)
        guard !stores.isEmpty else {
            throw CairnError(
                .invalidRequest,
                "No store of this coordinator records persistent history; add the store with the option PersistentStoreOption.persistentHistoryTracking (\"\(PersistentStoreOption.persistentHistoryTracking)\") set to \"true\" (PersistentStoreDescription.setOption(\"true\", forKey:))."
            )
        }
        if request.isDeletion {
            let count = try serializingSaves { try stores.reduce(0) { $0 + (try $1.deleteHistory(request)) } }
            return PersistentHistoryResult(resultType: request.resultType, transactions: [], count: count)
        }
        var transactions = try stores.flatMap { try $0.fetchHistory(request) }
        if let filter = request.fetchRequest { transactions = try HistoryFetchFilter.apply(filter, to: transactions) }
        if stores.count > 1 { transactions.sort { ($0.timestamp, $0.token) < ($1.timestamp, $1.token) } }
        return PersistentHistoryResult(resultType: request.resultType, transactions: transactions, count: transactions.count)
    }

    private func historyStores(_ stores: [any PersistentStore]?) -> [any HistoryStore] {
        (stores ?? persistentStores).compactMap { $0 as? any HistoryStore }.filter(\.recordsHistory)
    }
}
