/// The data of one run, made once and shared by every implementation and round.
struct WorkloadInputs {
    let rows: [ItemRow]
    /// Distinct primary keys for W3, in random order.
    let keys: [Int64]
    /// Lower bounds of the W5 ranges.
    let lows: [Int64]
    let width: Int64

    init(_ scale: Scale) {
        var random = SeededGenerator(seed: 0xCA1B_2026)
        rows = ItemRow.make(0..<scale.rows, total: scale.rows)
        keys = Array((1...Int64(scale.rows)).shuffled(using: &random).prefix(scale.lookups))
        width = Int64(scale.rangeWidth)
        let highestLow = Int64(scale.rows - scale.rangeWidth)
        lows = (0..<scale.rangeRepeats).map { _ in Int64.random(in: 0...highestLow, using: &random) }
    }
}
