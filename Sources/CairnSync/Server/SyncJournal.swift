/// Where a server keeps the transactions it accepts, so that a restart loses nothing: the server
/// answers a push only once its entries are stored.
public protocol SyncJournal: Sendable {
    /// Every stored entry, in the order they were appended.
    func entries() throws -> [ServerJournalEntry]
    /// Stores entries durably, all or none.
    func append(_ entries: [ServerJournalEntry]) throws
}
