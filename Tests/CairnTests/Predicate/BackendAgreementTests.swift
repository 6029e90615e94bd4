import CairnTestSupport
import Foundation
import Testing

@testable import Cairn

/// Property test: random predicates over random data give the same objects in the SQLite store
/// (compiled to SQL), the Swift in-memory store and in-memory evaluation of unsaved objects.
@Suite struct BackendAgreementTests {
    /// The objects substituted for `$ITEMS`, `$ITEM`, `$TAG`, `$TAGS`, `$OWNER`, `$OWNERS`, by
    /// position, so every store gets its own objects for the same choice.
    private struct Choice {
        let items: [Int], item: Int, tag: Int, tags: [Int], owner: Int, owners: [Int]

        init(_ random: inout SplitMix64) {
            items = (0..<random.int(0...6)).map { _ in random.int(0...59) }
            item = random.int(0...59)
            tag = random.int(0...(AgreementFixture.tagNames.count - 1))
            tags = [random.int(0...3), random.int(0...3)]
            owner = random.int(0...(AgreementFixture.ownerNames.count - 1))
            owners = [random.int(0...4), random.int(0...4)]
        }

        func variables(_ loaded: AgreementFixture.Loaded) -> [String: Any] {
            [
                "ITEMS": items.map { loaded.items[$0] }, "ITEM": loaded.items[item],
                "TAG": loaded.tags[tag], "TAGS": tags.map { loaded.tags[$0] },
                "OWNER": loaded.owners[owner], "OWNERS": owners.map { loaded.owners[$0] },
            ]
        }
    }

    private func keys(_ loaded: AgreementFixture.Loaded, _ template: FetchPredicate, _ choice: Choice) throws -> [Int64] {
        try loaded.context.performAndWait {
            let request = FetchRequest<ManagedObject>(entityName: "Item")
            request.predicate = template.withSubstitutionVariables(choice.variables(loaded))
            request.sortKeys = [SortKey("key")]
            return try loaded.context.fetch(request).map {
                guard case .integer(let key) = $0.primitivePropertyValue(forKey: "key") else { return -1 }
                return key
            }
        }
    }

    /// Seeds × predicates per seed = 1,600 random predicates, each run three ways.
    @Test(arguments: 1...8 as ClosedRange<UInt64>)
    func sqlAndMemoryAgree(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let fixture = AgreementFixture(&random)
        let directory = TemporaryDirectory()
        let model = AgreementFixture.model()
        let sql = try fixture.load(into: TestStoreKind.sqliteMemory.makeContainer(model: model, directory: directory), save: true)
        let memory = try fixture.load(into: TestStoreKind.inMemory.makeContainer(model: model, directory: directory), save: true)
        let pending = try fixture.load(into: TestStoreKind.inMemory.makeContainer(model: model, directory: directory), save: false)
        var generator = AgreementPredicateGenerator(random: random)
        for _ in 0..<200 {
            let predicate = generator.predicate()
            let choice = Choice(&generator.random)
            let expected = try keys(memory, predicate, choice)
            #expect(try keys(sql, predicate, choice) == expected, "SQL and in-memory store differ for \(predicate)")
            #expect(try keys(pending, predicate, choice) == expected, "unsaved objects evaluated in memory differ for \(predicate)")
        }
    }
}
