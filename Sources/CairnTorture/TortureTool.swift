import ArgumentParser
import Foundation

/// `cairn-torture`: faults a user must never see, provoked on purpose — processes killed while
/// they save or create a store, processes saving into one store at once, bad store files, a full
/// disk, hostile predicates — with a report in figures. Exits 1 when any promise is broken.
///
/// ```
/// swift run cairn-torture                 # the short tier (CI, every submission)
/// swift run cairn-torture --tier long     # ≥ 1,000 kills and 10M fuzz executions
/// ```
@main
struct TortureTool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cairn-torture",
        abstract: "Provoke faults (kills, concurrency, bad files, full disk, hostile predicates) and check that no save is lost.",
        subcommands: [ChildWriter.self, ChildCreator.self, ChildMigrator.self, ChildSaver.self, ChildFuzzer.self, ChildNewerReader.self]
    )

    @Option(help: "short (a few minutes, CI) or long (by hand).")
    var tier: Tier = .short

    @Option(help: "The seed of the random moments and inputs (printed; pass it again to repeat a run).")
    var seed: UInt64 = UInt64(Date().timeIntervalSince1970)

    @Option(help: "The predicate corpus.", completion: .file())
    var corpus = "Fuzz/predicates.txt"

    @Option(help: "How many fuzz executions (default: the tier's, 20,000 short, 10,000,000 long).")
    var fuzzExecutions: Int?

    func run() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-torture-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        print("cairn-torture: \(tier.rawValue) tier, seed \(seed), in \(folder.path)")
        var random = SplitMix64(seed: seed)
        func place(_ name: String) throws -> URL {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            return url
        }
        var results: [ScenarioResult] = []
        func record(_ result: ScenarioResult, started: Date) {
            let state = result.skipped.map { "skipped: \($0)" } ?? (result.failures.isEmpty ? "ok" : "FAILED")
            print("\(result.name): \(state) — \(result.figures) [\(String(format: "%.1f", Date().timeIntervalSince(started))) s]")
            for failure in result.failures.prefix(20) { print("  ✗ \(failure)") }
            results.append(result)
        }
        var started = Date()
        record(KillsDuringSaves.run(kills: tier.killsDuringSaves, in: try place("saves"), random: &random), started: started)
        started = Date()
        record(KillsDuringCreation.run(kills: tier.killsDuringCreation, in: try place("creation"), random: &random), started: started)
        started = Date()
        record(KillsDuringMigration.run(kills: tier.killsDuringMigration, in: try place("migration"), random: &random), started: started)
        started = Date()
        record(ConcurrentSavers.run(processes: 5, saves: tier.concurrentSaves, in: try place("concurrent")), started: started)
        started = Date()
        record(BadFiles.run(in: try place("bad"), random: &random), started: started)
        started = Date()
        record(DiskFull.run(in: try place("full")), started: started)
        started = Date()
        record(NewerModelData.run(objects: tier.newerModelObjects, in: try place("newer"), random: &random), started: started)
        started = Date()
        record(
            PredicateFuzz.run(executions: fuzzExecutions ?? tier.fuzzExecutions, seed: seed, corpus: URL(fileURLWithPath: corpus), in: try place("fuzz")),
            started: started)
        started = Date()
        record(HostilePredicates.run(in: try place("hostile")), started: started)
        let failed = results.filter { !$0.failures.isEmpty }
        print(failed.isEmpty ? "cairn-torture: every promise held" : "cairn-torture: \(failed.count) scenario(s) failed (seed \(seed))")
        if !failed.isEmpty { throw ExitCode.failure }
    }
}
