import Cairn

/// One save recorded in the persistent history (SwiftData's `HistoryTransaction`).
public protocol HistoryTransaction: Hashable, Identifiable, Sendable {
    /// The token type.
    associatedtype TokenType: HistoryToken
    /// What the save changed.
    var changes: [HistoryChange] { get }
    /// The transaction's position in the history.
    var token: TokenType { get }
    /// The saving context's ``ModelContext/author``.
    var author: String? { get }
    /// The saving program's name.
    var bundleIdentifier: String { get }
    /// The saving process's identifier.
    var processIdentifier: String { get }
    /// The store's identifier.
    var storeIdentifier: String { get }
    /// When the save happened.
    var timestamp: Date { get }
    /// The transaction's number in its store.
    var transactionIdentifier: Int64 { get }
}

/// A transaction of a Cairn store (SwiftData's `DefaultHistoryTransaction`).
public struct DefaultHistoryTransaction: HistoryTransaction {
    /// What the save changed.
    public let changes: [HistoryChange]
    /// The transaction's position in the history.
    public let token: DefaultHistoryToken
    /// The saving context's author.
    public let author: String?
    /// The saving program's name.
    public let bundleIdentifier: String
    /// The saving process's identifier.
    public let processIdentifier: String
    /// When the save happened.
    public let timestamp: Date
    /// The store's identifier.
    public var storeIdentifier: String { token.token.storeIdentifier }
    /// The transaction's number in its store.
    public var transactionIdentifier: Int64 { token.token.transactionNumber }
    /// The transaction's token.
    public var id: DefaultHistoryToken { token }

    init(_ transaction: PersistentHistoryTransaction) {
        token = DefaultHistoryToken(token: transaction.token)
        author = transaction.author
        bundleIdentifier = transaction.bundleID
        processIdentifier = transaction.processID
        timestamp = transaction.timestamp
        changes = transaction.changeList.map(HistoryChange.init)
    }

    /// Transactions are equal when they have the same token.
    public static func == (lhs: DefaultHistoryTransaction, rhs: DefaultHistoryTransaction) -> Bool { lhs.token == rhs.token }

    /// Hashes the token.
    public func hash(into hasher: inout Hasher) { hasher.combine(token) }
}
