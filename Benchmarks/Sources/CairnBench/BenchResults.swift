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

    /// The median, over rounds, of `implementation`'s time divided by raw SQLite's time in the
    /// same round. Paired by round because both ran within seconds of each other: the machine's
    /// drift between rounds (a shared host's speed can change a lot within a run) cancels out,
    /// where a ratio of the two medians could take them from different rounds.
    func ratio(_ workload: Workload, _ implementation: Implementation) -> Double? {
        guard let mine = samples[workload]?[implementation], let raw = samples[workload]?[.raw], mine.count == raw.count else { return nil }
        let ratios = zip(mine, raw).compactMap { $1.seconds > 0 ? $0.seconds / $1.seconds : nil }
        return ratios.isEmpty ? nil : Summary(ratios).median
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
