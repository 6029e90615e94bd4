import Foundation

/// A store that can record persistent history (SQLite stores). Internal: the coordinator runs
/// ``PersistentHistoryChangeRequest``s on the stores that conform and record.
protocol HistoryStore: PersistentStore {
    /// Whether the store records history (the option is on, or the store already has history).
    var recordsHistory: Bool { get }
    /// The transactions `request` selects, oldest first.
    func fetchHistory(_ request: PersistentHistoryChangeRequest) throws -> [PersistentHistoryTransaction]
    /// Deletes the transactions `request` selects; returns how many.
    func deleteHistory(_ request: PersistentHistoryChangeRequest) throws -> Int
    /// The token of the last transaction, if any.
    func lastHistoryToken() throws -> PersistentHistoryToken?
}
