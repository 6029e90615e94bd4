import Foundation

/// One accepted transaction as a durable server stores it: enough to rebuild the server's state
/// by replaying the entries in order.
public struct ServerJournalEntry: Hashable, Sendable, Codable {
    /// The partition.
    public let partition: UUID
    /// The transaction, with its effects after merging.
    public let transaction: ServerTransaction
    /// The values its merge overwrote.
    public let conflicts: [SyncConflict]

    /// An entry of a transaction accepted in `partition`.
    public init(partition: UUID, transaction: ServerTransaction, conflicts: [SyncConflict]) {
        self.partition = partition
        self.transaction = transaction
        self.conflicts = conflicts
    }
}
