import Foundation

/// Who saved a change set, from which context, and when: what persistent history and sync
/// record with every transaction (Core Data's `NSPersistentHistoryTransaction` author,
/// context name and timestamp).
///
/// ```swift
/// context.transactionAuthor = "importer"
/// try context.save()   // the change set and the did-save notification carry "importer"
/// ```
public struct TransactionFacts: Sendable, Hashable {
    /// The saving context's ``ManagedObjectContext/transactionAuthor``.
    public var author: String?
    /// The saving context's ``ManagedObjectContext/name``.
    public var contextName: String?
    /// When the save started writing.
    public var timestamp: Date

    /// Creates the facts of one transaction.
    public init(author: String? = nil, contextName: String? = nil, timestamp: Date = Date()) {
        self.author = author
        self.contextName = contextName
        self.timestamp = timestamp
    }
}
