import Foundation
import Testing

/// The randomized convergence suite: every seed runs 3–5 devices with real SQLite stores and the
/// real engine through random offline saves and syncs, kills and restarts (``ConvergenceRun``).
/// A failure names its seed; replay it with
/// `CAIRN_SYNC_CONVERGENCE_SEED=<seed> swift test --filter ConvergenceTests`, and run the long
/// tier with `CAIRN_SYNC_CONVERGENCE_SEEDS=10000 swift test -c release --filter ConvergenceTests`.
@Suite struct ConvergenceTests {
    static var seeds: [UInt64] {
        let environment = ProcessInfo.processInfo.environment
        if let seed = environment["CAIRN_SYNC_CONVERGENCE_SEED"].flatMap(UInt64.init) { return [seed] }
        let count = environment["CAIRN_SYNC_CONVERGENCE_SEEDS"].flatMap(Int.init) ?? 200
        let first = environment["CAIRN_SYNC_CONVERGENCE_FIRST"].flatMap(UInt64.init) ?? 1
        return (first..<first + UInt64(count)).map { $0 }
    }

    @Test func everySeedConvergesThroughRealStores() async throws {
        var failures: [String] = []
        var failed = 0
        for seed in Self.seeds {
            let problems = try await ConvergenceRun.problems(seed: seed)
            guard !problems.isEmpty else { continue }
            failed += 1
            if failures.count < 5 { failures.append("seed \(seed):\n  " + problems.prefix(6).joined(separator: "\n  ")) }
        }
        #expect(failed == 0, "\(failed) of \(Self.seeds.count) seeds diverged\n\(failures.joined(separator: "\n"))")
    }
}
