/// The state of what changed in a partition after a cursor: how a replica whose cursor is older
/// than the server's log catches up, without losing or resetting anything.
public struct PartitionSnapshot: Hashable, Sendable, Codable {
    /// The partition's sequence number the snapshot is as of.
    public let asOfSeq: Int64
    /// The whole state of each live object that changed after the cursor.
    public let objects: [ObjectKey: ObjectState]
    /// The objects deleted after the cursor.
    public let tombstones: [ObjectKey: Tombstone]

    /// A snapshot as of `asOfSeq`.
    public init(asOfSeq: Int64, objects: [ObjectKey: ObjectState], tombstones: [ObjectKey: Tombstone]) {
        self.asOfSeq = asOfSeq
        self.objects = objects
        self.tombstones = tombstones
    }
}
