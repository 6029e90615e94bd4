import Foundation

/// What executing a ``PersistentHistoryChangeRequest`` returns (Core Data's
/// `NSPersistentHistoryResult`).
///
/// ```swift
/// let result = try context.execute(PersistentHistoryChangeRequest.fetchHistory(after: lastToken)) as! PersistentHistoryResult
/// for transaction in result.transactions { … }       // or `result.result as? [PersistentHistoryTransaction]`
/// ```
public final class PersistentHistoryResult: PersistentStoreResult {
    /// What ``result`` holds.
    public let resultType: PersistentHistoryResultType
    /// The transactions fetched (with their changes unless the request asked for
    /// ``PersistentHistoryResultType/transactionsOnly``), oldest first; empty for deletions.
    public let transactions: [PersistentHistoryTransaction]
    /// How many transactions were fetched or deleted.
    public let count: Int

    init(resultType: PersistentHistoryResultType, transactions: [PersistentHistoryTransaction], count: Int) {
        self.resultType = resultType
        self.transactions = transactions
        self.count = count
    }

    /// The result in the form ``resultType`` names, as Core Data's `result`.
    public var result: Any? {
        switch resultType {
        case .statusOnly: return true
        case .count: return count
        case .objectIDs:
            var seen: Set<ManagedObjectID> = []
            return transactions.flatMap(\.changeList).map(\.changedObjectID).filter { seen.insert($0).inserted }
        case .changesOnly: return transactions.flatMap(\.changeList)
        case .transactionsOnly, .transactionsAndChanges: return transactions
        }
    }
}
