/// A transaction the server refused, set aside so that the device's later transactions still
/// sync: what it changed, and the server's reason, which says what to change.
///
/// Its edits are no longer in the device's view, so the store goes back to the synced values;
/// to keep them, fix the cause (a smaller value, say) and save them again.
public struct RefusedTransaction: Hashable, Sendable, Codable {
    /// The transaction as the device pushed it.
    public let transaction: LocalTransaction
    /// Why the server refused it, and what to do.
    public let reason: String

    /// A refused transaction.
    public init(transaction: LocalTransaction, reason: String) {
        self.transaction = transaction
        self.reason = reason
    }
}
