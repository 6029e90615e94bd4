import CairnTestSupport
import Foundation
import Testing

@testable import Cairn

/// Predicates a hostile or careless caller builds (issue 40): 100,000 terms joined with `||`,
/// trees nested a million levels deep by hand, long `OR`s of equalities, `CONTAINS` of megabytes.
/// None may crash, and none may take minutes.
@Suite struct HostilePredicateTests {
    private static let model = ManagedObjectModel {
        EntityDescription(name: "Item") {
            AttributeDescription(name: "key", type: .integer64)
            AttributeDescription(name: "text", type: .string)
        }
    }

    private static func key(_ value: Int) -> FetchPredicate {
        .comparison(.keyPath("key"), .equalTo, .constant(.integer(Int64(value))))
    }

    /// A SQLite file store holding `texts` (item `key` is the index), and a fetch of the keys.
    private struct Store {
        let directory = TemporaryDirectory()
        let context: ManagedObjectContext

        init(keys: Range<Int>, texts: (Int) -> String?) throws {
            context = try TestStoreKind.sqliteFile.makeContainer(model: HostilePredicateTests.model, directory: directory).newBackgroundContext()
            try context.performAndWait {
                for key in keys {
                    let item = ManagedObject(entity: HostilePredicateTests.model.entitiesByName["Item"]!, insertInto: context)
                    item.setValue(Int64(key), forKey: "key")
                    item.setValue(texts(key), forKey: "text")
                }
                try context.save()
                context.reset()
            }
        }

        func keys(_ predicate: FetchPredicate) throws -> Set<Int64> {
            try context.performAndWait {
                let request = FetchRequest<ManagedObject>(entityName: "Item")
                request.predicate = predicate
                return Set(
                    try context.fetch(request).map {
                        guard case .integer(let key) = $0.primitivePropertyValue(forKey: "key") else { return -1 }
                        return key
                    })
            }
        }
    }

    @Test("100,000 terms joined with || are freed without overflowing the stack")
    func longDisjunctionIsFreed() {
        var predicate = Self.key(0)
        for value in 1..<100_000 { predicate = predicate || Self.key(value) }
        #expect(throws: Never.self) { try predicate.evaluate(with: ["key": 99_999]) }
        predicate = .literal(false)
    }

    @Test("a chain of 1,000,000 NOTs built by hand is refused and freed without overflowing the stack")
    func deepNegationIsFreed() {
        var predicate = FetchPredicate.literal(true)
        for _ in 0..<1_000_000 { predicate = .not(predicate) }
        #expect(throws: CairnError.self) { try predicate.evaluate(with: nil) }
        predicate = .literal(false)
    }

    @Test("AND and OR alternating 200,000 deep, built by hand, are freed without overflowing the stack")
    func deepAlternationIsFreed() {
        var predicate = Self.key(0)
        for level in 0..<200_000 { predicate = level % 2 == 0 ? .and([predicate, Self.key(level)]) : .or([Self.key(level), predicate]) }
        #expect(throws: CairnError.self) { try predicate.evaluate(with: ["key": 1]) }
        predicate = .literal(false)
    }

    @Test("100,000 ORed == on one key fetch the right objects from a SQLite file")
    func longDisjunctionOfEqualities() throws {
        let store = try Store(keys: 0..<2_000) { "item \($0)" }
        // Every third key from 0 to 299,997, in descending order, and a term on another key.
        let terms = stride(from: 299_997, through: 0, by: -3).map(Self.key) + [.comparison(.keyPath("text"), .equalTo, .constant(.string("item 1")))]
        #expect(terms.count == 100_001)
        let expected = Set(stride(from: 0, to: 2_000, by: 3).map(Int64.init) + [1])
        #expect(try store.keys(.or(terms)) == expected)
        // The same terms in memory, on a few values.
        let values: [[String: Any]] = [["key": 3, "text": "x"], ["key": 4, "text": "x"], ["key": 4, "text": "item 1"], ["key": 5]]
        #expect(try values.filtered(using: .or(terms)).map { $0["key"] as? Int } == [3, 4])
        // Negated: every other object.
        #expect(try store.keys(.not(.or(terms))) == Set((0..<2_000).map(Int64.init)).subtracting(expected))
    }

    @Test("CONTAINS of a 5 MB needle in 10 MB values answers right in SQLite and in memory")
    func longContains() throws {
        let needle = String(repeating: "a", count: 5_000_000 - 1) + "b"
        let with = String(repeating: "a", count: 5_000_000) + needle
        let without = String(repeating: "a", count: 10_000_000)
        let store = try Store(keys: 0..<2) { $0 == 0 ? with : without }
        #expect(try store.keys(FetchPredicate(format: "text CONTAINS %@", needle)) == [0])
        #expect(try store.keys(FetchPredicate(format: "text CONTAINS[c] %@", needle.uppercased())) == [0])
        #expect(try FetchPredicate(format: "SELF CONTAINS %@", needle).evaluate(with: with))
        #expect(try !FetchPredicate(format: "SELF CONTAINS %@", needle).evaluate(with: without))
        #expect(try !FetchPredicate(format: "SELF CONTAINS %@", "").evaluate(with: with))
    }

    @Test("CONTAINS[c], [d] and [cd] fold both sides, for long and short needles", arguments: [1, 40])
    func foldedContains(repeats: Int) throws {
        let text = String(repeating: "xy", count: 1_000) + String(repeating: "Crème Brûlée ", count: repeats) + "!"
        let store = try Store(keys: 0..<1) { _ in text }
        let cases: [(String, String, Bool)] = [
            ("CONTAINS", String(repeating: "Crème Brûlée ", count: repeats), true),
            ("CONTAINS", String(repeating: "crème brûlée ", count: repeats), false),
            ("CONTAINS[c]", String(repeating: "CRÈME BRÛLÉE ", count: repeats), true),
            ("CONTAINS[c]", String(repeating: "creme brulee ", count: repeats), false),
            ("CONTAINS[d]", String(repeating: "Creme Brulee ", count: repeats), true),
            ("CONTAINS[cd]", String(repeating: "CREME BRULEE ", count: repeats) + "!", true),
            ("CONTAINS[cd]", String(repeating: "CREME BRULEE ", count: repeats) + "?", false),
        ]
        for (op, needle, holds) in cases {
            let predicate = FetchPredicate(format: "text \(op) %@", needle)
            #expect(try store.keys(predicate) == (holds ? [0] : []), "\(op) \(needle.prefix(20))")
            let memory = FetchPredicate(format: "SELF \(op) %@", needle)
            #expect(try memory.evaluate(with: text) == holds, "\(op) \(needle.prefix(20))")
        }
    }
}
