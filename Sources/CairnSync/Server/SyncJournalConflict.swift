import Foundation

/// Another server stored a transaction with the same number in the partition first: the push
/// must be merged again on top of it.
public struct SyncJournalConflict: Error, CustomStringConvertible {
    /// The partition.
    public let partition: UUID
    /// The number that was taken.
    public let seq: Int64

    /// A conflict on transaction `seq` of `partition`.
    public init(partition: UUID, seq: Int64) {
        self.partition = partition
        self.seq = seq
    }

    public var description: String {
        "transaction \(seq) of partition \(partition.uuidString) was stored by another server first"
    }
}
