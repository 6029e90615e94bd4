import Foundation

/// The sync server's logic, without a network or a database: it authenticates each request,
/// keeps each user in their own partition, orders pushed transactions, merges them with
/// ``SyncMerger``, and serves changes after any cursor.
///
/// Requests are handled one at a time, each atomically: a request that fails stores nothing.
/// The wall clock is passed in, so the deterministic simulation drives it.
public struct SyncServerCore: Sendable {
    /// The configuration.
    public struct Limits: Sendable {
        /// How far ahead of the server's clock an edit's clock may be (a device with a clock
        /// further ahead would win every later-edit merge).
        public var maximumClockSkewMilliseconds: Int64 = 5 * 60 * 1000
        /// The most transactions in one push.
        public var maximumTransactionsPerPush = 1_000
        /// The most object changes in one transaction.
        public var maximumChangesPerTransaction = 10_000
        /// The longest string or data value, in bytes.
        public var maximumValueBytes = 1 << 20
        /// About the most bytes a device puts in one push, by the size of its values (the HTTP
        /// server takes requests up to 16 MiB of JSON, where data grows by a third).
        public var maximumPushBytes = 8 << 20
        /// About the most object effects one answer carries: a pull or watch answers with whole
        /// transactions up to this many effects (at least one transaction), and the device pulls
        /// again for the next page.
        public var maximumEffectsPerAnswer = 5_000

        /// The default limits.
        public init() {}
    }

    private var tokens: [String: UUID] = [:]
    private var partitions: [UUID: ServerPartition] = [:]
    /// The transactions accepted since the last ``takeJournal()``, for a durable server to store
    /// before it answers.
    private var journal: [ServerJournalEntry] = []
    /// Each entity's merge policy; entities not named merge by ``SyncMergePolicy/latestEdit``.
    public var policies: [String: SyncMergePolicy]
    /// The limits requests must keep within.
    public var limits: Limits

    /// A server with no users.
    public init(policies: [String: SyncMergePolicy] = [:], limits: Limits = Limits()) {
        self.policies = policies
        self.limits = limits
    }

    /// Lets requests with `token` act as `user`, whose private partition has the user's ID.
    public mutating func register(token: String, user: UUID) {
        tokens[token] = user
    }

    /// Whether `token` signs a user in.
    public func knows(token: String) -> Bool { tokens[token] != nil }

    /// The user `token` signs in, or `nil`.
    public func user(for token: String) -> UUID? { tokens[token] }

    /// The number of the last transaction the server holds in `partition` (0: none).
    public func seq(of partition: UUID) -> Int64 {
        partitions[partition]?.state.seq ?? 0
    }

    /// Handles one request from the holder of `token`.
    public mutating func handle(_ message: ClientMessage, token: String, wallMilliseconds: Int64) -> ServerMessage {
        guard let user = tokens[token] else {
            return .error(.unauthorized, "unknown or expired token: sign in again to get a new one")
        }
        switch message {
        case .push(let partition, let device, let transactions):
            guard partition == user else { return forbidden(partition) }
            guard transactions.count <= limits.maximumTransactionsPerPush else {
                return .error(
                    .badRequest, "a push holds \(transactions.count) transactions, more than \(limits.maximumTransactionsPerPush): push in smaller batches")
            }
            return push(transactions, from: device, to: partition, wallMilliseconds: wallMilliseconds)
        case .pull(let partition, let device, let cursor, let pending), .watch(let partition, let device, let cursor, let pending, _):
            guard partition == user else { return forbidden(partition) }
            return pull(partition, device: device, after: cursor, pending: pending)
        case .conflicts(let partition, let after):
            guard partition == user else { return forbidden(partition) }
            return .conflicts(partition: partition, records: Array(conflicts(in: partition).dropFirst(max(0, after))))
        }
    }

    /// The state of a partition, for operators and tests.
    public func state(of partition: UUID) -> PartitionState {
        partitions[partition]?.state ?? PartitionState()
    }

    /// The conflicts merging recorded in a partition, oldest first.
    public func conflicts(in partition: UUID) -> [SyncConflict] {
        partitions[partition]?.conflicts ?? []
    }

    /// Each device's accepted transactions in a partition: device number → partition number.
    public func accepted(in partition: UUID) -> [DeviceID: [Int64: Int64]] {
        partitions[partition]?.accepted ?? [:]
    }

    /// The transactions accepted since the last call, oldest first: a durable server stores them
    /// before it answers, and gives them back to ``replay(_:)`` when it starts.
    public mutating func takeJournal() -> [ServerJournalEntry] {
        defer { journal = [] }
        return journal
    }

    /// How many partitions the server holds.
    public var partitionCount: Int { partitions.count }

    /// Drops what the server holds of `partition`, to read it back from storage.
    public mutating func forget(_ partition: UUID) {
        partitions[partition] = nil
    }

    /// Applies a stored transaction again, as when it was accepted (a server reading its
    /// storage). Entries must come in the order they were accepted.
    ///
    /// - Returns: `false`, changing nothing, when the entry does not follow the partition's last
    ///   transaction (storage lacks the ones in between); an entry the server already holds is
    ///   skipped and counts as applied.
    @discardableResult
    public mutating func replay(_ entry: ServerJournalEntry) -> Bool {
        let current = seq(of: entry.partition)
        guard entry.transaction.seq > current else { return true }
        guard entry.transaction.seq == current + 1 else { return false }
        var record = partitions.removeValue(forKey: entry.partition) ?? ServerPartition()
        record.state.apply(entry.transaction)
        record.record(entry.transaction, conflicts: entry.conflicts)
        partitions[entry.partition] = record
        return true
    }

    /// Drops the log up to `seq`: devices with older cursors then catch up from state.
    public mutating func compact(_ partition: UUID, through seq: Int64) {
        guard var record = partitions.removeValue(forKey: partition) else { return }
        let through = min(seq, record.state.seq)
        if through > record.retainedFrom {
            record.log.removeFirst(Int(through - record.retainedFrom))
            record.retainedFrom = through
        }
        partitions[partition] = record
    }

    private func forbidden(_ partition: UUID) -> ServerMessage {
        .error(.forbidden, "partition \(partition.uuidString) is not this user's: nothing was read or stored")
    }

    private mutating func push(_ transactions: [LocalTransaction], from device: DeviceID, to partition: UUID, wallMilliseconds: Int64) -> ServerMessage {
        // Taken out and put back, so that changing it does not copy its log and state.
        var record = partitions.removeValue(forKey: partition) ?? ServerPartition()
        var results: [Int64: PushStatus] = [:]
        for transaction in transactions {
            if let seq = record.accepted[device]?[transaction.deviceSeq] {
                results[transaction.deviceSeq] = .duplicate(seq)
                continue
            }
            let expected = record.expectedDeviceSeq(of: device)
            guard transaction.deviceSeq == expected else {
                results[transaction.deviceSeq] = .outOfOrder(expected: expected)
                break
            }
            if let refusal = validate(transaction, from: device, wallMilliseconds: wallMilliseconds)
                ?? mismatchedKind(in: transaction, kinds: record.kinds).map(PushStatus.rejected)
            {
                results[transaction.deviceSeq] = refusal
                break
            }
            // Validated, the transaction cannot fail any more: its effects apply in place, each
            // change seeing the ones before it.
            let seq = record.state.seq + 1
            var effects: [ObjectEffect] = []
            var conflicts: [SyncConflict] = []
            for change in transaction.changes {
                let outcome = SyncMerger.merge(
                    change, stamp: transaction.stamp, seq: seq, into: record.state, policy: policies[change.key.entity] ?? .latestEdit)
                conflicts += outcome.conflicts
                if let effect = outcome.effect {
                    record.state.apply(effect)
                    effects.append(effect)
                }
            }
            let accepted = ServerTransaction(seq: seq, device: device, deviceSeq: transaction.deviceSeq, stamp: transaction.stamp, effects: effects)
            record.state.advance(to: seq)
            record.record(accepted, conflicts: conflicts)
            journal.append(ServerJournalEntry(partition: partition, transaction: accepted, conflicts: conflicts))
            results[transaction.deviceSeq] = .applied(seq)
        }
        partitions[partition] = record
        return .pushResult(partition: partition, results: results)
    }

    /// The refusal of a transaction, or `nil` when nothing is wrong with it.
    private func validate(_ transaction: LocalTransaction, from device: DeviceID, wallMilliseconds: Int64) -> PushStatus? {
        guard transaction.stamp.device == device else {
            return .rejected("transaction \(transaction.deviceSeq) is stamped by another device: a device pushes only its own edits")
        }
        let ahead = Int64(transaction.stamp.hlc.physical) - Int64(HLC.physical(unixMilliseconds: wallMilliseconds))
        if ahead > limits.maximumClockSkewMilliseconds {
            return .clockAhead(
                serverMilliseconds: wallMilliseconds,
                reason:
                    "transaction \(transaction.deviceSeq) is stamped \(ahead / 1000) s ahead of the server's clock (at most \(limits.maximumClockSkewMilliseconds / 1000) s): correct the device's clock; the device stamps its edits again from the server's clock"
            )
        }
        return problem(with: transaction).map(PushStatus.rejected)
    }

    /// What is wrong with a transaction's size or names, or `nil`.
    private func problem(with transaction: LocalTransaction) -> String? {
        guard transaction.changes.count <= limits.maximumChangesPerTransaction else {
            return
                "transaction \(transaction.deviceSeq) changes \(transaction.changes.count) objects, more than \(limits.maximumChangesPerTransaction): save in smaller transactions"
        }
        for change in transaction.changes {
            guard !change.key.entity.isEmpty else { return "transaction \(transaction.deviceSeq) changes an object with no entity name" }
            guard case .upsert(let edits) = change.operation else { continue }
            for (name, edit) in edits {
                guard !name.isEmpty else { return "transaction \(transaction.deviceSeq) edits a property with no name on \(change.key)" }
                if case .set(let value) = edit, value.byteCount > limits.maximumValueBytes {
                    return
                        "\(change.key).\(name) holds \(value.byteCount) bytes, more than \(limits.maximumValueBytes): keep large data outside synced attributes"
                }
            }
        }
        return nil
    }

    /// The first value of a kind its property does not hold in the partition, described, or `nil`.
    private func mismatchedKind(in transaction: LocalTransaction, kinds: [String: String]) -> String? {
        for change in transaction.changes {
            guard case .upsert(let edits) = change.operation else { continue }
            for (name, edit) in edits {
                let kind: String?
                switch edit {
                case .set(let value): kind = value.kind
                case .add: kind = SyncValue.int(0).kind
                }
                guard let kind, let held = kinds["\(change.key.entity).\(name)"], held != kind else { continue }
                return
                    "transaction \(transaction.deviceSeq) gives \(change.key.entity).\(name) a value of type \(kind), but the server holds values of type \(held) for it: a synced property cannot change its type; add a property with a new name instead"
            }
        }
        return nil
    }

    private func pull(_ partition: UUID, device: DeviceID, after cursor: Int64, pending: [Int64]) -> ServerMessage {
        let record = partitions[partition] ?? ServerPartition()
        let accepted = record.accepted[device] ?? [:]
        // A request may name a number twice: it is answered once.
        let acknowledged = Dictionary(pending.compactMap { number in accepted[number].map { (number, $0) } }, uniquingKeysWith: { first, _ in first })
        if cursor > record.state.seq {
            // Ahead of everything the server holds: it lost transactions the device saw.
            return .reset(partition: partition, record.state.snapshot(after: -1))
        }
        if cursor < record.retainedFrom {
            return .snapshot(partition: partition, record.state.snapshot(after: cursor), acknowledged: acknowledged)
        }
        // The log holds the transactions retainedFrom + 1, retainedFrom + 2 … in order.
        let start = Int(max(0, cursor - record.retainedFrom))
        var end = start
        var effects = 0
        while end < record.log.count && (end == start || effects + record.log[end].effects.count <= limits.maximumEffectsPerAnswer) {
            effects += record.log[end].effects.count
            end += 1
        }
        return .changes(partition: partition, transactions: Array(record.log[start..<end]), acknowledged: acknowledged)
    }
}

extension SyncValue {
    /// The size of a string or data value, for the server's limit.
    var byteCount: Int {
        switch self {
        case .string(let string): return string.utf8.count
        case .data(let data): return data.count
        default: return 8
        }
    }
}
