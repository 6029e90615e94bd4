import Foundation
import Testing

@testable import Cairn

/// The format-language additions (bitwise operators, `TERNARY`, subscripts, value accessors,
/// `[l]`, `CONTAINS ""`, `@max`/`@min` of `#self`) fetched three ways — SQLite, the in-memory
/// store, unsaved objects — each checked against the answer computed here in plain Swift from the
/// fixture's data with Apple's rules (the semantics and their sources are cited in
/// `PredicateFormatLanguageCompletionTests`).
@Suite struct PredicateFormatAgreementTests {
    /// The data ``ThreeBackEnds`` (seed 1) loads, to compute expected answers from.
    private static let fixture: AgreementFixture = {
        var random = SplitMix64(seed: 1)
        return AgreementFixture(&random)
    }()

    private static func integer(_ item: AgreementFixture.Item, _ key: String) -> Int64? {
        if case .integer(let value) = item.values[key] { return value }
        return nil
    }

    private static func double(_ item: AgreementFixture.Item, _ key: String) -> Double? {
        if case .double(let value) = item.values[key] { return value }
        return nil
    }

    private static func string(_ item: AgreementFixture.Item, _ key: String) -> String? {
        if case .string(let value) = item.values[key] { return value }
        return nil
    }

    /// Every back end answers `format` with the keys of the items for which `expected` holds.
    private func expectKeys(
        _ backEnds: ThreeBackEnds, _ format: String, sourceLocation: SourceLocation = #_sourceLocation, where expected: (AgreementFixture.Item) -> Bool
    ) async {
        let keys = Self.fixture.items.enumerated().filter { expected($0.element) }.map { Int64($0.offset) }
        let outcomes = await backEnds.outcomes(FetchPredicate(format: format))
        for (name, outcome) in zip(["SQL", "in-memory store", "unsaved objects"], outcomes) {
            #expect(outcome == .keys(keys), "\(format) in \(name): \(outcome)", sourceLocation: sourceLocation)
        }
    }

    @Test("bitwise operators: SQLite's & | << >> ~ and XOR agree with memory, reals truncated")
    func bitwise() async throws {
        let backEnds = try ThreeBackEnds()
        await expectKeys(backEnds, "count & 1 == 1") { Self.integer($0, "count").map { $0 & 1 == 1 } ?? false }
        await expectKeys(backEnds, "count | 4 == 5") { Self.integer($0, "count").map { $0 | 4 == 5 } ?? false }
        await expectKeys(backEnds, "count ^ 3 == -2") { Self.integer($0, "count").map { $0 ^ 3 == -2 } ?? false }
        await expectKeys(backEnds, "count << 2 == 8") { Self.integer($0, "count").map { $0 << 2 == 8 } ?? false }
        await expectKeys(backEnds, "count >> 1 == -2") { Self.integer($0, "count").map { $0 >> 1 == -2 } ?? false }
        await expectKeys(backEnds, "~count == 0") { Self.integer($0, "count").map { ~$0 == 0 } ?? false }
        await expectKeys(backEnds, "score & 1 == 1") { Self.double($0, "score").map { Int64($0) & 1 == 1 } ?? false }
        await expectKeys(backEnds, "count & owner.rank == 1") { item in
            guard let count = Self.integer(item, "count"), let owner = item.owner else { return false }
            return count & Int64(owner - 1) == 1
        }
    }

    @Test("TERNARY(predicate, a, b) is CASE WHEN in SQL; an unknown condition takes the false branch")
    func ternary() async throws {
        let backEnds = try ThreeBackEnds()
        await expectKeys(backEnds, "TERNARY(flag == YES, count, 0 - count) > 0") { item in
            guard let count = Self.integer(item, "count") else { return false }
            return item.values["flag"] == .bool(true) ? count > 0 : -count > 0
        }
        await expectKeys(backEnds, "TERNARY(owner.name == nil, 'none', owner.name) == 'none'") { item in
            item.owner.map { AgreementFixture.ownerNames[$0] == nil } ?? true
        }
        await expectKeys(backEnds, "TERNARY(NOT score > 0, 1, 2) == 1") { Self.double($0, "score").map { !($0 > 0) } ?? true }
    }

    @Test("SELF['key'] and relationship['key'] are key paths in SQL")
    func subscripts() async throws {
        let backEnds = try ThreeBackEnds()
        await expectKeys(backEnds, "SELF['name'] == 'apple'") { Self.string($0, "name") == "apple" }
        await expectKeys(backEnds, "owner['name'] BEGINSWITH 'a'") { item in
            item.owner.flatMap { AgreementFixture.ownerNames[$0] }?.hasPrefix("a") ?? false
        }
        // An index that changes per row cannot be SQL: a clear error naming it; memory answers.
        let outcomes = await backEnds.outcomes(FetchPredicate(format: "parts[count] == nil"))
        #expect(outcomes[0].message?.contains("a subscript x[i] whose index changes from row to row") == true, "\(outcomes[0])")
    }

    @Test("name.length (UTF-16), score.integerValue and parts.@max.weight.doubleValue in SQL as in memory")
    func valueAccessors() async throws {
        let backEnds = try ThreeBackEnds()
        await expectKeys(backEnds, "name.length == 5") { Self.string($0, "name")?.utf16.count == 5 }
        await expectKeys(backEnds, "name.length == 0") { Self.string($0, "name")?.isEmpty == true }
        await expectKeys(backEnds, "score.integerValue == 1") { Self.double($0, "score").map { Int64($0) == 1 } ?? false }
        await expectKeys(backEnds, "score.doubleValue > 2.5") { Self.double($0, "score").map { $0 > 2.5 } ?? false }
        await expectKeys(backEnds, "parts.@max.weight.doubleValue > 2") { item in
            let weights = item.parts.compactMap { part -> Double? in if case .double(let w) = part["weight"] { return w } else { return nil } }
            return (weights.max() ?? 0) > 2
        }
        await expectKeys(backEnds, "ANY parts.label.length > 5") { item in
            item.parts.contains { part in if case .string(let label) = part["label"] { return label.utf16.count > 5 } else { return false } }
        }
    }

    @Test("@max.#self and @min.#self aggregate the values a to-many key path reaches")
    func aggregatesOfSelf() async throws {
        let backEnds = try ThreeBackEnds()
        // Strings order by their UTF-8 bytes in both back ends: "zeta" > "red" > "Apple".
        let names = { (item: AgreementFixture.Item) in
            item.tags.compactMap { AgreementFixture.tagNames[$0] }.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        }
        await expectKeys(backEnds, "tags.name.@max.#self == 'zeta'") { names($0).last == "zeta" }
        await expectKeys(backEnds, "tags.name.@min.#self == 'Apple'") { names($0).first == "Apple" }
    }

    @Test("[l] folds with the current locale in SQL and in memory")
    func localeSensitive() async throws {
        let backEnds = try ThreeBackEnds()
        let fold = { (text: String) in text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: .current) }
        await expectKeys(backEnds, "name ==[cl] 'apple'") {
            Self.string($0, "name").map { $0.folding(options: .caseInsensitive, locale: .current) == "apple" } ?? false
        }
        await expectKeys(backEnds, "name BEGINSWITH[cdl] 'a'") { Self.string($0, "name").map { fold($0).hasPrefix("a") } ?? false }
    }

    @Test("CONTAINS '' is false in SQL as in memory")
    func containsEmpty() async throws {
        let backEnds = try ThreeBackEnds()
        await expectKeys(backEnds, "name CONTAINS ''") { _ in false }
        await expectKeys(backEnds, "name CONTAINS[c] ''") { _ in false }
        await expectKeys(backEnds, "NOT name CONTAINS ''") { _ in true }
    }

    @Test("SUBQUERY over values runs in memory; SQL says to filter in memory")
    func subqueryOverValues() async throws {
        let backEnds = try ThreeBackEnds()
        let outcomes = await backEnds.outcomes(FetchPredicate(format: "SUBQUERY(tags.name, $n, $n BEGINSWITH 'A').@count > 0"))
        #expect(outcomes[0].message?.contains("filter them in memory with filtered(using:)") == true, "\(outcomes[0])")
        let keys = Self.fixture.items.enumerated().filter { $0.element.tags.contains { AgreementFixture.tagNames[$0]?.hasPrefix("A") == true } }.map {
            Int64($0.offset)
        }
        #expect(outcomes[1] == .keys(keys), "\(outcomes[1])")
        #expect(outcomes[2] == .keys(keys), "\(outcomes[2])")
    }
}
