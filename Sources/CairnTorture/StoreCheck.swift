import Cairn
import Foundation

/// What the parent finds in a store after a fault: `verify`'s report, and every acknowledged batch
/// present and whole.
struct StoreCheck {
    /// Batches acknowledged but missing or incomplete.
    var lost: [Int64] = []
    /// Batches present with fewer (or more) entries than a save writes.
    var partial: [Int64] = []
    /// `verify`'s problems.
    var corruption: [String] = []
    /// Where persistent history disagrees with the store.
    var history: [String] = []
    /// The highest batch number in the store.
    var highestBatch: Int64 = -1
    /// How many batches the store holds.
    var batches = 0

    /// Opens the store at `url` with `model`, checks it against `acknowledged`, and closes it.
    init(_ url: URL, acknowledged: [Int64], model: ManagedObjectModel = TortureStore.model) throws {
        let verification = try SQLiteStore.verify(at: url, model: model)
        corruption = verification.problems
        let store = try TortureStore(url, model: model)
        defer { store.close() }
        let sizes = try store.batchSizes()
        lost = acknowledged.filter { sizes[$0] != TortureStore.batchSize }
        partial = sizes.filter { $0.value != TortureStore.batchSize }.map(\.key).sorted()
        history = try store.historyProblems()
        highestBatch = sizes.keys.max() ?? -1
        batches = sizes.count
    }

    /// The failures, in words, for round `round`.
    func failures(round: Int) -> [String] {
        var failures: [String] = []
        if !lost.isEmpty { failures.append("round \(round): acknowledged batches lost: \(lost.prefix(10))") }
        if !partial.isEmpty { failures.append("round \(round): partial batches: \(partial.prefix(10))") }
        if !corruption.isEmpty { failures.append("round \(round): verify: \(corruption.joined(separator: "; "))") }
        if !history.isEmpty { failures.append("round \(round): history: \(history.prefix(5).joined(separator: "; "))") }
        return failures
    }
}
