/// A property's current value with the edit that wrote it and the partition sequence number at
/// which the server accepted that edit.
public struct PropertyVersion: Hashable, Sendable, Codable {
    /// The value.
    public let value: SyncValue
    /// The edit that wrote it (for a counter, the latest edit that added to it).
    public let stamp: SyncStamp
    /// The server transaction that wrote it.
    public let seq: Int64

    /// A version of a property.
    public init(value: SyncValue, stamp: SyncStamp, seq: Int64) {
        self.value = value
        self.stamp = stamp
        self.seq = seq
    }
}
