import Foundation

/// What the server answers.
public enum ServerMessage: Hashable, Sendable, Codable {
    /// The outcome of each pushed transaction, by its device number.
    case pushResult(partition: UUID, results: [Int64: PushStatus])
    /// Every transaction after the pulled cursor, complete, up to the partition's head; and the
    /// sequence numbers of the device's pending transactions the server accepted.
    case changes(partition: UUID, transactions: [ServerTransaction], acknowledged: [Int64: Int64])
    /// The state of what changed after the cursor, for a cursor older than the server's log.
    case snapshot(partition: UUID, PartitionSnapshot, acknowledged: [Int64: Int64])
    /// The partition's whole state, for a device whose cursor is ahead of it (the server was
    /// restored from an older backup): the device starts again from it, keeping its pending
    /// transactions, and numbers them from where the server is.
    case reset(partition: UUID, PartitionSnapshot)
    /// Conflict records, oldest first, from the one after those the request said it had.
    case conflicts(partition: UUID, records: [SyncConflict])
    /// The request was refused as a whole.
    case error(SyncErrorCode, String)
}
