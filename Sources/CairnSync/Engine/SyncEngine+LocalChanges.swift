import Cairn
import Foundation

/// Local saves turned into pending transactions.
extension SyncEngine {
    /// Turns the history after the last token (without the engine's own saves) into pending
    /// transactions.
    ///
    /// A store write the state still owes (the process was killed before it) is made after: the
    /// app's saves since are newer than it, so they are rebased on it, with counters measured
    /// from what the store held without it.
    func collectLocalChanges() async throws {
        try await forgetStoreWriteMade()
        let context = container.newBackgroundContext()
        let after = state.lastHistoryToken
        let (configuration, names) = (configuration, names)
        let collected: [CollectedTransaction] = try await context.perform {
            let request = PersistentHistoryChangeRequest.fetchHistory(after: after)
            request.excludedAuthors = [SyncEngine.author]
            let result = try context.execute(request)
            let transactions = (result as? PersistentHistoryResult)?.transactions ?? []
            return try transactions.map { try SyncStoreReader(context: context, configuration: configuration, names: names).collect($0) }
        }
        for transaction in collected {
            let operations = membershipChanges(transaction.memberships, into: counterChanges(transaction.operations))
            // A save larger than the server takes in one transaction goes as several.
            for part in Self.parts(of: operations, within: configuration.limits) {
                state.replica.save(part, wallMilliseconds: transaction.wallMilliseconds)
            }
            state.lastHistoryToken = transaction.token
        }
        if !collected.isEmpty { try saveState() }
        // A write the store refuses stays owed and is tried with the next answer's; the local
        // saves go out meanwhile.
        do { try await finishStoreWrite() } catch  where !(error is SyncKillPoint.Killed) {}
    }

    /// `operations` in parts of at most the limits' changes per transaction and about their bytes
    /// per push (none for no operations).
    private static func parts(of operations: [(ObjectKey, SyncChange.Operation)], within limits: SyncServerCore.Limits) -> [[(ObjectKey, SyncChange.Operation)]]
    {
        var parts: [[(ObjectKey, SyncChange.Operation)]] = []
        var part: [(ObjectKey, SyncChange.Operation)] = []
        var bytes = 0
        for (key, operation) in operations {
            let size = SyncChange(key: key, operation: operation, baseSeq: 0).estimatedBytes
            if !part.isEmpty && (part.count >= limits.maximumChangesPerTransaction || bytes + size > limits.maximumPushBytes) {
                parts.append(part)
                (part, bytes) = ([], 0)
            }
            part.append((key, operation))
            bytes += size
        }
        return part.isEmpty ? parts : parts + [part]
    }

    /// The operations with each counter's new value turned into the amount it changed by since
    /// the device's view (which holds every earlier pending change).
    private func counterChanges(_ operations: [(ObjectKey, SyncChange.Operation)]) -> [(ObjectKey, SyncChange.Operation)] {
        guard !counters.isEmpty else { return operations }
        return operations.map { key, operation in
            guard let names = counters[key.entity], case .upsert(var edits) = operation else { return (key, operation) }
            let current = state.replica.view.objects[key]?.values ?? [:]
            let unwritten = state.unwritten?.counterChanges?[key] ?? [:]
            for name in names {
                guard case .set(let value)? = edits[name] else { continue }
                edits[name] = .add(value.integer &- ((current[name]?.integer ?? 0) &- (unwritten[name] ?? 0)))
            }
            return (key, .upsert(edits))
        }
    }

    /// The operations with the memberships that changed against the device's view added.
    private func membershipChanges(_ memberships: [CollectedMembership], into operations: [(ObjectKey, SyncChange.Operation)]) -> [(
        ObjectKey, SyncChange.Operation
    )] {
        guard !memberships.isEmpty else { return operations }
        var added: [ObjectKey: [String: PropertyEdit]] = [:]
        for membership in memberships {
            let current = SyncMembership.members(of: membership.relationship, in: state.replica.view.objects[membership.key]?.values ?? [:])
            added[membership.key, default: [:]].merge(SyncMembership.edits(membership.relationship, from: current, to: membership.members)) { $1 }
        }
        return operations.map { key, operation in
            guard let edits = added[key], case .upsert(let existing) = operation else { return (key, operation) }
            return (key, .upsert(existing.merging(edits) { $1 }))
        }
    }
}
