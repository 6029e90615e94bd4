import Foundation

/// Random and mutated predicate strings against the torture model, parsed, evaluated on objects
/// and compiled to SQL in a real fetch, in child processes (one per core): any input gets a
/// result or an error, never a crash. The corpus (`Fuzz/predicates.txt`) seeds the mutations.
enum PredicateFuzz {
    static func run(executions: Int, seed: UInt64, corpus: URL, in folder: URL) -> ScenarioResult {
        var result = ScenarioResult(name: "predicate fuzzing", figures: "")
        let workers = max(1, ProcessInfo.processInfo.activeProcessorCount)
        var children: [(process: Process, log: URL, progress: URL, seed: UInt64)] = []
        do {
            for worker in 0..<workers {
                let progress = folder.appendingPathComponent("fuzz-\(worker).input")
                let log = folder.appendingPathComponent("fuzz-\(worker).log")
                let workerSeed = seed &+ UInt64(worker) &* 0x9E37_79B9
                let share = executions / workers + (worker < executions % workers ? 1 : 0)
                let child = try Child.start(
                    [
                        "child-fuzz", "--fuzz-seed", String(workerSeed), "--executions", String(share),
                        "--corpus-file", corpus.path, "--store", folder.appendingPathComponent("Fuzz-\(worker).sqlite").path,
                        "--progress", progress.path,
                    ], log: log)
                children.append((child, log, progress, workerSeed))
            }
        } catch {
            result.failures.append("\(error)")
        }
        var summaries: [String] = []
        for child in children {
            child.process.waitUntilExit()
            let summary = Child.lastLine(of: child.log)
            if child.process.terminationReason == .uncaughtSignal || child.process.terminationStatus != 0 {
                let input = (try? String(contentsOf: child.progress, encoding: .utf8)) ?? "(unknown)"
                let ending =
                    child.process.terminationReason == .uncaughtSignal ? "signal \(child.process.terminationStatus)" : "exit \(child.process.terminationStatus)"
                result.failures.append("a fuzzing process (seed \(child.seed)) died (\(ending)) on input: \(input.prefix(300)) — \(summary)")
            } else {
                summaries.append(summary)
            }
        }
        let counts = summaries.map { $0.split(separator: " ").compactMap { Int($0) } }
        let total = counts.reduce(into: [0, 0, 0]) { sum, line in for (index, value) in line.prefix(3).enumerated() { sum[index] += value } }
        result.figures =
            "\(total[0]) executions in \(workers) processes, \(total[1]) parsed, \(total[2]) fetched through SQL, \(result.failures.count) crashes (seed \(seed))"
        return result
    }
}
