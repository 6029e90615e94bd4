import Foundation

/// D1–D5: CairnData (SwiftData's API) against the engine (Core Data's API) on W1–W5, as the median
/// ratio CairnData / Cairn per workload over rounds that alternate which runs first (target ≤ 1.15),
/// and each against raw SQLite; DM1: CairnData's `enumerate` over the M1 rows in a child process.
///
/// Run alone: `cairn-bench --data [--quick] [--rounds N] [--no-memory]`; `--contender raw|cairn|data`
/// and `--only W2,W4` narrow it (for counting instructions with `Benchmarks/instructions.sh`-style
/// callgrind runs).
enum DataBench {
    static let flag = "--data"
    static let childFlag = "--data-memory-child"

    static func main(_ arguments: [String], log: (String) -> Void) throws {
        let options = SideBenchOptions(arguments, defaultRounds: 5)
        try options.withFolder("data") { folder in try run(arguments, options, folder, log: log) }
    }

    private static func run(_ arguments: [String], _ options: SideBenchOptions, _ folder: URL, log: (String) -> Void) throws {
        let scale = options.scale, rounds = options.rounds
        let inputs = WorkloadInputs(scale)
        let workloads =
            SideBenchOptions.value(after: "--only", in: arguments)?.split(separator: ",").map(String.init)
            ?? ["W1", "W2", "W3cold", "W4", "W5"]
        let contenders = SideBenchOptions.value(after: "--contender", in: arguments).map { [$0] } ?? ["raw", "cairn", "data"]
        var seconds: [String: [String: [Double]]] = [:]
        var checksums: [String: Set<Int64>] = [:]
        for round in 0..<rounds {
            let order = contenders.rotated(by: round)
            for name in order {
                let path = folder.appendingPathComponent("\(name)-\(round).sqlite").path
                let results = try runContender(name, inputs, path, Set(workloads))
                for workload in workloads {
                    guard let measurement = results[workload] else { continue }
                    seconds[workload, default: [:]][name, default: []].append(measurement.seconds)
                    checksums[workload, default: []].insert(measurement.checksum)
                }
                log(
                    "round \(round + 1)/\(rounds)  \(name)  "
                        + workloads.compactMap { workload in results[workload].map { "\(workload) \(String(format: "%.1f", $0.seconds * 1000)) ms" } }.joined(
                            separator: "  "))
                for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
            }
        }
        for (workload, sums) in checksums where sums.count != 1 {
            throw BenchError("\(workload): the contenders disagree on the result (checksums \(sums.sorted()))")
        }
        print("CairnData (SwiftData's API) against the engine and raw SQLite, \(scale.rows) rows, median of \(rounds) rounds")
        print("workload  raw ms  Cairn ms  CairnData ms  CairnData/Cairn (≤ 1.15)  CairnData/raw")
        for workload in workloads where contenders.count == 3 {
            let raw = Summary(seconds[workload]!["raw"]!).median, cairn = Summary(seconds[workload]!["cairn"]!).median
            let data = Summary(seconds[workload]!["data"]!).median
            print(
                String(
                    format: "%-8@  %6.1f  %8.1f  %12.1f  %24.2f  %13.2f", workload as NSString, raw * 1000, cairn * 1000, data * 1000, data / cairn, data / raw)
            )
        }
        if !arguments.contains("--no-memory") && contenders.count == 3 {
            let path = folder.appendingPathComponent("m1-data.sqlite").path
            log("DM1: filling \(scale.memoryRows) rows (untimed)")
            try DataSubject.populate(at: path, total: scale.memoryRows, chunk: 100_000)
            let data = try MemoryChild.spawn([childFlag, path, String(scale.batchSize)], name: "DM1 child")
            let cairnPath = folder.appendingPathComponent("m1-cairn.sqlite").path
            try CairnSubject.populate(at: cairnPath, total: scale.memoryRows, chunk: 100_000)
            let cairn = try MemoryChild.spawn(.cairn, path: cairnPath, batchSize: scale.batchSize)
            print(
                String(
                    format: "DM1  enumerate %d rows, batch %d: CairnData %.1f MiB peak, %.2f s; Cairn %.1f MiB, %.2f s", scale.memoryRows, scale.batchSize,
                    data.peakMegabytes, data.seconds, cairn.peakMegabytes, cairn.seconds))
        }
    }

    /// W1 (always: it fills the file) and the `wanted` workloads of W2–W5 for one contender on a
    /// fresh file at `path`.
    private static func runContender(_ name: String, _ inputs: WorkloadInputs, _ path: String, _ wanted: Set<String>) throws -> [String: Measurement] {
        var results: [String: Measurement] = [:]
        switch name {
        case "raw", "cairn":
            let subject: any BenchSubject = name == "raw" ? RawSubject() : CairnSubject()
            results["W1"] = try subject.insert(inputs.rows, at: path)
            if wanted.contains("W2") { results["W2"] = try subject.fetchAll(at: path) }
            if wanted.contains("W3cold") { results["W3cold"] = try subject.lookups(inputs.keys, warm: false, at: path) }
            if wanted.contains("W4") { results["W4"] = try subject.updateAll(at: path) }
            if wanted.contains("W5") { results["W5"] = try subject.rangeFetches(inputs.lows, width: inputs.width, at: path) }
        default:
            let subject = DataSubject()
            results["W1"] = try subject.insert(inputs.rows, at: path)
            if wanted.contains("W2") { results["W2"] = try subject.fetchAll(at: path) }
            if wanted.contains("W3cold") { results["W3cold"] = try subject.lookups(try subject.identifiers(inputs.keys, at: path), at: path) }
            if wanted.contains("W4") { results["W4"] = try subject.updateAll(at: path) }
            if wanted.contains("W5") { results["W5"] = try subject.rangeFetches(inputs.lows, width: inputs.width, at: path) }
        }
        return results
    }

    /// Runs in the child: CairnData's M1, one JSON `MemoryResult` line.
    static func runChild(_ arguments: [String]) throws {
        guard arguments.count == 2, let batch = Int(arguments[1]) else { throw BenchError("usage: \(childFlag) PATH BATCH") }
        let start = MemoryProbe.currentBytes
        let measurement = try measure { try DataSubject().iterate(at: arguments[0], batchSize: batch) }
        let result = MemoryResult(
            implementation: .cairn, peakMegabytes: Double(MemoryProbe.peakBytes) / 1_048_576,
            startMegabytes: Double(start) / 1_048_576, seconds: measurement.seconds, checksum: measurement.checksum)
        FileHandle.standardOutput.write(try JSONEncoder().encode(result) + Data("\n".utf8))
    }
}

extension Array {
    /// The array rotated left by `count` places.
    func rotated(by count: Int) -> [Element] {
        guard !isEmpty else { return self }
        let shift = count % self.count
        return Array(self[shift...] + self[..<shift])
    }
}
