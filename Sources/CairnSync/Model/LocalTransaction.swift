/// A device's saved transaction waiting to be pushed: the unit of atomicity on the wire.
public struct LocalTransaction: Hashable, Sendable, Codable {
    /// The device's own number for the transaction, consecutive from 1: pushes are idempotent by
    /// (device, deviceSeq) and applied in this order.
    public let deviceSeq: Int64
    /// When and where the transaction was saved; every edit in it carries this stamp.
    public let stamp: SyncStamp
    /// The objects it changed.
    public let changes: [SyncChange]

    /// A transaction of changes.
    public init(deviceSeq: Int64, stamp: SyncStamp, changes: [SyncChange]) {
        self.deviceSeq = deviceSeq
        self.stamp = stamp
        self.changes = changes
    }
}
