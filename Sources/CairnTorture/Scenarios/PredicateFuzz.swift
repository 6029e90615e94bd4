import Foundation

/// Random and mutated predicate strings against the torture model, parsed, evaluated on objects
/// and compiled to SQL in a real fetch, in a child process: any input gets a result or an
/// error, never a crash. The corpus (`Fuzz/predicates.txt`) seeds the mutations.
enum PredicateFuzz {
    static func run(executions: Int, seed: UInt64, corpus: URL, in folder: URL) -> ScenarioResult {
        var result = ScenarioResult(name: "predicate fuzzing", figures: "")
        let progress = folder.appendingPathComponent("fuzz.input")
        let log = folder.appendingPathComponent("fuzz.log")
        do {
            let child = try Child.start(["child-fuzz", "--fuzz-seed", String(seed), "--executions", String(executions),
                                         "--corpus-file", corpus.path, "--store", folder.appendingPathComponent("Fuzz.sqlite").path,
                                         "--progress", progress.path], log: log)
            child.waitUntilExit()
            let summary = KillsDuringSaves.tail(of: log)
            if child.terminationReason == .uncaughtSignal || child.terminationStatus != 0 {
                let input = (try? String(contentsOf: progress, encoding: .utf8)) ?? "(unknown)"
                result.failures.append("the fuzzer's process died (\(child.terminationReason == .uncaughtSignal ? "signal \(child.terminationStatus)" : "exit \(child.terminationStatus)")) on input: \(input.prefix(300)) — \(summary)")
                result.figures = "crashed (seed \(seed))"
            } else {
                result.figures = summary + " (seed \(seed))"
            }
        } catch {
            result.failures.append("\(error)")
        }
        return result
    }
}
