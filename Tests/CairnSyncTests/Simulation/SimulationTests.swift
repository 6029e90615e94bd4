import Foundation
import Testing

/// The deterministic simulation's short tier: 1,000 seeds of random workloads and faults, each
/// checked step by step and at the end. A failure names its seed; replay it with
/// `CAIRN_SYNC_SEED=<seed> swift test --filter SimulationTests`, and run the long tier with
/// `CAIRN_SYNC_SEEDS=100000 swift test -c release --filter SimulationTests`.
@Suite struct SimulationTests {
    static var seeds: [UInt64] {
        let environment = ProcessInfo.processInfo.environment
        if let seed = environment["CAIRN_SYNC_SEED"].flatMap(UInt64.init) { return [seed] }
        let count = environment["CAIRN_SYNC_SEEDS"].flatMap(Int.init) ?? 1_000
        return (1...UInt64(count)).map { $0 }
    }

    @Test func everySeedConvergesWithNoLostWriteAndNoResurrection() throws {
        var failures: [String] = []
        for seed in Self.seeds {
            var world = SimulatedWorld(seed: seed, devices: 2 + Int(seed % 3))
            do {
                try world.run(steps: 300)
                world.quiesce()
                try world.checkConvergence()
            } catch {
                failures.append("seed \(seed): \(error)")
                if failures.count >= 5 { break }
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    @Test func aSeedReplaysTheSameRun() throws {
        var first = SimulatedWorld(seed: 42, devices: 3)
        var second = SimulatedWorld(seed: 42, devices: 3)
        try first.run(steps: 300)
        try second.run(steps: 300)
        #expect(first.server.state(of: SimulatedWorld.user) == second.server.state(of: SimulatedWorld.user))
        #expect(first.server.state(of: SimulatedWorld.user).seq > 10, "the run did real work")
    }
}
