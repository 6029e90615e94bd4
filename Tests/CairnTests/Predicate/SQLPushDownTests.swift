import CairnTestSupport
import Foundation
import Testing

@testable import Cairn

/// The SQL the SQLite store runs for the main operators: predicates run inside SQLite, indexed
/// columns stay bare (no function around them unless `[c]`/`[d]` ask for folding).
@Suite struct SQLPushDownTests {
    private let container: PersistentContainer
    private let context: ManagedObjectContext
    private let directory = TemporaryDirectory()

    init() throws {
        container = try TestStoreKind.sqliteMemory.makeContainer(model: AgreementFixture.model(), directory: directory)
        context = container.newBackgroundContext()
    }

    /// The explanation of a fetch of `Item` with the predicate.
    private func explain(_ format: String, _ arguments: Any...) throws -> FetchExplanation {
        try context.performAndWait {
            let request = FetchRequest<ManagedObject>(entityName: "Item")
            request.predicate = FetchPredicate(format: format, argumentArray: arguments)
            return try #require(try context.explain(request).first)
        }
    }

    /// The WHERE clause of the fetch.
    private func condition(_ format: String, _ arguments: Any...) throws -> String {
        let sql = try explain(format, argumentArray: arguments).sql
        let start = try #require(sql.range(of: " WHERE "))
        let end = sql.range(of: " ORDER BY ", options: .backwards)?.lowerBound ?? sql.endIndex
        return String(sql[start.upperBound..<end])
    }

    private func explain(_ format: String, argumentArray: [Any]) throws -> FetchExplanation {
        try context.performAndWait {
            let request = FetchRequest<ManagedObject>(entityName: "Item")
            request.predicate = FetchPredicate(format: format, argumentArray: argumentArray)
            return try #require(try context.explain(request).first)
        }
    }

    @Test func anIndexedRangeIsTwoBareComparisonsAndUsesTheIndex() throws {
        let explanation = try explain("key >= %d AND key < %d", 100, 200)
        #expect(explanation.sql.contains("WHERE ((t0.ZKEY >= ?) AND (t0.ZKEY < ?))"))
        #expect(explanation.bindings == [.integer(100), .integer(200)])
        #expect(explanation.queryPlan.contains { $0.contains("USING INDEX Z_ITEM_ZKEY") })
    }

    @Test func comparisonsWithConstants() throws {
        #expect(try condition("count == %d", 3) == "(t0.ZCOUNT = ?)")
        #expect(try condition("count != %d", 3) == "(t0.ZCOUNT IS NOT ?)")
        #expect(try condition("name == nil") == "(t0.ZNAME IS NULL)")
        #expect(try condition("name != nil") == "(t0.ZNAME IS NOT NULL)")
        #expect(try condition("3 < count") == "(t0.ZCOUNT > ?)")
        #expect(try condition("count IN %@", [1, 2]) == "(t0.ZCOUNT IN (?, ?))")
        #expect(try condition("key BETWEEN {1, 5}") == "(t0.ZKEY BETWEEN ? AND ?)")
        #expect(try condition("NOT count > 1") == "(NOT (COALESCE(t0.ZCOUNT > ?, 0)))")
    }

    @Test func stringOperatorsFoldOnlyForOptions() throws {
        #expect(try condition("name ==[c] %@", "a") == "(cairn_fold(t0.ZNAME, 1) = cairn_fold(?, 1))")
        #expect(try condition("name ==[cd] %@", "a") == "(cairn_fold(t0.ZNAME, 3) = cairn_fold(?, 3))")
        #expect(try condition("name BEGINSWITH %@", "a") == "(cairn_str('BEGINSWITH', 0, t0.ZNAME, ?))")
        #expect(try condition("name LIKE[c] %@", "a*") == "(cairn_str('LIKE', 1, t0.ZNAME, ?))")
        #expect(try condition("name MATCHES %@", "a.*") == "(cairn_str('MATCHES', 0, t0.ZNAME, ?))")
    }

    @Test func relationshipPaths() throws {
        #expect(try condition("owner.name == %@", "ann") == "((t0.ZOWNER IS NOT NULL AND t0.ZOWNER IN (SELECT t1.Z_PK FROM ZOWNER t1 WHERE t1.ZNAME = ?)))")
        #expect(try condition("ANY parts.weight > %f", 1.5) == "(EXISTS (SELECT 1 FROM ZPART t1 WHERE (t1.ZITEM = t0.Z_PK) AND (t1.ZWEIGHT > ?)))")
        #expect(
            try condition("ALL parts.weight > %f", 1.5)
                == "(NOT EXISTS (SELECT 1 FROM ZPART t1 WHERE (t1.ZITEM = t0.Z_PK) AND (NOT (COALESCE(t1.ZWEIGHT > ?, 0)))))")
        #expect(
            try condition("ANY tags.name == %@", "red")
                == "(EXISTS (SELECT 1 FROM Z_1TAGS j_t1, ZTAG t1 WHERE (j_t1.Z_1TAGS = t0.Z_PK) AND (t1.Z_PK = j_t1.Z_4ITEMS) AND (t1.ZNAME = ?)))")
    }

    @Test func keyPathWithKeyPath() throws {
        #expect(try condition("count < score") == "(t0.ZCOUNT < t0.ZSCORE)")
        #expect(
            try condition("name ==[c] owner.name") == "(cairn_fold(t0.ZNAME, 1) IS cairn_fold((SELECT t1.ZNAME FROM ZOWNER t1 WHERE t1.Z_PK = t0.ZOWNER), 1))")
        #expect(try condition("ANY parts.weight > score") == "(EXISTS (SELECT 1 FROM ZPART t1 WHERE (t1.ZITEM = t0.Z_PK) AND (t1.ZWEIGHT > t0.ZSCORE)))")
    }

    @Test func aggregatesSubqueriesAndIndexes() throws {
        #expect(try condition("parts.@count > 1") == "((SELECT COUNT(*) FROM ZPART t1 WHERE (t1.ZITEM = t0.Z_PK)) > ?)")
        #expect(try condition("parts.@sum.weight > 1") == "((SELECT COALESCE(SUM(t1.ZWEIGHT), 0) FROM ZPART t1 WHERE (t1.ZITEM = t0.Z_PK)) > ?)")
        #expect(try condition("parts.@avg.weight > 1") == "((SELECT AVG(t1.ZWEIGHT) FROM ZPART t1 WHERE (t1.ZITEM = t0.Z_PK)) > ?)")
        #expect(
            try condition("SUBQUERY(parts, $p, $p.weight > 1).@count > 0")
                == "((SELECT COUNT(*) FROM ZPART t1 WHERE (t1.ZITEM = t0.Z_PK) AND (t1.ZWEIGHT > ?)) > ?)")
        #expect(try condition("parts[SIZE] == 2") == "((SELECT COUNT(*) FROM ZPART t1 WHERE (t1.ZITEM = t0.Z_PK)) = ?)")
        #expect(
            try condition("parts[FIRST].weight > 1")
                == "((SELECT t2.ZWEIGHT FROM ZPART t2 WHERE t2.Z_PK = (SELECT t1.Z_PK FROM ZPART t1 WHERE (t1.ZITEM = t0.Z_PK) ORDER BY t1.Z_FOK_ITEM, t1.Z_PK LIMIT 1)) > ?)"
        )
    }

    @Test func arithmeticObjectsAndSelf() throws {
        #expect(try condition("count + 1 > 2") == "((t0.ZCOUNT + ?) > ?)")
        #expect(try condition("count / 2 >= 1") == "((CAST(t0.ZCOUNT AS REAL) / ?) >= ?)")
        #expect(try condition("2 * 3 == count") == "(t0.ZCOUNT = ?)")
        let ids = try context.performAndWait {
            let entity = container.managedObjectModel.entitiesByName["Item"]!
            let items = (0..<2).map { key -> ManagedObject in
                let item = ManagedObject(entity: entity, insertInto: context)
                item.setPrimitivePropertyValue(.integer(Int64(key)), forKey: "key")
                return item
            }
            try context.save()
            return items.map(\.objectID)
        }
        let explanation = try explain("SELF IN %@", argumentArray: [ids])
        #expect(explanation.sql.contains("WHERE (t0.Z_PK IN (?, ?))"))
        #expect(explanation.bindings == ids.map { .integer($0.primaryKey) })
        #expect(
            try condition("'red' IN tags.name")
                == "(EXISTS (SELECT 1 FROM Z_1TAGS j_t1, ZTAG t1 WHERE (j_t1.Z_1TAGS = t0.Z_PK) AND (t1.Z_PK = j_t1.Z_4ITEMS) AND (? IS t1.ZNAME)))")
    }

    @Test func unsupportedFormsNameTheComparison() throws {
        #expect {
            try condition("tags[FIRST].name == 'x'")
        } throws: { error in
            "\(error)".contains("tags[FIRST].name == \"x\"") && "\(error)".contains("ordered")
        }
        #expect {
            try condition("sqrt(count) > 1")
        } throws: { error in "\(error)".contains("sqrt:") }
    }
}
