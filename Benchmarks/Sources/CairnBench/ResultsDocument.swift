import Foundation

/// The JSON written to `results/latest.json`: machine, date, sizes, every sample, the summaries,
/// ratios and verdicts.
struct ResultsDocument: Codable {
    struct Entry: Codable {
        var workload: String
        var title: String
        var target: Double
        var summaries: [String: Summary]
        var ratioToRaw: [String: Double]
        var pass: Bool?
    }

    var date: String
    var machine: MachineInfo
    var scale: Scale
    var workloads: [Entry]
    var memory: [MemoryResult]
    var memoryTargetMegabytes: Double
    var memoryPass: Bool?
    var services: [ServiceResult]

    init(_ results: BenchResults, machine: MachineInfo) {
        date = ISO8601DateFormatter().string(from: Date())
        self.machine = machine
        scale = results.scale
        workloads = results.workloads.map { workload in
            var summaries: [String: Summary] = [:]
            var ratios: [String: Double] = [:]
            for implementation in Implementation.allCases {
                summaries[implementation.rawValue] = results.summary(workload, implementation)
                ratios[implementation.rawValue] = results.ratio(workload, implementation)
            }
            return Entry(
                workload: workload.rawValue, title: workload.title(results.scale), target: workload.target,
                summaries: summaries, ratioToRaw: ratios, pass: results.passes(workload))
        }
        memory = results.memory
        memoryTargetMegabytes = MemoryTarget.megabytes
        memoryPass = results.memoryPasses
        services = results.services
    }

    /// Writes the document as pretty-printed JSON, creating the directory if needed.
    func write(to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(self).write(to: url, options: .atomic)
    }
}
