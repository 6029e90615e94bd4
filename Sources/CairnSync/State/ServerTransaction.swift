/// A transaction as the server accepted it: its place in the partition's order and its effects.
public struct ServerTransaction: Hashable, Sendable, Codable {
    /// Its number in the partition, consecutive from 1 with no gaps.
    public let seq: Int64
    /// The device that pushed it.
    public let device: DeviceID
    /// The device's number for it.
    public let deviceSeq: Int64
    /// Its stamp, which every replica's clock takes in.
    public let stamp: SyncStamp
    /// What it did, after merging with what the server had.
    public let effects: [ObjectEffect]

    /// A transaction accepted at `seq`.
    public init(seq: Int64, device: DeviceID, deviceSeq: Int64, stamp: SyncStamp, effects: [ObjectEffect]) {
        self.seq = seq
        self.device = device
        self.deviceSeq = deviceSeq
        self.stamp = stamp
        self.effects = effects
    }
}
