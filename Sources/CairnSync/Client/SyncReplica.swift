import Foundation

/// A device's side of sync for one partition, without a network or a store: the state the server
/// confirmed, the device's pending transactions on top of it, and the cursor.
///
/// Everything here is what the device must keep durably (the client engine keeps it in the
/// store, where the pending transactions are the persistent history after the last pushed
/// token). Killing the device at any point loses only messages in flight: pushes are idempotent
/// and pulls start again from the cursor.
public struct SyncReplica: Sendable, Codable {
    /// The device.
    public let device: DeviceID
    /// The partition.
    public let partition: UUID
    /// The partition's state as the server confirmed it, up to ``cursor``.
    public private(set) var confirmed = PartitionState()
    /// The device's transactions the server has not confirmed yet, oldest first.
    public private(set) var pending: [LocalTransaction] = []
    /// The sequence numbers the server gave pending transactions, by their device numbers: a
    /// transaction leaves ``pending`` once the confirmed state includes it.
    private var acknowledged: [Int64: Int64] = [:]
    private var nextDeviceSeq: Int64 = 1
    /// The device's clock.
    public private(set) var clock = HybridLogicalClock()
    /// Each entity's merge policy, the server's: the device rebases its pending edits with it.
    public var policies: [String: SyncMergePolicy]
    /// The last refusal the server gave a push, to show the user.
    public private(set) var lastRejection: String?

    /// A replica that has synced nothing yet.
    public init(device: DeviceID, partition: UUID, policies: [String: SyncMergePolicy] = [:]) {
        self.device = device
        self.partition = partition
        self.policies = policies
    }

    /// The last server transaction the confirmed state includes.
    public var cursor: Int64 { confirmed.seq }

    /// What the app sees: the confirmed state with the pending transactions merged on top, by the
    /// same merge the server runs (for ``SyncMergePolicy/latestEdit`` the result is the one the
    /// server will reach). Kept up to date as the device saves and the server's answers arrive.
    public private(set) var view = PartitionState()

    /// Merges a pending transaction into `state` as if it were the transaction `seq`.
    private func merge(_ transaction: LocalTransaction, as seq: Int64, into state: inout PartitionState) {
        for change in transaction.changes {
            let outcome = SyncMerger.merge(change, stamp: transaction.stamp, seq: seq, into: state, policy: policy(of: change.key))
            if let effect = outcome.effect { state.apply(effect) }
        }
    }

    /// The replica without its confirmed objects and tombstones or its view, for a device that
    /// stores those in rows of their own.
    var header: SyncReplica {
        var header = self
        header.confirmed = confirmed.header
        header.view = PartitionState()
        return header
    }

    /// Puts back the confirmed state a ``header`` was stored without, and the view on top of it.
    mutating func restore(confirmed: PartitionState) {
        self.confirmed = confirmed
        rebase()
    }

    /// Rebases the pending transactions on the confirmed state.
    private mutating func rebase() {
        var view = confirmed
        for (offset, transaction) in pending.enumerated() {
            merge(transaction, as: confirmed.seq + Int64(offset) + 1, into: &view)
        }
        self.view = view
    }

    /// Saves a transaction of edits made on the device at `wallMilliseconds`, and returns it.
    ///
    /// Under ``SyncMergePolicy/overwrite`` an edit carries the object's whole current state, so
    /// that the object as the device saw it wins.
    @discardableResult
    public mutating func save(_ operations: [(ObjectKey, SyncChange.Operation)], wallMilliseconds: Int64) -> LocalTransaction {
        let current = view
        let changes = operations.map { key, operation -> SyncChange in
            guard policy(of: key) == .overwrite, case .upsert(let edits) = operation, let object = current.objects[key] else {
                return SyncChange(key: key, operation: operation, baseSeq: cursor)
            }
            let whole = object.values.mapValues(PropertyEdit.set).merging(edits) { _, edit in edit }
            return SyncChange(key: key, operation: .upsert(whole), baseSeq: cursor)
        }
        let stamp = SyncStamp(hlc: clock.tick(wallMilliseconds: wallMilliseconds), device: device)
        let transaction = LocalTransaction(deviceSeq: nextDeviceSeq, stamp: stamp, changes: changes)
        nextDeviceSeq += 1
        pending.append(transaction)
        merge(transaction, as: confirmed.seq + Int64(pending.count), into: &view)
        return transaction
    }

    /// The push of the pending transactions, or `nil` when there are none.
    public var pushMessage: ClientMessage? {
        pending.isEmpty ? nil : .push(partition: partition, device: device, transactions: pending)
    }

    /// The pull of what happened after the cursor.
    public var pullMessage: ClientMessage {
        .pull(partition: partition, device: device, cursor: cursor, pending: pending.map(\.deviceSeq))
    }

    /// A pull that waits at the server up to `waitMilliseconds` for a change after the cursor.
    public func watchMessage(waitMilliseconds: Int64) -> ClientMessage {
        .watch(partition: partition, device: device, cursor: cursor, pending: pending.map(\.deviceSeq), waitMilliseconds: waitMilliseconds)
    }

    /// Takes in the server's answer; messages arrive in any order, late or twice, and each is
    /// applied once, whole, or not at all.
    public mutating func receive(_ message: ServerMessage) {
        let before = (cursor, pending.count)
        defer { if (cursor, pending.count) != before { rebase() } }
        switch message {
        case .pushResult(let partition, let results):
            guard partition == self.partition else { return }
            for (number, status) in results {
                switch status {
                case .applied(let seq), .duplicate(let seq): acknowledged[number] = seq
                case .rejected(let reason): lastRejection = reason
                case .outOfOrder(let expected): renumberPending(from: expected)
                }
            }
        case .changes(let partition, let transactions, let acknowledged):
            guard partition == self.partition else { return }
            self.acknowledged.merge(acknowledged) { old, _ in old }
            // Only whole transactions, in order, from the cursor on: a gap waits for the next pull.
            for transaction in transactions.sorted(by: { $0.seq < $1.seq }) where transaction.seq > cursor {
                guard transaction.seq == cursor + 1 else { break }
                confirmed.apply(transaction)
                clock.receive(transaction.stamp.hlc)
                if transaction.device == device { self.acknowledged[transaction.deviceSeq] = transaction.seq }
            }
        case .snapshot(let partition, let snapshot, let acknowledged):
            guard partition == self.partition, snapshot.asOfSeq >= cursor else { return }
            self.acknowledged.merge(acknowledged) { old, _ in old }
            confirmed.apply(snapshot)
            let stamps = snapshot.objects.values.flatMap { $0.properties.values.map(\.stamp.hlc) } + snapshot.tombstones.values.map(\.stamp.hlc)
            if let latest = stamps.max() { clock.receive(latest) }
        case .reset(let partition, let snapshot):
            // A late answer to an earlier reset, once caught up again, changes nothing.
            guard partition == self.partition, snapshot.asOfSeq < cursor else { return }
            confirmed = PartitionState()
            confirmed.apply(snapshot)
            acknowledged = [:]
            lastRejection =
                "the server holds the partition up to transaction \(snapshot.asOfSeq), before this device's \(before.0) (restored from an older backup?): this device started again from the server's state and sends its pending changes again"
        case .error(_, let reason):
            lastRejection = reason
        case .conflicts:
            // Records for the app; the state does not change.
            break
        }
        dropConfirmedTransactions()
    }

    /// Numbers the pending transactions from `expected` on, when the server expects a number
    /// below them: it lost transactions it had accepted (restored from an older backup).
    private mutating func renumberPending(from expected: Int64) {
        guard let first = pending.first?.deviceSeq, expected < first, expected > 0 else { return }
        pending = pending.enumerated().map { offset, transaction in
            LocalTransaction(deviceSeq: expected + Int64(offset), stamp: transaction.stamp, changes: transaction.changes)
        }
        acknowledged = [:]
        nextDeviceSeq = expected + Int64(pending.count)
    }

    /// Removes the pending transactions the confirmed state now includes.
    private mutating func dropConfirmedTransactions() {
        let cursor = cursor
        let included = Set(pending.map(\.deviceSeq).filter { acknowledged[$0].map { $0 <= cursor } ?? false })
        guard !included.isEmpty else { return }
        pending.removeAll { included.contains($0.deviceSeq) }
        for number in included { acknowledged[number] = nil }
    }

    private func policy(of key: ObjectKey) -> SyncMergePolicy {
        policies[key.entity] ?? .latestEdit
    }
}
