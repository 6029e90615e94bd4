import Foundation

extension PersistentHistoryTransaction {
    /// A fetch request to narrow a history request to the transactions its predicate accepts
    /// (Core Data's `NSPersistentHistoryTransaction.fetchRequest`), as Apple's samples leave out
    /// their own transactions:
    ///
    /// ```swift
    /// let transactions = PersistentHistoryTransaction.fetchRequest!
    /// transactions.predicate = FetchPredicate(format: "author != %@", "app")
    /// let request = PersistentHistoryChangeRequest.fetchHistory(after: lastToken)
    /// request.fetchRequest = transactions
    /// ```
    ///
    /// The predicate reads `author`, `bundleID`, `contextName`, `processID`, `storeID`,
    /// `timestamp`, `token` and `transactionNumber`.
    public static var fetchRequest: FetchRequest<any FetchRequestResult>? { FetchRequest(entityName: HistoryFetchFilter.transactionEntity) }

    /// The transaction's number in its store (Core Data's `transactionNumber`).
    public var transactionNumber: Int64 { token.transactionNumber }

    /// What a history fetch request's predicate reads of the transaction.
    var predicateValues: [String: Any] {
        var values: [String: Any] = [
            "bundleID": bundleID, "processID": processID, "storeID": storeID, "timestamp": timestamp, "token": token,
            "transactionNumber": token.transactionNumber,
        ]
        values["author"] = author
        values["contextName"] = contextName
        return values
    }
}

extension PersistentHistoryChange {
    /// A fetch request to narrow a history request to the changes its predicate accepts (Core
    /// Data's `NSPersistentHistoryChange.fetchRequest`); transactions left without changes are
    /// left out. The predicate reads `changeID`, `changeType` (its raw value: 0 insert, 1 update,
    /// 2 delete), `changedObjectID`, `changedEntity` (compared with an entity, as in
    /// `changedEntity == %@` with `Item.entity()`: an entity argument stands for its name),
    /// `changedEntityName` and `updatedProperties` (property names).
    public static var fetchRequest: FetchRequest<any FetchRequestResult>? { FetchRequest(entityName: HistoryFetchFilter.changeEntity) }

    /// What a history fetch request's predicate reads of the change.
    var predicateValues: [String: Any] {
        var values: [String: Any] = [
            "changeID": changeID, "changeType": changeType.rawValue, "changedObjectID": changedObjectID,
            "changedEntity": changedObjectID.entity.entityName, "changedEntityName": changedObjectID.entity.entityName,
        ]
        values["updatedProperties"] = updatedProperties.map { Array($0) }
        return values
    }
}

/// Applies the fetch request of a history request (``PersistentHistoryChangeRequest/fetchRequest``)
/// to the transactions the stores returned.
enum HistoryFetchFilter {
    static let transactionEntity = "Transaction"
    static let changeEntity = "Change"

    /// `transactions` narrowed by `request`'s predicate: whole transactions, or the changes in
    /// them when the request is ``PersistentHistoryChange/fetchRequest``'s.
    ///
    /// - Throws: ``CairnError`` `.invalidRequest` naming an entity that is neither, or the
    ///   predicate's evaluation error.
    static func apply(_ request: FetchRequest<any FetchRequestResult>, to transactions: [PersistentHistoryTransaction]) throws -> [PersistentHistoryTransaction]
    {
        guard let predicate = request.predicate else { return transactions }
        switch request.entityName {
        case transactionEntity:
            return try transactions.filter { try predicate.evaluate(with: $0.predicateValues) }
        case changeEntity:
            return try transactions.compactMap { transaction in
                let kept = try transaction.changeList.filter { try predicate.evaluate(with: $0.predicateValues) }
                guard !kept.isEmpty else { return nil }
                return PersistentHistoryTransaction(
                    token: transaction.token, timestamp: transaction.timestamp, author: transaction.author, contextName: transaction.contextName,
                    bundleID: transaction.bundleID, processID: transaction.processID, changeList: kept)
            }
        default:
            throw CairnError(
                .invalidRequest,
                "A history request's fetchRequest is for entity \(request.entityName ?? "nil"); use PersistentHistoryTransaction.fetchRequest or PersistentHistoryChange.fetchRequest."
            )
        }
    }
}
