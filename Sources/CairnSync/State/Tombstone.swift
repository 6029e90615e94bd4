/// What is left of a deleted object: enough to refuse every later edit of it, forever.
public struct Tombstone: Hashable, Sendable, Codable {
    /// The delete.
    public let stamp: SyncStamp
    /// The server transaction that deleted it.
    public let seq: Int64

    /// A tombstone of a delete accepted at `seq`.
    public init(stamp: SyncStamp, seq: Int64) {
        self.stamp = stamp
        self.seq = seq
    }
}
