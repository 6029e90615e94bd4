import Cairn
import CairnTestSupport
import Foundation
import GRDB
import Testing

/// A process killed while it creates a store leaves either no store or a complete one, and what
/// older versions left behind (a SQLite file without tables, a journal only a writer can roll
/// back) opens as a new store instead of failing for ever.
@Suite struct StoreCreationTests {
    @Test func aFileWithoutTablesLeftByAKilledCreationOpensAsANewStore() throws {
        let directory = TemporaryDirectory()
        let url = directory.url.appendingPathComponent("Store.sqlite")
        // What a creation killed right after SQLite switched the new file to WAL mode left.
        let queue = try DatabaseQueue(path: url.path)
        try queue.writeWithoutTransaction { try $0.execute(sql: "PRAGMA journal_mode = WAL") }
        try queue.close()
        #expect(FileManager.default.fileExists(atPath: url.path))

        let store = try StoreFileFixture(url)
        try store.insert(3, named: "a")
        #expect(try store.names().sorted() == ["a-0", "a-1", "a-2"])
    }

    @Test func aJournalLeftByAKilledCreationIsRolledBackAndTheStoreOpens() throws {
        let directory = TemporaryDirectory()
        let source = directory.url.appendingPathComponent("Writer.sqlite")
        let url = directory.url.appendingPathComponent("Store.sqlite")
        // A writer in rollback-journal mode, stopped in the middle of its first transaction: a copy
        // of its file and journal taken then is what a kill at that moment leaves.
        let writer = try DatabaseQueue(path: source.path)
        try writer.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA journal_mode = DELETE")
            try db.execute(sql: "BEGIN IMMEDIATE")
            try db.execute(sql: "CREATE TABLE half (x)")
            // Spill the change to the file so the journal is hot.
            try db.execute(sql: "PRAGMA cache_spill = 1")
            try db.execute(
                sql:
                    "INSERT INTO half SELECT randomblob(4000) FROM (WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2000) SELECT i FROM n)"
            )
            try FileManager.default.copyItem(atPath: source.path, toPath: url.path)
            try FileManager.default.copyItem(atPath: source.path + "-journal", toPath: url.path + "-journal")
            try db.execute(sql: "ROLLBACK")
        }
        try writer.close()

        let store = try StoreFileFixture(url)
        try store.insert(2, named: "b")
        #expect(try store.names().sorted() == ["b-0", "b-1"])
        #expect(!FileManager.default.fileExists(atPath: url.path + "-journal"))
    }

    @Test func aSQLiteFileOfAnotherApplicationIsRefusedAndKept() throws {
        let directory = TemporaryDirectory()
        let url = directory.url.appendingPathComponent("Other.sqlite")
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { try $0.execute(sql: "CREATE TABLE contacts (name TEXT); INSERT INTO contacts VALUES ('Ada')") }
        try queue.close()

        let error = #expect(throws: CairnError.self) { try StoreFileFixture(url) }
        #expect(error?.code == .storeOpen)
        #expect(error?.message.contains("is a SQLite database but not a Cairn store") == true)
        let kept = try DatabaseQueue(path: url.path)
        #expect(try kept.read { try String.fetchOne($0, sql: "SELECT name FROM contacts") } == "Ada")
    }

    @Test func temporaryFilesOfKilledCreationsAreSweptWhenTheStoreIsCreated() throws {
        let directory = TemporaryDirectory()
        let url = directory.url.appendingPathComponent("Store.sqlite")
        let leftover = directory.url.appendingPathComponent(".Store.sqlite.cairn-creating-0A1B2C")
        try Data("half a store".utf8).write(to: leftover)
        try Data().write(to: URL(fileURLWithPath: leftover.path + "-journal"))

        _ = try StoreFileFixture(url)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
        #expect(!names.contains { $0.contains("cairn-creating") }, "\(names)")
    }

    /// Four openers of one new store at once (each with its own connections, as separate
    /// processes have): one creates it, all open the same store, every save is kept.
    @Test(arguments: 0..<5) func openersOfOneNewStoreAtOnceAllOpenTheSameStore(round: Int) async throws {
        let directory = TemporaryDirectory()
        let url = directory.url.appendingPathComponent("Shared.sqlite")
        let identifiers = try await withThrowingTaskGroup(of: String?.self) { group in
            for opener in 0..<4 {
                group.addTask {
                    let store = try StoreFileFixture(url)
                    try store.insert(10, named: "opener\(opener)")
                    return store.storeIdentifier
                }
            }
            return try await group.reduce(into: [String?]()) { $0.append($1) }
        }
        #expect(Set(identifiers).count == 1 && identifiers.allSatisfy { $0 != nil }, "round \(round): \(identifiers)")
        #expect(try StoreFileFixture(url).names().count == 40, "round \(round)")
    }
}
