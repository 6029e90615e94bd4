import Foundation

/// Runs every workload for every implementation, interleaved: in each round, each workload runs
/// once per implementation (in an order rotated per round) on that implementation's fresh file.
struct Runner {
    let scale: Scale
    let workloads: [Workload]
    let implementations: [Implementation]
    let runsMemory: Bool
    let runsServices: Bool
    let log: (String) -> Void

    func run() throws -> BenchResults {
        let inputs = WorkloadInputs(scale)
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-bench-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: base) }

        var samples: [Workload: [Implementation: [Measurement]]] = [:]
        for round in 0..<scale.rounds {
            let order = Implementation.order(forRound: round).filter(implementations.contains)
            let directory = base.appendingPathComponent("round-\(round)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let subjects = Dictionary(uniqueKeysWithValues: order.map { ($0, $0.makeSubject()) })
            func path(_ implementation: Implementation) -> String { directory.appendingPathComponent("\(implementation.rawValue).sqlite").path }
            // W1 creates the files the other workloads read; W4 and W8 change them and W9 empties
            // them, so they run last, in that order.
            let last: [Workload] = [.w4Update, .w8BatchUpdate, .w9BatchDelete]
            for workload in [Workload.w1Insert] + workloads.filter({ $0 != .w1Insert && !last.contains($0) }) + last.filter(workloads.contains) {
                for implementation in order {
                    let subject = subjects[implementation]!
                    let result = try run(workload, subject, inputs, path(implementation))
                    if workloads.contains(workload) { samples[workload, default: [:]][implementation, default: []].append(result) }
                    log(
                        "round \(round + 1)/\(scale.rounds)  \(workload.rawValue)  \(implementation.rawValue)  \(String(format: "%.1f ms", result.seconds * 1000))"
                    )
                }
            }
        }
        try checkChecksums(samples)
        let memory = runsMemory ? try runMemory(in: base) : []
        let services = runsServices ? try ServiceBench.run(in: base, rounds: scale.rounds, scale: scale, log: log) : []
        return BenchResults(scale: scale, samples: samples, memory: memory, services: services)
    }

    private func run(_ workload: Workload, _ subject: any BenchSubject, _ inputs: WorkloadInputs, _ path: String) throws -> Measurement {
        switch workload {
        case .w1Insert: try subject.insert(inputs.rows, at: path)
        case .w2FetchAll: try subject.fetchAll(at: path)
        case .w3Cold: try subject.lookups(inputs.keys, warm: false, at: path)
        case .w3Warm: try subject.lookups(inputs.keys, warm: true, at: path)
        case .w4Update: try subject.updateAll(at: path)
        case .w5Range: try subject.rangeFetches(inputs.lows, width: inputs.width, at: path)
        case .w6Predicate: try subject.predicateFetches(inputs.lows, width: inputs.width, at: path)
        case .w7KeyFetch: try subject.attributeFetches(inputs.keys.map { $0 - 1 }, at: path)  // i1 runs over 0..<rows
        case .w8BatchUpdate: try subject.batchUpdate(value: 7, at: path)
        case .w9BatchDelete: try subject.batchDelete(at: path)
        }
    }

    /// Every implementation must have read the same values (same checksum) in every round.
    private func checkChecksums(_ samples: [Workload: [Implementation: [Measurement]]]) throws {
        for (workload, byImplementation) in samples {
            let checksums = Set(byImplementation.values.flatMap { $0.map(\.checksum) })
            guard checksums.count == 1 else {
                throw BenchError("\(workload.rawValue): implementations disagree on the result (checksums \(checksums.sorted()))")
            }
        }
    }

    /// M1: one file per store layout, filled untimed, then one child process per implementation.
    private func runMemory(in base: URL) throws -> [MemoryResult] {
        let rawPath = base.appendingPathComponent("m1-raw.sqlite").path
        let cairnPath = base.appendingPathComponent("m1-cairn.sqlite").path
        log("M1: filling \(scale.memoryRows) rows (untimed)")
        if implementations.contains(where: { $0 != .cairn }) {
            try RawSubject.populate(at: rawPath, total: scale.memoryRows, chunk: 100_000)
        }
        if implementations.contains(.cairn) {
            try CairnSubject.populate(at: cairnPath, total: scale.memoryRows, chunk: 100_000)
        }
        var results: [MemoryResult] = []
        for implementation in implementations {
            let path = implementation == .cairn ? cairnPath : rawPath
            let result = try MemoryChild.spawn(implementation, path: path, batchSize: scale.batchSize)
            log("M1  \(implementation.rawValue)  peak \(String(format: "%.1f", result.peakMegabytes)) MiB")
            results.append(result)
        }
        guard Set(results.map(\.checksum)).count == 1 else {
            throw BenchError("M1: implementations disagree on the result (checksums \(results.map(\.checksum)))")
        }
        return results
    }
}
