import CairnTestSupport
import Foundation
import Testing

@testable import Cairn

/// Dictionary results (`NSDictionaryResultType`), `propertiesToFetch`, `returnsDistinctResults`,
/// aggregates (`NSExpressionDescription`), `propertiesToGroupBy` and `havingPredicate`, with Apple's
/// documented behaviour, on every store kind (SQL in SQLite, Swift in memory: the same answers).
@Suite struct DictionaryFetchTests {
    private let directory = TemporaryDirectory()
    private typealias Expense = ExpenseFixture.Expense
    private static let expenses = ExpenseFixture.expenses

    private static func sum(_ name: String, _ keyPath: String, _ type: AttributeType = .double) -> FetchProperty {
        .expression(ExpressionDescription(name: name, function: "sum:", keyPath: keyPath, resultType: type))
    }

    private static func count(_ name: String) -> FetchProperty {
        .expression(ExpressionDescription(name: name, function: "count:", keyPath: "quantity", resultType: .integer64))
    }

    @Test(arguments: TestStoreKind.allCases)
    func propertiesToFetchNameTheKeysAndNilValuesAreLeftOut(kind: TestStoreKind) throws {
        let fixture = try ExpenseFixture(kind, directory: directory)
        let rows = try fixture.fetch {
            $0.propertiesToFetch = ["category", "amount", "payer", "payer.name"]
        }
        #expect(rows.count == Self.expenses.count)
        for (row, (expense, payer)) in zip(rows, zip(Self.expenses, fixture.payerIDs)) {
            #expect(Set(row.keys).isSubset(of: ["category", "amount", "payer", "payer.name"]))
            #expect(row["category"] as? String == expense.category)
            #expect(row["amount"] as? Double == expense.amount)
            #expect(row["payer"] as? ManagedObjectID == payer)
            #expect(row["payer.name"] as? String == expense.payer)
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func withoutPropertiesToFetchEveryAttributeAndToOneRelationshipIsReturned(kind: TestStoreKind) throws {
        let fixture = try ExpenseFixture(kind, directory: directory)
        let rows = try fixture.fetch { $0.fetchLimit = 1 }
        #expect(Set(rows[0].keys) == ["category", "amount", "quantity", "spentAt", "payer"])
        #expect(rows[0]["spentAt"] as? Date == ExpenseFixture.date(Self.expenses[0].day))
        #expect(rows[0]["quantity"] as? Int == Self.expenses[0].quantity)
    }

    @Test(arguments: TestStoreKind.allCases)
    func distinctResultsReturnEachValueOnce(kind: TestStoreKind) throws {
        let fixture = try ExpenseFixture(kind, directory: directory)
        let rows = try fixture.fetch {
            $0.propertiesToFetch = ["category"]
            $0.returnsDistinctResults = true
            $0.sortKeys = [SortKey("category")]
        }
        let expected = Set(Self.expenses.map(\.category))
        #expect(rows.count == expected.count)
        #expect(rows.map { $0["category"] as? String } == expected.sorted { ($0 ?? "") < ($1 ?? "") || $0 == nil && $1 != nil })
    }

    @Test(arguments: TestStoreKind.allCases)
    func aggregatesOverAllRowsGiveOneDictionary(kind: TestStoreKind) throws {
        let fixture = try ExpenseFixture(kind, directory: directory)
        let rows = try fixture.fetch {
            $0.propertiesToFetch = [
                Self.count("count"), Self.sum("total", "amount"), Self.sum("items", "quantity", .integer64),
                .expression(ExpressionDescription(name: "average", function: "average:", keyPath: "amount", resultType: .double)),
                .expression(ExpressionDescription(name: "first", function: "min:", keyPath: "spentAt", resultType: .date)),
                .expression(ExpressionDescription(name: "most", function: "max:", keyPath: "amount", resultType: .double)),
            ]
        }
        let amounts = Self.expenses.compactMap(\.amount)
        #expect(rows.count == 1)
        #expect(rows[0]["count"] as? Int == Self.expenses.count)
        #expect(rows[0]["total"] as? Double == amounts.reduce(0, +))
        #expect(rows[0]["items"] as? Int == Self.expenses.map(\.quantity).reduce(0, +))
        #expect(rows[0]["average"] as? Double == amounts.reduce(0, +) / Double(amounts.count))
        #expect(rows[0]["first"] as? Date == ExpenseFixture.date(Self.expenses.map(\.day).min()!))
        #expect(rows[0]["most"] as? Double == amounts.max())
    }

    @Test(arguments: TestStoreKind.allCases)
    func aggregatesOfNoRowsAreZeroOrLeftOut(kind: TestStoreKind) throws {
        let fixture = try ExpenseFixture(kind, directory: directory)
        let rows = try fixture.fetch {
            $0.predicate = FetchPredicate(format: "quantity > 100")
            $0.propertiesToFetch = [
                Self.count("count"), Self.sum("total", "amount"),
                .expression(ExpressionDescription(name: "average", function: "average:", keyPath: "amount", resultType: .double)),
            ]
        }
        #expect(rows.count == 1)
        #expect(rows[0]["count"] as? Int == 0)
        #expect(rows[0]["total"] as? Double == 0)
        #expect(rows[0]["average"] == nil)
    }

    @Test(arguments: TestStoreKind.allCases)
    func groupByAggregatesEachGroup(kind: TestStoreKind) throws {
        let fixture = try ExpenseFixture(kind, directory: directory)
        let rows = try fixture.fetch {
            $0.propertiesToFetch = ["category", Self.sum("total", "amount"), Self.count("count")]
            $0.propertiesToGroupBy = ["category"]
            $0.sortKeys = [SortKey("total", ascending: false)]
        }
        let groups = Dictionary(grouping: Self.expenses, by: \.category)
        let expected = groups.map { ($0.key, $0.value.compactMap(\.amount).reduce(0, +), $0.value.count) }.sorted { $0.1 > $1.1 }
        #expect(rows.count == expected.count)
        for (row, (category, total, count)) in zip(rows, expected) {
            #expect(row["category"] as? String == category)
            #expect(row["total"] as? Double == total)
            #expect(row["count"] as? Int == count)
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func havingKeepsTheGroupsThatMeetIt(kind: TestStoreKind) throws {
        let fixture = try ExpenseFixture(kind, directory: directory)
        let byVariable = try fixture.fetch {
            $0.propertiesToFetch = ["category", Self.count("count")]
            $0.propertiesToGroupBy = ["category"]
            $0.havingPredicate = FetchPredicate(format: "$count > 1")
        }
        let byFunction = try fixture.fetch {
            $0.propertiesToFetch = ["category"]
            $0.propertiesToGroupBy = ["category"]
            $0.havingPredicate = FetchPredicate(format: "count:(SELF) > 1 AND category != nil")
        }
        let expected = Dictionary(grouping: Self.expenses, by: \.category).filter { $0.value.count > 1 }.keys.compactMap { $0 }.sorted()
        #expect(byVariable.compactMap { $0["category"] as? String } == expected)
        #expect(byFunction.compactMap { $0["category"] as? String } == expected)
    }

    @Test(arguments: TestStoreKind.allCases)
    func groupByAKeyPathThroughAToOneRelationship(kind: TestStoreKind) throws {
        let fixture = try ExpenseFixture(kind, directory: directory)
        let rows = try fixture.fetch {
            $0.propertiesToFetch = ["payer.name", Self.sum("items", "quantity", .integer64)]
            $0.propertiesToGroupBy = ["payer.name"]
            $0.sortKeys = [SortKey("payer.name")]
        }
        let expected = Dictionary(grouping: Self.expenses, by: \.payer).map { ($0.key, $0.value.map(\.quantity).reduce(0, +)) }
            .sorted { ($0.0 ?? "") < ($1.0 ?? "") }
        #expect(rows.map { $0["payer.name"] as? String } == expected.map(\.0))
        #expect(rows.map { $0["items"] as? Int } == expected.map(\.1))
    }

    @Test(arguments: TestStoreKind.allCases)
    func unsavedChangesAreNotIncluded(kind: TestStoreKind) throws {
        let fixture = try ExpenseFixture(kind, directory: directory)
        let rows = try fixture.context.performAndWait {
            let extra = ManagedObject(entity: ExpenseFixture.model.entitiesByName["Expense"]!, insertInto: fixture.context)
            extra.setPrimitivePropertyValue(.integer(1), forKey: "quantity")
            let request = FetchRequest<NSDictionary>(entityName: "Expense")
            request.resultType = .dictionaryResultType
            request.propertiesToFetch = [Self.count("count")]
            return try fixture.context.fetch(request)
        }
        #expect(rows.first?["count"] as? Int == Self.expenses.count)
    }

    @Test(arguments: TestStoreKind.allCases)
    func coreDataRulesAreCheckedWithClearErrors(kind: TestStoreKind) throws {
        let fixture = try ExpenseFixture(kind, directory: directory)
        func failure(_ configure: (FetchRequest<[String: Any]>) -> Void) -> String {
            do {
                _ = try fixture.fetch(configure)
                return ""
            } catch { return "\(error)" }
        }
        #expect(
            failure { $0.propertiesToFetch = ["amount", Self.count("count")] }.contains(
                "'amount' of Expense is neither in propertiesToGroupBy nor an aggregate"))
        #expect(
            failure {
                $0.propertiesToFetch = ["category"]
                $0.havingPredicate = FetchPredicate(format: "category != nil")
            }.contains("needs propertiesToGroupBy"))
        #expect(
            failure {
                $0.propertiesToFetch = ["category"]
                $0.returnsDistinctResults = true
                $0.sortKeys = [SortKey("amount")]
            }.contains("'amount' is not in propertiesToFetch"))
        #expect(failure { $0.propertiesToFetch = ["nothing"] }.contains("no property 'nothing'"))
    }

    @Test func theSQLStoreGroupsFiltersAndAggregatesInSQL() throws {
        let fixture = try ExpenseFixture(.sqliteMemory, directory: directory)
        let sql = try fixture.context.performAndWait {
            let request = FetchRequest<[String: Any]>(entityName: "Expense")
            request.resultType = .dictionary
            request.predicate = FetchPredicate(format: "quantity > 0")
            request.propertiesToFetch = ["category", Self.sum("total", "amount"), Self.count("count")]
            request.propertiesToGroupBy = ["category"]
            request.havingPredicate = FetchPredicate(format: "$count > 1")
            return try fixture.context.explain(request)[0].sql
        }
        #expect(
            sql
                == "SELECT t0.ZCATEGORY, COALESCE(SUM(t0.ZAMOUNT), 0), COUNT(*) FROM ZEXPENSE t0 WHERE (t0.ZQUANTITY > ?) GROUP BY t0.ZCATEGORY HAVING COUNT(*) > ? ORDER BY t0.ZCATEGORY, COALESCE(SUM(t0.ZAMOUNT), 0), COUNT(*)"
        )
    }
}
