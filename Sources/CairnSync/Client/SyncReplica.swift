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
    /// The transactions the server refused, oldest first (``refused``); `nil` when none (and in
    /// states stored before refusals were set aside).
    private var refusedTransactions: [RefusedTransaction]?

    /// The transactions the server refused, set aside with its reasons so that the later ones
    /// still sync, oldest first.
    public var refused: [RefusedTransaction] { refusedTransactions ?? [] }

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

    /// The push of the pending transactions the server has not accepted yet, within the default
    /// limits, or `nil` when there are none.
    public var pushMessage: ClientMessage? { pushMessage(within: SyncServerCore.Limits()) }

    /// The push of the oldest pending transactions the server has not accepted yet, as many as
    /// `limits` let one push hold (at least one), or `nil` when there are none: push again for
    /// the next page.
    public func pushMessage(within limits: SyncServerCore.Limits) -> ClientMessage? {
        var page: [LocalTransaction] = []
        var bytes = 0
        for transaction in pending where acknowledged[transaction.deviceSeq] == nil {
            let size = transaction.estimatedBytes
            if !page.isEmpty && (page.count >= limits.maximumTransactionsPerPush || bytes + size > limits.maximumPushBytes) { break }
            page.append(transaction)
            bytes += size
        }
        return page.isEmpty ? nil : .push(partition: partition, device: device, transactions: page)
    }

    /// The pull of what happened after the cursor.
    public var pullMessage: ClientMessage {
        .pull(partition: partition, device: device, cursor: cursor, pending: pending.map(\.deviceSeq))
    }

    /// A pull that waits at the server up to `waitMilliseconds` for a change after the cursor.
    public func watchMessage(waitMilliseconds: Int64) -> ClientMessage {
        .watch(partition: partition, device: device, cursor: cursor, pending: pending.map(\.deviceSeq), waitMilliseconds: waitMilliseconds)
    }

    /// Takes in the server's answer to `request` (when known); messages arrive in any order, late
    /// or twice, and each is applied once, whole, or not at all.
    ///
    /// A refused transaction of `request` is set aside (``refused``) and the ones after it are
    /// numbered again to follow the one before; one refused for a clock ahead of the server's is
    /// stamped again from the server's clock, with the ones after it. Without the request, or when
    /// the pending transaction of that number is no longer the one sent (two pushes were out),
    /// a refusal changes nothing but ``lastRejection``.
    public mutating func receive(_ message: ServerMessage, answering request: ClientMessage? = nil) {
        let before = (cursor, pending.count)
        var restamped = false
        defer { if restamped || (cursor, pending.count) != before { rebase() } }
        switch message {
        case .pushResult(let partition, let results):
            guard partition == self.partition else { return }
            var sent: [Int64: SyncStamp] = [:]
            if case .push(_, _, let transactions)? = request {
                sent = Dictionary(transactions.map { ($0.deviceSeq, $0.stamp) }, uniquingKeysWith: { first, _ in first })
            }
            // The server stops at a refusal, so there is one at most; the lower numbers first.
            for (number, status) in results.sorted(by: { $0.key < $1.key }) {
                switch status {
                case .applied(let seq), .duplicate(let seq): acknowledged[number] = seq
                case .rejected(let reason):
                    lastRejection = reason
                    setAside(number, sent: sent[number], reason: reason)
                case .clockAhead(let serverMilliseconds, let reason):
                    lastRejection = reason
                    restamped = restamp(from: number, sent: sent[number], serverMilliseconds: serverMilliseconds)
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

    /// Moves the pending transaction `number` to ``refused`` if it is the one sent (stamped
    /// `sent`), and numbers the ones after it down by one, as the server still expects `number`.
    private mutating func setAside(_ number: Int64, sent: SyncStamp?, reason: String) {
        guard let index = pending.firstIndex(where: { $0.deviceSeq == number && $0.stamp == sent }) else { return }
        refusedTransactions = refused + [RefusedTransaction(transaction: pending.remove(at: index), reason: reason)]
        for later in index..<pending.count {
            let transaction = pending[later]
            pending[later] = LocalTransaction(deviceSeq: transaction.deviceSeq - 1, stamp: transaction.stamp, changes: transaction.changes)
            acknowledged[transaction.deviceSeq] = nil
        }
        nextDeviceSeq -= 1
    }

    /// Stamps the pending transactions from `number` on (if it is the one sent) again, from the
    /// server's clock, and after every stamp the device has received; returns whether it did.
    private mutating func restamp(from number: Int64, sent: SyncStamp?, serverMilliseconds: Int64) -> Bool {
        guard let index = pending.firstIndex(where: { $0.deviceSeq == number && $0.stamp == sent }) else { return false }
        let received = confirmed.objects.values.flatMap { $0.properties.values.map(\.stamp.hlc) } + confirmed.tombstones.values.map(\.stamp.hlc)
        let server = HLC(physical: HLC.physical(unixMilliseconds: serverMilliseconds), counter: 0)
        // The stamps received are within the server's allowance of its clock, so these are too.
        clock = HybridLogicalClock(last: max(received.max() ?? .zero, server))
        for later in index..<pending.count {
            let transaction = pending[later]
            let stamp = SyncStamp(hlc: clock.tick(wallMilliseconds: serverMilliseconds), device: device)
            pending[later] = LocalTransaction(deviceSeq: transaction.deviceSeq, stamp: stamp, changes: transaction.changes)
        }
        return true
    }

    /// Forgets the refused transactions (the app has read them).
    public mutating func removeRefused() {
        refusedTransactions = nil
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
