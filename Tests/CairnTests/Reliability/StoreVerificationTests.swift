import Cairn
import CairnTestSupport
import Foundation
import GRDB
import Testing

/// `SQLiteStore.verify(at:model:)` reads a store and names what is wrong with it.
@Suite struct StoreVerificationTests {
    /// A closed store of notebooks with notes, and its URL.
    private func notebookStore(_ directory: TemporaryDirectory) throws -> URL {
        let url = directory.url.appendingPathComponent("Notes.sqlite")
        let coordinator = PersistentStoreCoordinator(managedObjectModel: SeedModels.notebooks())
        let store = try coordinator.addPersistentStore(at: url)
        let context = ManagedObjectContext(concurrencyType: .privateQueue)
        context.persistentStoreCoordinator = coordinator
        try context.performAndWait {
            for number in 0..<3 {
                let notebook = Notebook(context: context)
                notebook.name = "n\(number)"
                for text in ["a", "b"] {
                    let note = Note(context: context)
                    note.text = text
                    note.notebook = notebook
                }
            }
            try context.save()
        }
        try coordinator.remove(store)
        return url
    }

    private func edit(_ url: URL, _ sql: String) throws {
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { try $0.execute(sql: sql) }
        try queue.close()
    }

    @Test func aSoundStoreIsValid() throws {
        let directory = TemporaryDirectory()
        let url = try notebookStore(directory)
        let report = try SQLiteStore.verify(at: url, model: SeedModels.notebooks())
        #expect(report.isValid, "\(report)")
        #expect(report.description == "OK")
    }

    @Test func aKeyCounterBehindTheKeysInUseIsNamed() throws {
        let directory = TemporaryDirectory()
        let url = try notebookStore(directory)
        try edit(url, "UPDATE Z_PRIMARYKEY SET Z_MAX = 1 WHERE Z_NAME = 'Note'")
        let report = try SQLiteStore.verify(at: url)
        #expect(report.problems == ["Z_PRIMARYKEY's counter of Note is 1 but ZNOTE holds key 6: new objects would reuse keys."])
    }

    @Test func aToOneReferenceToAMissingRowIsNamed() throws {
        let directory = TemporaryDirectory()
        let url = try notebookStore(directory)
        try edit(url, "DELETE FROM ZNOTEBOOK WHERE Z_PK = 1")
        let report = try SQLiteStore.verify(at: url)
        #expect(report.problems == ["2 Note row(s) of ZNOTE point through notebook at Notebook rows that do not exist."])
    }

    @Test func anotherModelIsNamedWithItsEntities() throws {
        let directory = TemporaryDirectory()
        let url = try notebookStore(directory)
        let report = try SQLiteStore.verify(at: url, model: SeedModels.articles())
        #expect(report.problems.first?.hasPrefix("The model given differs from the store's in: ") == true, "\(report)")
    }

    @Test func aDamagedPageFailsSQLitesIntegrityCheck() throws {
        let directory = TemporaryDirectory()
        let url = try notebookStore(directory)
        // Scribble over the cells of an index's root page, leaving the page header and the
        // schema readable: only SQLite's integrity check can notice.
        let queue = try DatabaseQueue(path: url.path)
        let root = try queue.read { try Int.fetchOne($0, sql: "SELECT rootpage FROM sqlite_master WHERE type = 'index' AND tbl_name = 'ZNOTE' LIMIT 1") }
        try queue.close()
        let page = try #require(root)
        var bytes = try Data(contentsOf: url)
        let start = (page - 1) * 4_096
        for offset in (start + 12)..<(start + 4_000) { bytes[offset] = 0xA5 }
        try bytes.write(to: url)
        let report = try SQLiteStore.verify(at: url)
        #expect(!report.isValid)
        #expect(report.problems.contains { $0.hasPrefix("SQLite integrity check: ") }, "\(report)")
    }
}
