@testable import Cairn
import Foundation
import Testing

/// The SQLite store compiles a fetch's SQL once per shape (everything but the constants' values)
/// and re-binds the constants of later fetches of that shape. Every fetch must still answer as
/// in-memory evaluation of its own predicate does, whatever shapes ran before it, and fetches
/// whose SQL depends on a constant's value (`nil`, objects, lists) must not share SQL.
@Suite struct FetchShapeCacheTests {
    private static let model = ManagedObjectModel {
        EntityDescription(name: "Reading") {
            AttributeDescription(name: "n", type: .integer64, isOptional: false)
            AttributeDescription(name: "i", type: .integer64)
            AttributeDescription(name: "d", type: .double)
            AttributeDescription(name: "s", type: .string)
            AttributeDescription(name: "b", type: .boolean)
            RelationshipDescription(name: "sensor", destination: "Sensor", inverse: "readings")
        }
        EntityDescription(name: "Sensor") {
            AttributeDescription(name: "name", type: .string)
            RelationshipDescription(name: "readings", destination: "Reading", inverse: "sensor", toMany: true)
        }
    }

    private static let words = ["alpha", "Alpha", "beta", "ÉCLAIR", "éclair", "gamma", "", "Straße"]

    /// A store of 40 readings (`i` nil for every seventh, two sensors) and a context on it.
    private func withReadings(_ body: (ManagedObjectContext, SQLiteStore) throws -> Void) throws {
        let directory = TemporaryDirectory()
        let container = try StoreKind.sqliteFile.makeContainer(model: Self.model, directory: directory)
        let store = try #require(container.persistentStoreCoordinator.persistentStores.first as? SQLiteStore)
        let context = container.newBackgroundContext()
        try context.performAndWait {
            let sensors = ["north", "south"].map { name in
                let sensor = ManagedObject(entity: Self.model.entitiesByName["Sensor"]!, insertInto: context)
                sensor.setValue(name, forKey: "name")
                return sensor
            }
            for n in 0..<40 {
                let reading = ManagedObject(entity: Self.model.entitiesByName["Reading"]!, insertInto: context)
                reading.setValue(Int64(n), forKey: "n")
                reading.setValue(n % 7 == 0 ? nil : Int64(n % 13), forKey: "i")
                reading.setValue(Double(n) / 4, forKey: "d")
                reading.setValue(Self.words[n % Self.words.count], forKey: "s")
                reading.setValue(n % 3 == 0, forKey: "b")
                reading.setValue(sensors[n % 2], forKey: "sensor")
            }
            try context.save()
            try body(context, store)
        }
    }

    /// The `n` of every reading a fetch returns (in order), checked against in-memory evaluation
    /// of the same predicate over every reading, with the same sort, offset and limit.
    @discardableResult
    private func check(_ predicate: FetchPredicate, _ context: ManagedObjectContext, sortedBy keys: [SortKey] = [SortKey("n")], offset: Int = 0, limit: Int = 0) throws -> [Int64] {
        let request = FetchRequest<ManagedObject>(entityName: "Reading")
        request.predicate = predicate
        request.sortKeys = keys
        request.fetchOffset = offset
        request.fetchLimit = limit
        let fetched = try context.fetch(request).map { $0.value(forKey: "n") as! Int64 }
        let all = FetchRequest<ManagedObject>(entityName: "Reading")
        all.sortKeys = keys
        let matching = try context.fetch(all).filter { try predicate.evaluate(with: $0) }.map { $0.value(forKey: "n") as! Int64 }
        let expected = Array(matching.dropFirst(offset).prefix(limit > 0 ? limit : .max))
        #expect(fetched == expected, "\(predicate) offset \(offset) limit \(limit)")
        return fetched
    }

    private func shapeCount(_ store: SQLiteStore) -> Int {
        store.compiledShapes.withLock { $0.sql.count }
    }

    @Test func oneCompiledShapeServesEveryValue() throws {
        try withReadings { context, store in
            let before = shapeCount(store)
            for (low, high) in [(0, 5), (3, 4), (12, 20), (-5, 0), (4, 4)] {
                try check(FetchPredicate(format: "i >= %@ AND i < %@", Int64(low), Int64(high)), context)
            }
            for pattern in ["a", "A", "é", "É", "", "straße", "x"] {
                try check(FetchPredicate(format: "s BEGINSWITH[cd] %@", pattern), context)
            }
            for cutoff in [0.0, 2.5, 9.75, 100] {
                try check(FetchPredicate(format: "d > %@ OR b == %@", cutoff, true), context)
            }
            // Three shapes, plus the unfiltered fetch `check` compares with.
            #expect(shapeCount(store) - before == 4)
        }
    }

    @Test func valuesThatChangeTheSQLAreNeverShared() throws {
        try withReadings { context, store in
            let byValue = { (value: PropertyValue) in FetchPredicate.comparison(.keyPath("i"), .equalTo, .constant(value)) }
            let inequality = { (value: PropertyValue) in FetchPredicate.comparison(.keyPath("i"), .notEqualTo, .constant(value)) }
            // nil compiles to IS NULL / IS NOT NULL, not to a bound value.
            for predicate in [byValue(.integer(3)), byValue(.null), byValue(.integer(5)), inequality(.null), inequality(.integer(4)), inequality(.null)] {
                try check(predicate, context)
            }
            // Lists set the number of placeholders.
            for list in [[1, 2], [1, 2, 3], [], [4]] as [[Int64]] {
                try check(FetchPredicate(format: "i IN %@", list), context)
            }
            // Objects bind their primary keys (each sensor once, then the other).
            let sensors = try context.fetch(FetchRequest<ManagedObject>(entityName: "Sensor"))
            for sensor in sensors + sensors.reversed() {
                try check(.comparison(.keyPath("sensor"), .equalTo, .constant(.object(sensor.objectID))), context)
            }
            // Cached: the unfiltered fetches of readings and of sensors, `i == <integer>` and
            // `i != <integer>`; nothing else.
            #expect(shapeCount(store) == 4)
        }
    }

    @Test func operatorsModifiersOptionsAndKindsAreDistinctShapes() throws {
        try withReadings { context, _ in
            let pairs: [(String, String, [Any])] = [
                ("i < %@", "i > %@", [Int64(5)]),
                ("i <= %@", "i >= %@", [Int64(5)]),
                ("s BEGINSWITH %@", "s BEGINSWITH[c] %@", ["alpha"]),
                ("s BEGINSWITH[c] %@", "s ENDSWITH[c] %@", ["A"]),
                ("s CONTAINS %@", "s LIKE %@", ["a"]),
                ("NOT (i < %@)", "i < %@", [Int64(6)]),
                ("i < %@ AND b == %@", "i < %@ OR b == %@", [Int64(3), true]),
                ("ANY i > %@", "NONE i > %@", [Int64(9)]),
            ]
            for (first, second, arguments) in pairs {
                for format in [first, second, first] {
                    try check(FetchPredicate(format: format, argumentArray: arguments), context)
                }
            }
            // The same comparison against an integer, then a double constant.
            for constant in [PropertyValue.integer(2), .double(2.5), .integer(3)] {
                try check(.comparison(.keyPath("d"), .greaterThan, .constant(constant)), context)
            }
        }
    }

    @Test func sortLimitOffsetAndResultTypeArePartOfTheShape() throws {
        try withReadings { context, _ in
            let predicate = FetchPredicate(format: "i > %@", Int64(2))
            try check(predicate, context, limit: 3)
            try check(predicate, context, limit: 5)
            try check(predicate, context, offset: 4, limit: 5)
            try check(predicate, context, sortedBy: [SortKey("d", ascending: false)])
            try check(predicate, context, sortedBy: [SortKey("s"), SortKey("n")])
            let objects = try check(predicate, context)
            let request = FetchRequest<ManagedObjectID>(entityName: "Reading")
            request.resultType = .managedObjectID
            request.predicate = predicate
            request.sortKeys = [SortKey("n")]
            let ids = try context.fetch(request)
            #expect(try ids.map { try context.existingObject(with: $0).value(forKey: "n") as! Int64 } == objects)
        }
    }
}
