import Cairn
import CairnSync
import CairnTestSupport
import Foundation

/// One seeded run of the convergence suite: devices with real SQLite stores and the real engine
/// save random transactions offline, sync in random rounds (some killed between the store write
/// and the state save, some restarted), then all sync until quiet; the stores must then be equal,
/// counters must hold every addition, and only what a device deleted (or a delete rule the merge
/// rules apply, or a save the server refused) may be gone.
struct ConvergenceRun {
    let seed: UInt64
    private var random: SplitMix64
    private let directory = TemporaryDirectory(prefix: "cairn-convergence")
    private let server = InProcessSyncServer()
    private var devices: [ConvergenceDevice] = []
    private var inserted: Set<UUID> = []
    private var deleted: Set<UUID> = []
    private var increments: [UUID: Int64] = [:]
    /// What went wrong, for the failure message.
    private(set) var problems: [String] = []

    init(seed: UInt64) {
        self.seed = seed
        random = SplitMix64(seed: seed)
    }

    /// Runs the seed and returns what went wrong (nothing when it converged).
    static func problems(seed: UInt64) async throws -> [String] {
        var run = ConvergenceRun(seed: seed)
        try await run.run()
        return run.problems
    }

    private mutating func run() async throws {
        await server.register(token: "token", user: SyncedNotes.user)
        for number in 0..<Int.random(in: 3...5, using: &random) {
            let id = DeviceID(UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", number + 1))!)
            devices.append(try ConvergenceDevice(name: "device\(number)", id: id, directory: directory, server: server))
        }
        for _ in 0..<Int.random(in: 4...8, using: &random) {
            try await round()
        }
        for _ in 0..<3 {
            for device in devices { await sync(device) }
        }
        try await check()
    }

    /// Each device saves a few transactions offline; then some of them sync.
    private mutating func round() async throws {
        for device in devices {
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                let outcome = try await device.save(seed: random.next())
                trace(
                    "\(device.name) saved inserted=\(outcome.inserted.map { $0.uuidString.prefix(8) }.sorted()) deleted=\(outcome.deleted.map { $0.uuidString.prefix(8) }.sorted())"
                )
                inserted.formUnion(outcome.inserted)
                deleted.formUnion(outcome.deleted)
                increments.merge(outcome.increments, uniquingKeysWith: +)
            }
        }
        for device in devices where random.chance(55) {
            let roll = Int.random(in: 0..<100, using: &random)
            trace("\(device.name) syncs, roll \(roll)")
            if roll < 10 && ProcessInfo.processInfo.environment["CAIRN_SYNC_CONVERGENCE_NOKILL"] == nil {
                try await device.syncKilled(at: roll < 5 ? .beforeStoreWrite : .afterStoreWrite)
            } else {
                if roll < 15 { try device.restart() }
                await sync(device)
            }
        }
    }

    private func trace(_ line: @autoclosure () -> String) {
        if ProcessInfo.processInfo.environment["CAIRN_SYNC_CONVERGENCE_TRACE"] != nil { print("[\(seed)] \(line())") }
    }

    private mutating func sync(_ device: ConvergenceDevice) async {
        do {
            try await device.engine.sync()
        } catch {
            problems.append("\(device.name) failed to sync: \(error)")
        }
    }

    private mutating func check() async throws {
        var contents: [[String: String]] = []
        for device in devices { contents.append(try await device.contents()) }
        for device in devices {
            let (pending, rejection) = (await device.engine.pendingCount, await device.engine.lastRejection)
            if pending > 0 { problems.append("\(device.name) still has \(pending) pending transactions; the server's last refusal: \(rejection ?? "none")") }
        }
        for (device, other) in zip(devices.dropFirst(), contents.dropFirst()) {
            let differing = Set(contents[0].keys).union(other.keys).filter { contents[0][$0] != other[$0] }.sorted()
            for key in differing.prefix(3) {
                problems.append(
                    "\(key) differs: \(devices[0].name) has \(contents[0][key] ?? "nothing"), \(device.name) has \(other[key] ?? "nothing")")
            }
            if differing.count > 3 { problems.append("… and \(differing.count - 3) more objects differ between \(devices[0].name) and \(device.name)") }
        }
        // What the server refused and the devices set aside never happened.
        var refused: Set<UUID> = []
        var refusedLikes: [UUID: Int64] = [:]
        for device in devices {
            for change in await device.engine.refusedTransactions.flatMap(\.transaction.changes) {
                refused.insert(change.key.id)
                if case .upsert(let edits) = change.operation, case .add(let amount)? = edits["likes"] { refusedLikes[change.key.id, default: 0] += amount }
            }
        }
        trace("the devices set aside saves touching \(refused.count) objects")
        let state = await server.state(of: SyncedNotes.user)
        let present = Dictionary(uniqueKeysWithValues: contents[0].keys.map { key in (UUID(uuidString: String(key.split(separator: "/")[1]))!, key) })
        for id in inserted.sorted(by: { $0.uuidString < $1.uuidString }) {
            let likes = (increments[id] ?? 0) - (refusedLikes[id] ?? 0)
            if let key = present[id] {
                if deleted.contains(id) && !refused.contains(id) { problems.append("\(key) was deleted and is back") }
                if key.hasPrefix("Note/"), !(contents[0][key] ?? "").contains("likes=integer:\(likes) ") {
                    problems.append("\(key) should count \(likes) likes: \(contents[0][key] ?? "")")
                }
            } else if !deleted.contains(id) && !refused.contains(id) && !Self.cascaded(id, in: state) {
                let server =
                    state.objects.first { $0.key.id == id }.map { "the server holds \($0.key): \($0.value.values)" }
                    ?? state.tombstones.first { $0.key.id == id }.map { "the server deleted \($0.key) at \($0.value.seq)" } ?? "the server never had it"
                problems.append("\(id) was deleted by no device and is gone; \(server)")
            }
        }
    }

    /// Whether the note `id` is gone by the merge rule for a folder deleted on one device while
    /// another put the note in it: the folder's cascade takes the note on every device.
    private static func cascaded(_ id: UUID, in state: PartitionState) -> Bool {
        guard case .reference(let folder)? = state.objects[ObjectKey(entity: "Note", id: id)]?.properties["folder"]?.value else { return false }
        return state.tombstones[folder] != nil
    }
}
