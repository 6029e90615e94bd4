import CairnSync
import Foundation

/// A broken invariant, with the step and what differs.
struct InvariantViolation: Error, CustomStringConvertible {
    let description: String
}

extension SimulatedWorld {
    /// Checked after every step.
    mutating func checkInvariants() throws {
        let state = server.state(of: Self.user)
        // The full recount is the costly check: every 25 steps, and at the end.
        let recount = steps % 25 == 0
        guard !recount || state.checksum == state.recomputedChecksum else {
            throw InvariantViolation(description: "step \(steps): the server's kept checksum differs from its state's")
        }
        for key in state.tombstones.keys where state.objects[key] != nil {
            throw InvariantViolation(description: "step \(steps): \(key) is deleted and live on the server")
        }
        for (index, client) in clients.enumerated() {
            guard client.cursor >= highestCursor[index] else {
                throw InvariantViolation(description: "step \(steps): device \(index)'s cursor went back from \(highestCursor[index]) to \(client.cursor)")
            }
            highestCursor[index] = client.cursor
            let view = client.view
            for key in view.objects.keys where state.tombstones[key].map({ $0.seq <= client.cursor }) ?? false {
                throw InvariantViolation(description: "step \(steps): device \(index) shows \(key), deleted at or before its cursor \(client.cursor)")
            }
            guard !recount || client.confirmed.checksum == client.confirmed.recomputedChecksum else {
                throw InvariantViolation(description: "step \(steps): device \(index)'s kept checksum differs from its state's")
            }
        }
    }

    /// Checked once every device has synced after healing.
    func checkConvergence() throws {
        let state = server.state(of: Self.user)
        for (index, client) in clients.enumerated() {
            guard client.pending.isEmpty, client.cursor == state.seq else {
                throw InvariantViolation(
                    description: "device \(index) did not finish syncing: \(client.pending.count) pending, cursor \(client.cursor) of \(state.seq)")
            }
            guard client.confirmed.objects == state.objects, client.confirmed.tombstones == state.tombstones, client.view.objects == state.objects else {
                throw InvariantViolation(description: "device \(index) differs from the server after syncing")
            }
            guard client.confirmed.checksum == state.checksum, state.checksum == state.recomputedChecksum else {
                throw InvariantViolation(description: "device \(index)'s checksum differs from the server's")
            }
        }
        try checkOracle(state)
    }

    /// What the final state must be, computed from the accepted transactions alone: deleted
    /// objects are gone; a Note property (latest edit wins) holds the value of its latest accepted
    /// set; a counter holds the sum of every accepted addition, each counted once.
    func checkOracle(_ state: PartitionState) throws {
        var deleted = Set<ObjectKey>()
        var latest: [ObjectKey: [String: (SyncStamp, SyncValue)]] = [:]
        var counters: [ObjectKey: Int64] = [:]
        for (device, numbers) in server.accepted(in: Self.user) {
            for number in numbers.keys {
                guard let transaction = saved[device]?[number] else {
                    throw InvariantViolation(description: "the server accepted transaction \(number) of a device that never saved it")
                }
                for change in transaction.changes {
                    guard case .upsert(let edits) = change.operation else {
                        deleted.insert(change.key)
                        continue
                    }
                    for (name, edit) in edits {
                        switch edit {
                        case .add(let delta): counters[change.key, default: 0] += delta
                        case .set(let value):
                            if let (stamp, _) = latest[change.key]?[name], stamp > transaction.stamp { continue }
                            latest[change.key, default: [:]][name] = (transaction.stamp, value)
                        }
                    }
                }
            }
        }
        for key in deleted where state.objects[key] != nil {
            throw InvariantViolation(description: "\(key) was deleted and came back")
        }
        for (key, object) in state.objects {
            if key.entity == "Note" {
                for (name, (_, value)) in latest[key] ?? [:] where object.properties[name]?.value != value {
                    throw InvariantViolation(
                        description: "\(key).\(name) is \(object.properties[name]?.value.description ?? "nil"), not the latest accepted edit's \(value)")
                }
            }
            if let total = counters[key], object.properties["count"]?.value != .int(total) {
                throw InvariantViolation(
                    description: "\(key).count is \(object.properties["count"]?.value.description ?? "nil"), not the sum of its accepted additions \(total)")
            }
        }
    }
}
