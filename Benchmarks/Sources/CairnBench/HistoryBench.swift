import Cairn
import Foundation

/// H1 and H4: W1 (insert the benchmark rows in one save) and W4 (update every row, one save) with
/// persistent history recorded, as ratios to the same workloads without history in the same run
/// (the order alternates by round). Target ≤ 1.25.
///
/// Run alone, outside the interleaved table: `cairn-bench --history [--quick] [--rounds N]`.
enum HistoryBench {
    static let flag = "--history"

    static func main(_ arguments: [String], log: (String) -> Void) throws {
        let options = SideBenchOptions(arguments, defaultRounds: 5)
        try options.withFolder("history") { folder in try run(options.scale, options.rounds, folder, log: log) }
    }

    private static func run(_ scale: Scale, _ rounds: Int, _ folder: URL, log: (String) -> Void) throws {
        let inputs = WorkloadInputs(scale)
        var ratios: [String: [Double]] = [:]
        for round in 0..<rounds {
            var seconds: [String: Double] = [:]
            for history in round % 2 == 0 ? [false, true] : [true, false] {
                let path = folder.appendingPathComponent("\(history)-\(round).sqlite").path
                let subject = CairnSubject(history: history)
                let insert = try subject.insert(inputs.rows, at: path)
                let update = try subject.updateAll(at: path)
                seconds["W1 \(history)"] = insert.seconds
                seconds["W4 \(history)"] = update.seconds
                for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
            }
            for workload in ["W1", "W4"] {
                ratios[workload, default: []].append(seconds["\(workload) true"]! / seconds["\(workload) false"]!)
            }
            log(
                "round \(round + 1)/\(rounds)  W1 \(String(format: "%.3f", seconds["W1 false"]!)) s → \(String(format: "%.3f", seconds["W1 true"]!)) s with history;  W4 \(String(format: "%.3f", seconds["W4 false"]!)) s → \(String(format: "%.3f", seconds["W4 true"]!)) s"
            )
        }
        for workload in ["W1", "W4"] {
            print(
                "H\(workload.dropFirst())  \(workload) with persistent history / without, \(scale.rows) rows, median of \(rounds) rounds: \(String(format: "%.2f", Summary(ratios[workload]!).median))"
            )
        }
        let latencies = try remoteChangeLatencies(saves: 50, in: folder)
        print(
            "R1  remote-change notification after another coordinator's save (50 saves): median \(String(format: "%.1f", Summary(latencies).median * 1000)) ms, max \(String(format: "%.1f", (latencies.max() ?? 0) * 1000)) ms"
        )
    }

    /// R1: the time from another coordinator's `save()` returning to the watching coordinator's
    /// notification of it (the same file-watching path as for another process).
    private static func remoteChangeLatencies(saves: Int, in folder: URL) throws -> [Double] {
        let url = folder.appendingPathComponent("remote.sqlite")
        let watching = PersistentStoreCoordinator(managedObjectModel: CairnItem.model)
        try watching.addPersistentStore(
            type: .sqlite, at: url,
            options: [
                PersistentStoreOption.persistentHistoryTracking: "true", PersistentStoreOption.remoteChangeNotificationPost: "true",
            ])
        let arrivals = Arrivals()
        let observer = NotificationCenter.default.addObserver(forName: .persistentStoreRemoteChange, object: watching, queue: nil) { note in
            if let token = note.userInfo?[NSPersistentHistoryTokenKey] as? PersistentHistoryToken { arrivals.record(token) }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        let stack = try CairnStack(path: url.path, history: true)
        var latencies: [Double] = []
        try stack.run { context in
            for index in 0..<saves {
                CairnItem(context: context).assign(ItemRow.make(index..<index + 1, total: saves)[0])
                try context.save()
                let saved = Date()
                guard let token = try stack.container.persistentStoreCoordinator.currentPersistentHistoryToken(),
                    let arrival = arrivals.wait(for: token, until: saved.addingTimeInterval(5))
                else {
                    throw BenchError("R1: no remote-change notification within 5 s of save \(index)")
                }
                latencies.append(max(0, arrival.timeIntervalSince(saved)))
            }
        }
        for store in watching.persistentStores { try watching.remove(store) }
        return latencies
    }

    /// When each token's notification arrived.
    private final class Arrivals: @unchecked Sendable {
        // Safety: `times` is read and written under `lock`.
        private let lock = NSLock()
        private var times: [PersistentHistoryToken: Date] = [:]

        func record(_ token: PersistentHistoryToken) {
            let now = Date()
            lock.withLock { if times[token] == nil { times[token] = now } }
        }

        func wait(for token: PersistentHistoryToken, until deadline: Date) -> Date? {
            while Date() < deadline {
                if let time = lock.withLock({ times[token] }) { return time }
                usleep(200)
            }
            return nil
        }
    }
}
