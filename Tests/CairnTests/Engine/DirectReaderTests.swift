import CairnTestSupport
import Foundation
import Testing

@testable import Cairn

/// The SQLite store's own read connection (`DirectReader`) runs one-statement fetches when it is
/// free and can run their SQL; otherwise the read goes through GRDB's pool. Either way the results
/// must be the same, each fetch counts as one statement, and a read never waits for the connection.
@Suite struct DirectReaderTests {
    static let model = ManagedObjectModel {
        EntityDescription(name: "Note") {
            AttributeDescription(name: "title", type: .string, isOptional: false)
            AttributeDescription(name: "rank", type: .integer64, isOptional: false)
        }
    }

    /// A SQLite file store with notes "b", "A", "c" (ranks 2, 1, 3), counting statements.
    private func seededStore(_ directory: TemporaryDirectory) throws -> (PersistentContainer, SQLiteStore) {
        let container = PersistentContainer(name: "Notes", managedObjectModel: Self.model)
        let description = TestStoreKind.sqliteFile.description(directory: directory, name: "Notes")
        description.setOption("true", forKey: PersistentStoreOption.countStatements)
        container.persistentStoreDescriptions = [description]
        try container.loadPersistentStores()
        let context = container.newBackgroundContext()
        try context.performAndWait {
            for (title, rank) in [("b", 2), ("A", 1), ("c", 3)] {
                let note = ManagedObject(entity: Self.model.entitiesByName["Note"]!, insertInto: context)
                note.setValue(title, forKey: "title")
                note.setValue(Int64(rank), forKey: "rank")
            }
            try context.save()
        }
        let store = try #require(container.persistentStoreCoordinator.persistentStores.first as? SQLiteStore)
        return (container, store)
    }

    @Test func runsPlainQueriesAndDeclinesWhenBusyOrUnableToRunTheSQL() throws {
        let directory = TemporaryDirectory()
        let (_, store) = try seededStore(directory)
        let reader = try #require(store.directReader)
        var ranks: [PropertyValue] = []
        var nestedRan: Bool?
        let ran = try reader.query("SELECT ZRANK FROM ZNOTE ORDER BY ZRANK", []) { statement in
            ranks.append(SQLiteValueCodec.read(statement, 0, as: .integer64))
            // The connection is held by the outer read: the nested one declines instead of waiting.
            if nestedRan == nil { nestedRan = try reader.query("SELECT 1", []) { _ in } }
        }
        #expect(ran && ranks == [.integer(1), .integer(2), .integer(3)])
        #expect(nestedRan == false)
        // A function registered only on GRDB's connections: declined, so the caller takes the pool.
        var folded = 0
        let ranFolding = try reader.query("SELECT cairn_fold(ZTITLE, 1) FROM ZNOTE", []) { _ in folded += 1 }
        #expect(!ranFolding && folded == 0)
        var titles: [String] = []
        let ranBound = try reader.query("SELECT ZTITLE FROM ZNOTE WHERE ZRANK = ?", [.integer(2)]) { titles.append(SQLiteValueCodec.text($0, 0)) }
        #expect(ranBound && titles == ["b"])
    }

    /// Statements found by fetch-shape number: the right statement for each number, and the
    /// numbers (shapes come back under new numbers after the shape cache starts over) stay bounded.
    @Test func shapeNumbersFindTheirStatementsAndStayBounded() throws {
        let directory = TemporaryDirectory()
        let (_, store) = try seededStore(directory)
        let reader = try #require(store.directReader)
        for number in 1...1_000 {
            let (sql, rank) = number.isMultiple(of: 2) ? ("SELECT ZTITLE FROM ZNOTE WHERE ZRANK = ?", 1) : ("SELECT ZTITLE FROM ZNOTE WHERE ZRANK > ?", 2)
            var titles: [String] = []
            let ran = try reader.query(sql, [.integer(Int64(rank))], shapeNumber: number) { titles.append(SQLiteValueCodec.text($0, 0)) }
            #expect(ran && titles == (number.isMultiple(of: 2) ? ["A"] : ["c"]), "shape \(number)")
            // Asked again by number with another binding: the same statement.
            titles = []
            _ = try reader.query(sql, [.integer(Int64(rank + 1))], shapeNumber: number) { titles.append(SQLiteValueCodec.text($0, 0)) }
            #expect(titles == (number.isMultiple(of: 2) ? ["b"] : []), "shape \(number) again")
        }
        #expect(reader.shapeNumberCount <= 256)
    }

    /// The titles a fetch returns, checking that it ran one statement.
    private func titles(_ context: ManagedObjectContext, _ store: SQLiteStore, _ sortKeys: [SortKey], _ predicate: FetchPredicate? = nil) throws -> [String] {
        let request = FetchRequest<ManagedObject>(entityName: "Note")
        request.sortKeys = sortKeys
        request.predicate = predicate
        let before = store.executedStatementCount ?? 0
        let result = try context.fetch(request).map { $0.value(forKey: "title") as? String ?? "" }
        #expect(store.executedStatementCount == before + 1, "one statement per fetch, whichever connection ran it")
        return result
    }

    @Test func fetchesGiveTheSameAnswersOnEitherPathInOneStatementEach() throws {
        let directory = TemporaryDirectory()
        let (container, store) = try seededStore(directory)
        let context = container.newBackgroundContext()
        let answers = try context.performAndWait { () throws -> [[String]] in
            [
                // On the direct connection.
                try titles(context, store, [SortKey("title")]),
                try titles(context, store, [SortKey("rank", ascending: false)], FetchPredicate(format: "title BEGINSWITH[c] %@ OR rank == 3", "a")),
                // Case-insensitive sorting calls `cairn_fold`, which only the pool's connections have.
                try titles(context, store, [SortKey("title", caseInsensitive: true)]),
                try titles(context, store, [SortKey("title", ascending: false, caseInsensitive: true)]),
            ]
        }
        #expect(answers == [["A", "b", "c"], ["c", "A"], ["A", "b", "c"], ["c", "b", "A"]])

        // A save by another context is visible to the next fetch (WAL: each read sees the last commit).
        let writer = container.newBackgroundContext()
        try writer.performAndWait {
            let note = ManagedObject(entity: Self.model.entitiesByName["Note"]!, insertInto: writer)
            note.setValue("d", forKey: "title")
            note.setValue(Int64(4), forKey: "rank")
            try writer.save()
        }
        let count = try context.performAndWait { try context.count(for: FetchRequest<ManagedObject>(entityName: "Note")) }
        #expect(count == 4)
    }
}
