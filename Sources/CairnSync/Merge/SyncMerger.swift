/// The merge function: what one pushed change does to a partition's state under a policy. It is
/// pure (state in, effect and conflicts out), so the server, the clients rebasing their pending
/// edits and the tests all run the same code.
public enum SyncMerger {
    /// The outcome of merging one change.
    public struct Outcome: Hashable, Sendable {
        /// What to apply to the state; `nil` when the change does nothing.
        public var effect: ObjectEffect?
        /// The values that lost.
        public var conflicts: [SyncConflict] = []
    }

    /// Merges `change`, stamped `stamp`, into `state` as the transaction `seq`.
    public static func merge(_ change: SyncChange, stamp: SyncStamp, seq: Int64, into state: PartitionState, policy: SyncMergePolicy) -> Outcome {
        let key = change.key
        if let tombstone = state.tombstones[key] {
            return Outcome(effect: nil, conflicts: lostToDelete(change, stamp: stamp, tombstone: tombstone))
        }
        let existing = state.objects[key]
        guard case .upsert(let edits) = change.operation else {
            // Delete wins; the concurrent edits it discards are recorded.
            let tombstone = Tombstone(stamp: stamp, seq: seq)
            let overwritten = (existing?.properties ?? [:]).filter { $0.value.seq > change.baseSeq }
            let conflicts = overwritten.sorted { $0.key < $1.key }.map { name, version in
                SyncConflict(key: key, property: name, losingValue: version.value, losingStamp: version.stamp, winningStamp: stamp, reason: .deleted)
            }
            return Outcome(effect: .delete(key, tombstone), conflicts: conflicts)
        }
        let concurrent = edits.keys.filter { name in
            guard case .set = edits[name], let old = existing?.properties[name] else { return false }
            return old.seq > change.baseSeq && old.stamp != stamp
        }
        if policy == .rollback, !concurrent.isEmpty {
            let conflicts = edits.sorted { $0.key < $1.key }.compactMap { name, edit -> SyncConflict? in
                guard case .set(let value) = edit else { return nil }
                let winner = existing?.properties[name]?.stamp ?? stamp
                return SyncConflict(key: key, property: name, losingValue: value, losingStamp: stamp, winningStamp: winner, reason: .concurrentEdit)
            }
            return Outcome(effect: nil, conflicts: conflicts)
        }
        var written: [String: PropertyVersion] = [:]
        var conflicts: [SyncConflict] = []
        for (name, edit) in edits.sorted(by: { $0.key < $1.key }) {
            let old = existing?.properties[name]
            switch edit {
            case .add(let delta):
                let total = (old?.value.integer ?? 0) &+ delta
                written[name] = PropertyVersion(value: .int(total), stamp: max(old?.stamp ?? stamp, stamp), seq: seq)
            case .set(let value):
                guard let old else {
                    written[name] = PropertyVersion(value: value, stamp: stamp, seq: seq)
                    continue
                }
                if old.stamp == stamp { continue }  // the same edit again
                let isConcurrent = concurrent.contains(name)
                let incomingWins: Bool
                switch policy {
                case .latestEdit: incomingWins = stamp > old.stamp
                case .mergeByPropertyObjectTrump, .overwrite: incomingWins = true
                case .mergeByPropertyStoreTrump, .error, .rollback: incomingWins = !isConcurrent
                }
                if incomingWins {
                    written[name] = PropertyVersion(value: value, stamp: stamp, seq: seq)
                    if isConcurrent, old.value != value {
                        conflicts.append(
                            SyncConflict(key: key, property: name, losingValue: old.value, losingStamp: old.stamp, winningStamp: stamp, reason: .concurrentEdit)
                        )
                    }
                } else if value != old.value || policy == .error {
                    let reason: SyncConflict.Reason = policy == .error ? .needsResolution : .concurrentEdit
                    conflicts.append(SyncConflict(key: key, property: name, losingValue: value, losingStamp: stamp, winningStamp: old.stamp, reason: reason))
                }
            }
        }
        // An insert of an object with no properties still creates it.
        let effect: ObjectEffect? = written.isEmpty && existing != nil ? nil : .write(key, written)
        return Outcome(effect: effect, conflicts: conflicts)
    }

    private static func lostToDelete(_ change: SyncChange, stamp: SyncStamp, tombstone: Tombstone) -> [SyncConflict] {
        guard case .upsert(let edits) = change.operation else { return [] }
        return edits.sorted { $0.key < $1.key }.map { name, edit in
            let value: SyncValue? = if case .set(let value) = edit { value } else { nil }
            return SyncConflict(key: change.key, property: name, losingValue: value, losingStamp: stamp, winningStamp: tombstone.stamp, reason: .deleted)
        }
    }
}
