/// The sizes of a run: full (the numbers) or `--quick` (ten times smaller).
struct Scale: Sendable, Codable {
    /// Rows inserted by W1 and used by W2–W5.
    var rows: Int
    /// Point lookups in W3 (cold and warm).
    var lookups: Int
    /// Rows matched by one W5 range fetch.
    var rangeWidth: Int
    /// Range fetches per W5 run.
    var rangeRepeats: Int
    /// Rows iterated by M1.
    var memoryRows: Int
    /// `fetchBatchSize` (and cursor chunk) for M1.
    var batchSize: Int
    /// Interleaved rounds.
    var rounds: Int

    static let full = Scale(
        rows: 100_000, lookups: 10_000, rangeWidth: 1_000, rangeRepeats: 200,
        memoryRows: 1_000_000, batchSize: 500, rounds: 5)
    static let quick = Scale(
        rows: 10_000, lookups: 1_000, rangeWidth: 100, rangeRepeats: 20,
        memoryRows: 100_000, batchSize: 500, rounds: 2)
}
