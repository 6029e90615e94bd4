import Foundation

/// The seconds every round of the sync workloads took, and the report of their medians, spreads,
/// ratios to raw SQLite (the median of the per-round ratios, as in the main table) and goals.
struct SyncSamples {
    var initialSync: [Double] = []
    var rawInsert: [Double] = []
    var catchUp: [Double] = []
    var rawEdit: [Double] = []
    var memoryIngest: [Double] = []
    var durableIngest: [Double] = []
    var rawIngest: [Double] = []

    /// The last round's figures, for the progress log.
    var lastRound: String {
        "Y1 \(format(initialSync.last)) s (raw \(format(rawInsert.last)) s)  Y2 \(format(catchUp.last)) s (raw \(format(rawEdit.last)) s)"
            + "  Y3 memory \(format(memoryIngest.last)) s, durable \(format(durableIngest.last)) s (raw \(format(rawIngest.last)) s)"
    }

    /// The lines `cairn-bench --sync` prints.
    func report(notes: Int, edits: Int, load: SyncIngestLoad) -> String {
        let changes = Double(load.propertyChanges)
        let memoryRate = changes / Summary(memoryIngest).median, durableRate = changes / Summary(durableIngest).median
        let rawRate = changes / Summary(rawIngest).median
        let pushShape =
            "\(SyncIngestLoad.transactionsPerPush) transactions × \(SyncIngestLoad.changesPerTransaction) notes × \(SyncIngestLoad.propertiesPerChange) properties"
        return [
            "Y1  initial sync of \(notes) notes (~1 KB, body full-text indexed) into an empty store: \(spread(initialSync)) s;"
                + " raw SQLite inserts \(spread(rawInsert)) s; sync/raw \(ratio(initialSync, rawInsert)); goal ≤ 3 s \(verdict(Summary(initialSync).median <= 3))",
            "Y2  catch-up, \(edits) notes edited on another device (one property each): \(spread(catchUp)) s;"
                + " raw SQLite updates \(spread(rawEdit)) s; sync/raw \(ratio(catchUp, rawEdit)); goal ≤ 0.5 s \(verdict(Summary(catchUp).median <= 0.5))",
            "Y3  server ingest, \(load.propertyChanges) property changes in \(load.pushes.count) pushes of \(pushShape):"
                + " memory \(rate(memoryRate))/s (\(spread(memoryIngest)) s, time/raw \(ratio(memoryIngest, rawIngest)));"
                + " durable \(rate(durableRate))/s (\(spread(durableIngest)) s, time/raw \(ratio(durableIngest, rawIngest)));"
                + " raw SQLite upserts \(rate(rawRate))/s; goal ≥ 3,000/s \(verdict(min(memoryRate, durableRate) >= 3_000))",
        ].joined(separator: "\n")
    }

    private func spread(_ samples: [Double]) -> String {
        let summary = Summary(samples)
        return "\(format(summary.median)) (\(format(summary.min))–\(format(summary.max)))"
    }

    private func ratio(_ numerators: [Double], _ denominators: [Double]) -> String {
        String(format: "%.2f", Summary(zip(numerators, denominators).map { $0 / $1 }).median)
    }

    private func rate(_ value: Double) -> String { String(format: "%.0f", value) }
    private func verdict(_ passed: Bool) -> String { passed ? "PASS" : "MISS" }
    private func format(_ seconds: Double?) -> String { seconds.map { String(format: "%.3f", $0) } ?? "—" }
}
