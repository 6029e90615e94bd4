import CairnTestSupport
import Foundation
import Testing

@testable import Cairn

/// The SQLite store compiles a fetch's SQL once per shape (everything but the constants' values)
/// and re-binds the constants of later fetches of that shape. Every fetch must still answer as
/// in-memory evaluation of its own predicate does, whatever shapes ran before it, and fetches
/// whose SQL depends on a constant's value (`nil`, objects, lists) must not share SQL.
@Suite struct FetchShapeCacheTests {
    /// A store holding the agreement fixture's items (some values nil, most items with an owner)
    /// and a context on it.
    private func withItems(_ body: (AgreementFixture.Loaded, SQLiteStore) throws -> Void) throws {
        let directory = TemporaryDirectory()
        let container = try TestStoreKind.sqliteFile.makeContainer(model: AgreementFixture.model(), directory: directory)
        let store = try #require(container.persistentStoreCoordinator.persistentStores.first as? SQLiteStore)
        var random = SplitMix64(seed: 7)
        let loaded = try AgreementFixture(&random).load(into: container, save: true)
        try loaded.context.performAndWait { try body(loaded, store) }
    }

    /// The `key` of every item a fetch returns (in order), checked against in-memory evaluation of
    /// the same predicate over every item, with the same sort, offset and limit.
    @discardableResult
    private func check(
        _ predicate: FetchPredicate, _ context: ManagedObjectContext, sortedBy keys: [SortKey] = [SortKey("key")], offset: Int = 0, limit: Int = 0
    ) throws -> [Int64] {
        let request = FetchRequest<ManagedObject>(entityName: "Item")
        request.predicate = predicate
        request.sortKeys = keys
        request.fetchOffset = offset
        request.fetchLimit = limit
        let fetched = try context.fetch(request).map { $0.value(forKey: "key") as! Int64 }
        let all = FetchRequest<ManagedObject>(entityName: "Item")
        all.sortKeys = keys
        let matching = try context.fetch(all).filter { try predicate.evaluate(with: $0) }.map { $0.value(forKey: "key") as! Int64 }
        let expected = Array(matching.dropFirst(offset).prefix(limit > 0 ? limit : .max))
        #expect(fetched == expected, "\(predicate) offset \(offset) limit \(limit)")
        return fetched
    }

    private func shapeCount(_ store: SQLiteStore) -> Int {
        store.compiledShapes.withLock { $0.sql.count }
    }

    @Test func oneCompiledShapeServesEveryValue() throws {
        try withItems { loaded, store in
            let context = loaded.context
            let before = shapeCount(store)
            for (low, high) in [(0, 2), (-1, 0), (2, 9), (-5, -2), (1, 1)] {
                try check(FetchPredicate(format: "count >= %@ AND count < %@", Int64(low), Int64(high)), context)
            }
            for pattern in ["a", "A", "ä", "B", "", "zet", "x"] {
                try check(FetchPredicate(format: "name BEGINSWITH[cd] %@", pattern), context)
            }
            for cutoff in [0.0, 2.5, -3.75, 100] {
                try check(FetchPredicate(format: "score > %@ OR flag == %@", cutoff, true), context)
            }
            // Three shapes, plus the unfiltered fetch `check` compares with.
            #expect(shapeCount(store) - before == 4)
        }
    }

    /// A kept shape holds no text of the fetch it came from: the cache must not keep a large string
    /// (or blob) alive after the fetch.
    @Test func keptShapesHoldNoText() throws {
        try withItems { loaded, store in
            let long = String(repeating: "apple", count: 20_000)
            try check(FetchPredicate(format: "name == %@ OR name BEGINSWITH %@", long, "a"), loaded.context)
            let texts = store.compiledShapes.withLock { cache in cache.sql.keys.flatMap { $0.predicate.map(Self.strings) ?? [] } }
            #expect(texts.count == 2 && texts.allSatisfy(\.isEmpty))
            // The kept shape still serves the next fetch of that shape.
            let before = shapeCount(store)
            try check(FetchPredicate(format: "name == %@ OR name BEGINSWITH %@", "apple", "b"), loaded.context)
            #expect(shapeCount(store) == before)
        }
    }

    /// The string constants of a predicate.
    private static func strings(_ predicate: FetchPredicate) -> [String] {
        switch predicate {
        case .not(let inner): return strings(inner.predicate)
        case .and(let parts), .or(let parts): return parts.flatMap(strings)
        case .comparison(let c):
            if case .constant(.string(let text)) = c.rhs { return [text] }
            return []
        default: return []
        }
    }

    @Test func valuesThatChangeTheSQLAreNeverShared() throws {
        try withItems { loaded, store in
            let context = loaded.context
            let byValue = { (value: PropertyValue) in FetchPredicate.comparison(.keyPath("count"), .equalTo, .constant(value)) }
            let inequality = { (value: PropertyValue) in FetchPredicate.comparison(.keyPath("count"), .notEqualTo, .constant(value)) }
            // nil compiles to IS NULL / IS NOT NULL, not to a bound value.
            for predicate in [byValue(.integer(1)), byValue(.null), byValue(.integer(-2)), inequality(.null), inequality(.integer(0)), inequality(.null)] {
                try check(predicate, context)
            }
            // Lists set the number of placeholders.
            for list in [[1, 2], [1, 2, 3], [], [-3]] as [[Int64]] {
                try check(FetchPredicate(format: "count IN %@", list), context)
            }
            // Objects bind their primary keys (each owner, then again in reverse).
            for owner in loaded.owners + loaded.owners.reversed() {
                try check(.comparison(.keyPath("owner"), .equalTo, .constant(.object(owner.objectID))), context)
            }
            // Paths through relationships are never kept (their SQL decides a missing owner by the
            // constant), nor is a relationship compared with a plain value.
            for name in ["ann", "Bob", "nobody"] {
                try check(FetchPredicate(format: "owner.name != %@", name), context)
                try check(FetchPredicate(format: "owner.name == %@", name), context)
            }
            // A relationship compared with a number is refused (SQLite would compare primary keys).
            #expect(throws: CairnError.self) { try check(.comparison(.keyPath("owner"), .notEqualTo, .constant(.integer(0))), context) }
            // Cached: the unfiltered fetch, `count == <integer>` and `count != <integer>`; nothing else.
            #expect(shapeCount(store) == 3)
        }
    }

    @Test func operatorsModifiersOptionsAndKindsAreDistinctShapes() throws {
        try withItems { loaded, _ in
            let context = loaded.context
            let pairs: [(String, String, [Any])] = [
                ("count < %@", "count > %@", [Int64(1)]),
                ("count <= %@", "count >= %@", [Int64(1)]),
                ("name BEGINSWITH %@", "name BEGINSWITH[c] %@", ["apple"]),
                ("name BEGINSWITH[c] %@", "name ENDSWITH[c] %@", ["A"]),
                ("name CONTAINS %@", "name LIKE %@", ["a"]),
                ("NOT (count < %@)", "count < %@", [Int64(0)]),
                ("count < %@ AND flag == %@", "count < %@ OR flag == %@", [Int64(1), true]),
                ("ANY count > %@", "NONE count > %@", [Int64(-1)]),
            ]
            for (first, second, arguments) in pairs {
                for format in [first, second, first] {
                    try check(FetchPredicate(format: format, argumentArray: arguments), context)
                }
            }
            // The same comparison against an integer, then a double constant.
            for constant in [PropertyValue.integer(2), .double(2.5), .integer(3)] {
                try check(.comparison(.keyPath("score"), .greaterThan, .constant(constant)), context)
            }
        }
    }

    @Test func sortLimitOffsetResultTypeAndCountsArePartOfTheShape() throws {
        try withItems { loaded, _ in
            let context = loaded.context
            let predicate = FetchPredicate(format: "count > %@", Int64(-1))
            try check(predicate, context, limit: 3)
            try check(predicate, context, limit: 5)
            try check(predicate, context, offset: 4, limit: 5)
            try check(predicate, context, sortedBy: [SortKey("score", ascending: false), SortKey("key")])
            try check(predicate, context, sortedBy: [SortKey("name"), SortKey("key")])
            let objects = try check(predicate, context)
            let request = FetchRequest<ManagedObjectID>(entityName: "Item")
            request.resultType = .managedObjectID
            request.predicate = predicate
            request.sortKeys = [SortKey("key")]
            let ids = try context.fetch(request)
            #expect(try ids.map { try context.existingObject(with: $0).value(forKey: "key") as! Int64 } == objects)
            // Counts (plain, and with a limit, which counts a subquery) for several values.
            for (low, limit) in [(-1, 0), (1, 0), (-1, 4), (2, 4), (3, 0)] as [(Int64, Int)] {
                let counted = FetchRequest<ManagedObject>(entityName: "Item")
                counted.predicate = FetchPredicate(format: "count > %@", low)
                counted.fetchLimit = limit
                #expect(try context.count(for: counted) == check(counted.predicate!, context, limit: limit).count, "count > \(low) limit \(limit)")
            }
        }
    }
}
