import Foundation

/// One save (or batch request) as persistent history recorded it (Core Data's
/// `NSPersistentHistoryTransaction`): who, from where, when, and every object it changed.
public struct PersistentHistoryTransaction: Sendable, Hashable {
    /// Where the transaction sits in the store's history.
    public let token: PersistentHistoryToken
    /// When the save started writing.
    public let timestamp: Date
    /// The saving context's ``ManagedObjectContext/transactionAuthor``.
    public let author: String?
    /// The saving context's ``ManagedObjectContext/name``.
    public let contextName: String?
    /// The name of the program that saved (Core Data's bundle identifier).
    public let bundleID: String
    /// The process that saved (its process ID, as text).
    public let processID: String
    /// The identifier of the store the transaction was written to.
    public var storeID: String { token.storeIdentifier }
    /// The objects the transaction changed (empty when fetched with
    /// ``PersistentHistoryResultType/transactionsOnly``).
    package let changeList: [PersistentHistoryChange]
    /// The objects the transaction changed (Core Data's `changes`, optional as there: Cairn always
    /// gives the list, empty when fetched with ``PersistentHistoryResultType/transactionsOnly``).
    public var changes: [PersistentHistoryChange]? { changeList }

    /// A notification with the transaction's object IDs under ``NSInsertedObjectIDsKey``,
    /// ``NSUpdatedObjectIDsKey`` and ``NSDeletedObjectIDsKey``, to merge into a context (Core
    /// Data's `objectIDNotification()`):
    ///
    /// ```swift
    /// for transaction in transactions {
    ///     viewContext.perform { viewContext.mergeChanges(fromContextDidSave: transaction.objectIDNotification()) }
    /// }
    /// ```
    public func objectIDNotification() -> Notification {
        func ids(_ type: PersistentHistoryChangeType) -> Set<ManagedObjectID> { Set(changeList.filter { $0.changeType == type }.map(\.changedObjectID)) }
        return Notification(
            name: ManagedObjectContext.didSaveObjectIDsNotification, object: nil,
            userInfo: [
                NSInsertedObjectIDsKey: ids(.insert), NSUpdatedObjectIDsKey: ids(.update), NSDeletedObjectIDsKey: ids(.delete),
            ])
    }
}
