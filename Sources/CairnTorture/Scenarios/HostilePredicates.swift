import Cairn
import Foundation

/// Predicates a careless or hostile caller builds: an `OR` of 100,000 `==` joined with `||` one
/// term at a time, fetched from a store and released; a chain of 1,000,000 `NOT`s released; a
/// `CONTAINS` of a 5 MB needle in two 10 MB payloads. Each answers right, and none takes minutes.
///
/// It runs in this process, last: a crash (a stack overflow while a tree is freed) ends the run
/// with a failing status, as a failed scenario does.
enum HostilePredicates {
    /// Batches saved (``TortureStore/batchSize`` entries each).
    private static let batches = 20
    /// Terms of the long `OR`.
    private static let terms = 100_000

    static func run(in folder: URL) -> ScenarioResult {
        var result = ScenarioResult(name: "hostile predicates", figures: "")
        let clock = ContinuousClock()
        do {
            let store = try TortureStore(folder.appendingPathComponent("Hostile.sqlite"))
            defer { store.close() }
            for batch in 0..<batches { try store.save(batch: Int64(batch)) }
            // Every third batch number of 0 ..< 300,000, in descending order.
            var disjunction = FetchPredicate.literal(false)
            for batch in stride(from: 3 * (terms - 1), through: 0, by: -3) {
                disjunction = disjunction || .comparison(.keyPath("batch"), .equalTo, .constant(.integer(Int64(batch))))
            }
            let orTime = try clock.measure {
                let found = try count(disjunction, in: store)
                let expected = (0..<batches).filter { $0 % 3 == 0 }.count * TortureStore.batchSize
                if found != expected { result.failures.append("an OR of \(terms) == found \(found) entries, not \(expected)") }
            }
            disjunction = .literal(false)
            var negations = FetchPredicate.literal(true)
            for _ in 0..<1_000_000 { negations = .not(negations) }
            if (try? negations.evaluate(with: nil)) != nil { result.failures.append("a chain of 1,000,000 NOTs was evaluated, not refused") }
            negations = .literal(false)
            let containsTime = try clock.measure { result.failures += try longContains(in: folder) }
            result.figures = "OR of \(terms) == fetched in \(seconds(orTime)), 1,000,000 NOTs freed, CONTAINS of 5 MB in 10 MB in \(seconds(containsTime))"
        } catch {
            result.failures.append("\(error)")
        }
        return result
    }

    /// The failures of `CONTAINS` with a 5 MB needle against a 10 MB payload holding it and one not.
    private static func longContains(in folder: URL) throws -> [String] {
        let store = try TortureStore(folder.appendingPathComponent("Contains.sqlite"))
        defer { store.close() }
        let needle = String(repeating: "a", count: 5_000_000 - 1) + "b"
        try store.context.performAndWait {
            for (index, payload) in [String(repeating: "a", count: 5_000_000) + needle, String(repeating: "a", count: 10_000_000)].enumerated() {
                let entry = Entry(context: store.context)
                entry.batch = 0
                entry.index = Int64(index)
                entry.payload = payload
            }
            try store.context.save()
            store.context.reset()
        }
        var failures: [String] = []
        for format in ["payload CONTAINS %@", "payload CONTAINS[c] %@"] {
            let found = try count(FetchPredicate(format: format, needle), in: store)
            if found != 1 { failures.append("\(format) with a 5 MB needle found \(found) of 2 entries, not 1") }
        }
        return failures
    }

    private static func seconds(_ duration: Duration) -> String {
        String(format: "%.2f s", Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
    }

    private static func count(_ predicate: FetchPredicate, in store: TortureStore) throws -> Int {
        try store.context.performAndWait {
            let request = FetchRequest<Entry>(entityName: "Entry")
            request.predicate = predicate
            defer { store.context.reset() }
            return try store.context.count(for: request)
        }
    }
}
