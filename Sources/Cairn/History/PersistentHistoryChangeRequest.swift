import Foundation

/// A request to fetch or delete persistent history (Core Data's `NSPersistentHistoryChangeRequest`),
/// run with ``ManagedObjectContext/execute(_:)``. The stores must record history
/// (``PersistentStoreOption/persistentHistoryTracking``; see `docs/History.md`).
///
/// ```swift
/// let request = PersistentHistoryChangeRequest.fetchHistory(after: lastToken)
/// request.excludedAuthors = ["app"]                     // what other processes and importers did
/// let result = try context.execute(request) as! PersistentHistoryResult
/// for transaction in result.transactions {
///     viewContext.mergeChanges(fromContextDidSave: transaction.objectIDNotification())
///     lastToken = transaction.token
/// }
/// try context.execute(PersistentHistoryChangeRequest.deleteHistory(before: Date(timeIntervalSinceNow: -7 * 86_400)))
/// ```
public final class PersistentHistoryChangeRequest: PersistentStoreRequest {
    /// Where a request starts or ends.
    enum Bound {
        case token(PersistentHistoryToken?)
        case date(Date)
    }

    /// Whether the request fetches after its bound or deletes before it.
    let isDeletion: Bool
    let bound: Bound

    /// What the request returns: ``PersistentHistoryResultType/transactionsAndChanges`` for
    /// fetches, ``PersistentHistoryResultType/statusOnly`` for deletions, unless you set it.
    public var resultType: PersistentHistoryResultType
    /// Only transactions by these authors (``ManagedObjectContext/transactionAuthor``); `nil`: all.
    public var authors: Set<String>?
    /// No transactions by these authors (your own, when merging what others did). A transaction
    /// without an author is never excluded.
    public var excludedAuthors: Set<String> = []
    /// Only changes of objects of these entities (sub-entities are not included); transactions
    /// left without changes are left out. `nil`: all.
    public var entityNames: Set<String>?
    /// Narrows a fetch to the transactions (``PersistentHistoryTransaction/fetchRequest``) or the
    /// changes (``PersistentHistoryChange/fetchRequest``) its predicate accepts (Core Data's
    /// `fetchRequest`); `nil`: all.
    public var fetchRequest: FetchRequest<any FetchRequestResult>?

    /// The token the request fetches after or deletes before, if it was made with one.
    public var token: PersistentHistoryToken? {
        if case .token(let token) = bound { return token }
        return nil
    }

    private init(isDeletion: Bool, bound: Bound) {
        self.isDeletion = isDeletion
        self.bound = bound
        resultType = isDeletion ? .statusOnly : .transactionsAndChanges
        super.init(.persistentHistoryRequestType)
    }

    /// The transactions after `token` (all of them for `nil`), oldest first.
    public static func fetchHistory(after token: PersistentHistoryToken?) -> PersistentHistoryChangeRequest {
        PersistentHistoryChangeRequest(isDeletion: false, bound: .token(token))
    }

    /// The transactions saved after `date`, oldest first.
    public static func fetchHistory(after date: Date) -> PersistentHistoryChangeRequest {
        PersistentHistoryChangeRequest(isDeletion: false, bound: .date(date))
    }

    /// The transactions after `transaction` (all of them for `nil`), oldest first.
    public static func fetchHistory(after transaction: PersistentHistoryTransaction?) -> PersistentHistoryChangeRequest {
        fetchHistory(after: transaction?.token)
    }

    /// Deletes the transactions older than `token`'s (all of them for `nil`); the token's own
    /// transaction stays, so fetching after it still works.
    public static func deleteHistory(before token: PersistentHistoryToken?) -> PersistentHistoryChangeRequest {
        PersistentHistoryChangeRequest(isDeletion: true, bound: .token(token))
    }

    /// Deletes the transactions saved before `date`.
    public static func deleteHistory(before date: Date) -> PersistentHistoryChangeRequest {
        PersistentHistoryChangeRequest(isDeletion: true, bound: .date(date))
    }

    /// Deletes the transactions older than `transaction` (all of them for `nil`).
    public static func deleteHistory(before transaction: PersistentHistoryTransaction?) -> PersistentHistoryChangeRequest {
        deleteHistory(before: transaction?.token)
    }
}
