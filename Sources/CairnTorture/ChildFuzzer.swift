import ArgumentParser
import Cairn
import Foundation

/// `child-fuzz`: the fuzzing loop of ``PredicateFuzz``, in its own process so a crash is
/// reported with its input (written to `progress` before each execution) instead of ending the run.
struct ChildFuzzer: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "child-fuzz", shouldDisplay: false)
    @Option var fuzzSeed: UInt64
    @Option var executions: Int
    @Option var corpusFile: String
    @Option var store: String
    @Option var progress: String

    static let fragments = [
        "batch", "index", "payload", "previous", "previous.batch", "previous.previous.index", "SELF", "==", "!=", "<", "<=",
        ">", ">=", "(", ")", "{", "}", "[", "]", ",", "AND", "OR", "NOT", "ANY", "ALL", "NONE", "IN", "BETWEEN", "CONTAINS[cd]",
        "BEGINSWITH", "LIKE", "MATCHES", "'[a-'", "'(?'", "'*'", "1", "-1", "0.5", "1e308", "9223372036854775807", "'x'", "nil",
        "+", "-", "*", "/", "**", "%", "@count", "@sum", "@max", "SUBQUERY(", "FUNCTION(", "$p", "$b", "CAST(", "now()",
        "TRUEPREDICATE", "FALSEPREDICATE", "[0]", "[FIRST]", "[LAST]", "[SIZE]", "'é'", "\"", "\\",
    ]

    func run() throws {
        let seeds = try String(contentsOf: URL(fileURLWithPath: corpusFile), encoding: .utf8).split(separator: "\n").map(String.init)
        let store = try TortureStore(URL(fileURLWithPath: store))
        defer { store.close() }
        for batch in 0..<3 { try store.save(batch: Int64(batch)) }
        let descriptor = open(progress, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        defer { close(descriptor) }
        var random = SplitMix64(seed: fuzzSeed)
        var parsed = 0
        var fetched = 0
        try store.context.performAndWait {
            let objects = try store.context.fetch(FetchRequest<Entry>(entityName: "Entry"))
            for execution in 0..<executions {
                let text = Self.input(execution, seeds: seeds, random: &random)
                let bytes = Array(text.utf8)
                _ = ftruncate(descriptor, 0)
                _ = pwrite(descriptor, bytes, bytes.count, 0)
                guard let predicate = try? FetchPredicate.parse(format: text, argumentArray: []) else { continue }
                parsed += 1
                let variables: [String: Any] = ["b": 1, "p": 2]
                for object in objects.prefix(3) { _ = try? predicate.evaluate(with: object, substitutionVariables: variables) }
                _ = predicate.description
                if execution % 10 == 0, let bound = try? FetchPredicate.parse(format: text, argumentArray: []).withSubstitutionVariables(variables) {
                    let request = FetchRequest<Entry>(entityName: "Entry")
                    request.predicate = bound
                    request.fetchLimit = 5
                    if (try? store.context.fetch(request)) != nil { fetched += 1 }
                }
            }
        }
        print("\(executions) executions, \(parsed) parsed, \(fetched) fetched through SQL, 0 crashes")
    }

    /// A random string of fragments, or a mutated corpus line, sometimes very long.
    static func input(_ execution: Int, seeds: [String], random: inout SplitMix64) -> String {
        switch execution % 4 {
        case 0:
            return (0..<Int(random.next() % 24)).map { _ in fragments[Int(random.next() % UInt64(fragments.count))] }.joined(separator: " ")
        case 1:
            // Long chains: deep or wide trees for every recursive pass.
            let terms = 1 + Int(random.next() % 200)
            let joiner = [" + ", " AND batch == ", "[0]", " OR ", ".previous"][Int(random.next() % 5)]
            return "index" + String(repeating: joiner + "1", count: terms) + " == 1"
        default:
            var scalars = Array(seeds[Int(random.next() % UInt64(seeds.count))].unicodeScalars)
            for _ in 0..<Int(random.next() % 4) {
                let position = scalars.isEmpty ? 0 : Int(random.next() % UInt64(scalars.count))
                switch random.next() % 3 {
                case 0 where !scalars.isEmpty: scalars.remove(at: position)
                case 1: scalars.insert(contentsOf: fragments[Int(random.next() % UInt64(fragments.count))].unicodeScalars, at: position)
                default: scalars = Array(scalars.prefix(position)) + Array(scalars[position...]) + Array(scalars[position...])
                }
            }
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars)
            return String(view)
        }
    }
}
