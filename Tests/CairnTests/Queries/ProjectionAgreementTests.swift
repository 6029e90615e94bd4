import CairnTestSupport
import Foundation
import Testing

@testable import Cairn

/// Property test: random dictionary fetches (key paths, DISTINCT, aggregates, GROUP BY, HAVING,
/// sort, offset, limit, random predicates) give the same dictionaries from SQL and from memory.
@Suite struct ProjectionAgreementTests {
    private static let groupKeys = ["name", "owner.name", "flag", "count", "owner.rank"]
    private static let plainKeys = ["key", "name", "score", "when", "owner.name", "parts.@count", "parts.@max.weight"]
    private static let arguments: [(String, AttributeType)] = [
        ("score", .double), ("count", .integer64), ("when", .date), ("key", .integer64), ("owner.rank", .integer64), ("name", .string),
    ]

    private struct RandomRequest {
        var configure: (FetchRequest<[String: Any]>) -> Void
        var summary: String
        /// Whether the predicate has `$VARIABLES` (objects of one store), which this test skips.
        var needsVariables: Bool
    }

    private static func aggregate(_ index: Int, _ random: inout SplitMix64) -> FetchProperty {
        var (argument, type) = random.pick(arguments)
        let function = type == .string ? random.pick(["min:", "max:", "count:"]) : random.pick(["count:", "sum:", "average:", "min:", "max:"])
        switch function {
        case "count:": type = .integer64
        case "average:": type = .double
        case "sum:" where type == .date: type = .double
        default: break
        }
        return .expression(ExpressionDescription(name: "a\(index)", function: function, keyPath: argument, resultType: type))
    }

    private static func request(_ random: inout SplitMix64, _ generator: inout AgreementPredicateGenerator) -> RandomRequest {
        var fetched: [FetchProperty] = []
        var grouped: [FetchProperty] = []
        var distinct = false
        var having: FetchPredicate?
        let shape = random.int(0...2)
        if shape == 0 {
            fetched = (0..<random.int(1...3)).map { _ in FetchProperty.keyPath(random.pick(plainKeys)) }
            fetched = fetched.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
            distinct = random.chance(0.5)
        } else {
            if shape == 2 { grouped = Array(Set((0..<random.int(1...2)).map { _ in random.pick(groupKeys) })).sorted().map(FetchProperty.keyPath) }
            fetched = grouped + (0..<random.int(1...3)).map { aggregate($0, &random) }
            if !grouped.isEmpty, random.chance(0.5) {
                having =
                    random.chance(0.5)
                    ? FetchPredicate(format: "$a0 != nil AND count:(SELF) >= %d", random.int(1...3))
                    : FetchPredicate(format: "sum:(count) > %d", random.int(-2...2))
            }
        }
        let predicate: FetchPredicate? = random.chance(0.6) ? generator.comparison() : nil
        var sortKeys: [SortKey] = []
        if shape == 0, !distinct {
            sortKeys = [SortKey(random.pick(["name", "score", "count"]), ascending: random.chance(0.5), caseInsensitive: random.chance(0.3))]
        } else if let key = fetched.randomElement(using: &random) {
            sortKeys = [SortKey(key.name, ascending: random.chance(0.5))]
        }
        let limit = random.chance(0.3) ? random.int(1...5) : 0
        let offset = random.chance(0.2) ? random.int(1...3) : 0
        let summary =
            "fetch \(fetched) group \(grouped) having \(having.map(\.description) ?? "-") distinct \(distinct) where \(predicate.map(\.description) ?? "-") sort \(sortKeys) limit \(limit) offset \(offset)"
        return RandomRequest(
            configure: { request in
                request.resultType = .dictionary
                request.propertiesToFetch = fetched
                request.propertiesToGroupBy = grouped.isEmpty ? nil : grouped
                request.havingPredicate = having
                request.returnsDistinctResults = distinct
                request.predicate = predicate?.withSubstitutionVariables([:])
                request.sortKeys = sortKeys
                request.fetchLimit = limit
                request.fetchOffset = offset
            }, summary: summary, needsVariables: predicate?.description.contains("$") ?? false)
    }

    /// The results as text (object IDs differ between stores and are not fetched here).
    private func results(_ loaded: AgreementFixture.Loaded, _ request: RandomRequest) throws -> [String] {
        try loaded.context.performAndWait {
            let fetch = FetchRequest<[String: Any]>(entityName: "Item")
            request.configure(fetch)
            return try loaded.context.fetch(fetch).map { row in row.keys.sorted().map { "\($0)=\(row[$0]!)" }.joined(separator: " ") }
        }
    }

    @Test(arguments: 1...4 as ClosedRange<UInt64>)
    func sqlAndMemoryAgree(seed: UInt64) throws {
        var random = SplitMix64(seed: seed &* 7919)
        let fixture = AgreementFixture(&random)
        let directory = TemporaryDirectory()
        let model = AgreementFixture.model()
        let sql = try fixture.load(into: TestStoreKind.sqliteMemory.makeContainer(model: model, directory: directory), save: true)
        let memory = try fixture.load(into: TestStoreKind.inMemory.makeContainer(model: model, directory: directory), save: true)
        var generator = AgreementPredicateGenerator(random: SplitMix64(seed: seed))
        for _ in 0..<100 {
            let request = Self.request(&random, &generator)
            if request.needsVariables { continue }
            let expected = try results(memory, request)
            #expect(try results(sql, request) == expected, "SQL and memory differ for \(request.summary)")
        }
    }
}
