import Cairn
import CairnTestSupport
import Foundation
import GRDB
import Testing

/// A store failure keeps SQLite's error as its cause: callers tell a file that is not a database
/// from a corrupt one from a read-only one, and messages never show bound values.
@Suite struct StoreErrorCauseTests {
    @Test func notADatabaseKeepsSQLITE_NOTADB() throws {
        let directory = TemporaryDirectory()
        let url = directory.url.appendingPathComponent("notes.sqlite")
        try Data(repeating: UInt8(ascii: "x"), count: 4096).write(to: url)
        let coordinator = PersistentStoreCoordinator(managedObjectModel: SeedModels.articles())
        let error = try #require(throws: CairnError.self) { try coordinator.addPersistentStore(at: url) }
        #expect(error.code == .storeOpen)
        #expect(error.sqliteResultCode == 26)
        #expect((error.underlyingError as? DatabaseError)?.resultCode == .SQLITE_NOTADB)
        #expect(error.message.contains(url.path))
        #expect(error.description.contains("SQLite error 26"), "\(error.description)")
    }

    @Test func corruptFileKeepsSQLITE_CORRUPT() throws {
        let directory = TemporaryDirectory()
        let url = directory.url.appendingPathComponent("corrupt.sqlite")
        do {
            let queue = try DatabaseQueue(path: url.path)
            try queue.write { db in try db.execute(sql: "CREATE TABLE t (a TEXT); INSERT INTO t VALUES ('x')") }
            try queue.close()
        }
        // A valid header, then a first page (the schema) of garbage.
        let file = try FileHandle(forWritingTo: url)
        try file.seek(toOffset: 100)
        file.write(Data(repeating: 0xA5, count: 3_996))
        try file.close()

        let coordinator = PersistentStoreCoordinator(managedObjectModel: SeedModels.articles())
        let error = try #require(throws: CairnError.self) { try coordinator.addPersistentStore(at: url) }
        #expect(error.code == .storeOpen)
        #expect(error.sqliteResultCode == 11)
        #expect((error.underlyingError as? DatabaseError)?.resultCode == .SQLITE_CORRUPT)
    }

    @Test func saveToAReadOnlyStoreKeepsSQLITE_READONLYWithoutBoundValues() throws {
        let directory = TemporaryDirectory()
        let url = directory.url.appendingPathComponent("articles.sqlite")
        do {
            let coordinator = PersistentStoreCoordinator(managedObjectModel: SeedModels.articles())
            try coordinator.addPersistentStore(at: url)
            for store in coordinator.persistentStores { try coordinator.remove(store) }
        }
        let container = PersistentContainer(name: "Articles", managedObjectModel: SeedModels.articles())
        let description = PersistentStoreDescription(url: url)
        description.isReadOnly = true
        container.persistentStoreDescriptions = [description]
        try container.loadPersistentStores()
        let context = container.newBackgroundContext()
        try context.performAndWait {
            Article(context: context).title = "Top secret title"
            let error = try #require(throws: CairnError.self) { try context.save() }
            #expect(error.code == .storeSave)
            #expect(error.sqliteResultCode == 8)  // SQLITE_READONLY
            #expect((error.underlyingError as? DatabaseError)?.resultCode == .SQLITE_READONLY)
            var dumped = ""
            dump(error, to: &dumped)
            for text in [error.description, error.message, dumped] { #expect(!text.contains("Top secret"), "\(text)") }
        }
    }
}
