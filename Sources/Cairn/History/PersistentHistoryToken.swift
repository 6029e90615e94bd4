import Foundation

/// A place in a store's persistent history (Core Data's `NSPersistentHistoryToken`): the
/// transaction it names and everything before it. Keep the last one you processed (it is `Codable`)
/// and fetch the history after it next time.
///
/// Tokens of one store compare in commit order; a token survives restarts, other processes and
/// migrations of the store.
///
/// ```swift
/// let data = try JSONEncoder().encode(lastToken)          // keep it, in a file or in defaults
/// let token = try JSONDecoder().decode(PersistentHistoryToken.self, from: data)
/// let request = PersistentHistoryChangeRequest.fetchHistory(after: token)
/// ```
public struct PersistentHistoryToken: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// The identifier of the store (its metadata's `NSStoreUUIDKey`).
    public let storeIdentifier: String
    /// The transaction's number: increasing in commit order, never reused.
    public let transactionNumber: Int64

    /// A token naming transaction `transactionNumber` of store `storeIdentifier`.
    public init(storeIdentifier: String, transactionNumber: Int64) {
        self.storeIdentifier = storeIdentifier
        self.transactionNumber = transactionNumber
    }

    /// `STORE:NUMBER`, the form `cairn history --after` takes.
    public var description: String { "\(storeIdentifier):\(transactionNumber)" }

    /// Parses ``description``'s form.
    public init?(_ text: String) {
        guard let colon = text.lastIndex(of: ":"), let number = Int64(text[text.index(after: colon)...]), number >= 0 else { return nil }
        self.init(storeIdentifier: String(text[..<colon]), transactionNumber: number)
    }

    /// Orders tokens of one store by commit order (tokens of different stores by store first).
    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.storeIdentifier, lhs.transactionNumber) < (rhs.storeIdentifier, rhs.transactionNumber)
    }
}
