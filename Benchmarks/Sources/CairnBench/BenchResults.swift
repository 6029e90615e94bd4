/// The samples of a run, summarized: medians, spreads, ratios to raw and the verdict per target.
struct BenchResults {
    let scale: Scale
    let samples: [Workload: [Implementation: [Measurement]]]
    let memory: [MemoryResult]
    let services: [ServiceResult]

    /// The workloads measured, in table order.
    var workloads: [Workload] { Workload.allCases.filter { samples[$0] != nil } }

    func summary(_ workload: Workload, _ implementation: Implementation) -> Summary? {
        guard let measured = samples[workload]?[implementation], !measured.isEmpty else { return nil }
        return Summary(measured.map(\.seconds))
    }

    /// Median of `implementation` divided by the median of raw SQLite.
    func ratio(_ workload: Workload, _ implementation: Implementation) -> Double? {
        guard let mine = summary(workload, implementation), let raw = summary(workload, .raw), raw.median > 0 else { return nil }
        return mine.median / raw.median
    }

    /// Whether Cairn meets the workload's target.
    func passes(_ workload: Workload) -> Bool? {
        ratio(workload, .cairn).map { $0 <= workload.target }
    }

    /// Whether Cairn's M1 peak is within the memory target.
    var memoryPasses: Bool? {
        memory.first { $0.implementation == .cairn }.map { $0.peakMegabytes <= MemoryTarget.megabytes }
    }
}
