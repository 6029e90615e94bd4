import Foundation

/// Where a server keeps the transactions it accepts: the server answers a push only once its
/// entries are stored, and reads a partition back from here before each request, so that a
/// restarted server, or several servers on one journal, serve what every one of them accepted.
public protocol SyncJournal: Sendable {
    /// The entries of `partition` numbered after `seq`, in order.
    func entries(in partition: UUID, after seq: Int64) async throws -> [ServerJournalEntry]
    /// Stores entries durably, all or none.
    ///
    /// - Throws: ``SyncJournalConflict`` when an entry's number is already taken in its
    ///   partition (another server stored a transaction there first); any other error when
    ///   storage failed. Nothing is stored in either case.
    func append(_ entries: [ServerJournalEntry]) async throws

    /// The partitions other servers on this journal advance, as they store transactions, so that
    /// a server wakes its watching devices; `nil` when the journal cannot tell (watching devices
    /// are then answered within a second).
    func advancedPartitions() -> AsyncStream<UUID>?
}

extension SyncJournal {
    /// A journal that cannot tell when other servers store transactions.
    public func advancedPartitions() -> AsyncStream<UUID>? { nil }
}
