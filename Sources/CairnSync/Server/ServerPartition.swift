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
    /// The kind of value each property holds ("Entity.property" → ``SyncValue/kind``): set by its
    /// first value, so that a device whose model changed a property's type is refused rather
    /// than mixing kinds in the partition.
    var kinds: [String: String] = [:]

    /// Keeps an accepted transaction: in the log, in its device's record, with its conflicts.
    mutating func record(_ transaction: ServerTransaction, conflicts: [SyncConflict]) {
        log.append(transaction)
        accepted[transaction.device, default: [:]][transaction.deviceSeq] = transaction.seq
        self.conflicts += conflicts
        for case .write(let key, let properties) in transaction.effects {
            for (name, version) in properties {
                let property = "\(key.entity).\(name)"
                if kinds[property] == nil, let kind = version.value.kind { kinds[property] = kind }
            }
        }
    }

    /// The number of the device's next transaction.
    func expectedDeviceSeq(of device: DeviceID) -> Int64 {
        (accepted[device]?.keys.max() ?? 0) + 1
    }
}
