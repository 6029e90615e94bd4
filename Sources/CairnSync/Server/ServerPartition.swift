/// The server's record of one partition: its state, its log of transactions (from
/// `retainedFrom` on), what each device pushed, and the conflicts merging recorded.
struct ServerPartition: Sendable {
    var state = PartitionState()
    var log: [ServerTransaction] = []
    /// The log holds every transaction after this number; older cursors catch up from state.
    var retainedFrom: Int64 = 0
    /// Each device's accepted transactions: its number → the partition's.
    var accepted: [DeviceID: [Int64: Int64]] = [:]
    var conflicts: [SyncConflict] = []

    /// The number of the device's next transaction.
    func expectedDeviceSeq(of device: DeviceID) -> Int64 {
        (accepted[device]?.keys.max() ?? 0) + 1
    }
}
