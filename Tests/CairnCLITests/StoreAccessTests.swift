import Cairn
import Foundation
import Testing

/// A store the user may not write, or whose folder the user may not write, gets an error saying
/// what is wrong and what to do, not SQLite's words ("attempt to write a readonly database", a
/// GRDB internal statement). Run as a child process without privileges: root passes every
/// permission check.
@Suite final class StoreAccessTests {
    let cairn: CairnExecutable

    init() throws {
        cairn = try CairnExecutable()
        // The unprivileged child must reach the run directory.
        chmod(cairn.directory.path, 0o755)
    }
    deinit { cairn.removeDirectory() }

    /// A store in a folder of its own, created by the demo, then opened and closed here, which
    /// folds its `-wal` into it and removes the `-wal` and `-shm` files.
    private func demoStore() throws -> (folder: String, store: String) {
        #expect(try cairn.run("demo").status == 0)
        let folder = cairn.path("data/CairnDemo")
        chmod(cairn.path("data"), 0o755)
        let url = URL(fileURLWithPath: folder + "/CairnDemo.sqlite")
        let model = try #require(try SQLiteStore.readMetadata(at: url).storedModel())
        let coordinator = PersistentStoreCoordinator(managedObjectModel: model)
        try coordinator.remove(try coordinator.addPersistentStore(at: url))
        #expect(!FileManager.default.fileExists(atPath: url.path + "-wal"))
        return (folder, url.path)
    }

    @Test func aReadOnlyStoreFileNamesTheReadOnlyOption() throws {
        let (folder, store) = try demoStore()
        chmod(folder, 0o777)
        chmod(store, 0o444)
        let run = try cairn.runUnprivileged("inspect", store)
        #expect(run.status != 0)
        #expect(run.error.contains("The store file \(store) is read-only"), "\(run.error)")
        #expect(!run.error.contains("grdb_issue"), "\(run.error)")
    }

    @Test func writingToAReadOnlyStoreFileNamesTheReadOnlyOption() throws {
        let model = try cairn.write("model.json", ImportQueryTests.modelJSON)
        let items = try cairn.write("items.json", ImportQueryTests.items)
        let store = cairn.path("shop.sqlite")
        #expect(try cairn.run("import", store, "--model", model, "Item", items).status == 0)
        chmod(store, 0o444)
        let run = try cairn.runUnprivileged("import", store, "--model", model, "Item", items)
        #expect(run.status != 0)
        #expect(run.error.contains("The store file \(store) is read-only. Open it with the read-only option (PersistentStoreOption.readOnly"), "\(run.error)")
        #expect(!run.error.contains("grdb_issue"), "\(run.error)")
    }

    @Test func aReadOnlyFolderNamesTheFilesSQLiteMustCreate() throws {
        let (folder, store) = try demoStore()
        chmod(store, 0o666)
        chmod(folder, 0o555)
        defer { chmod(folder, 0o755) }
        let run = try cairn.runUnprivileged("inspect", store)
        #expect(run.status != 0)
        #expect(
            run.error.contains("SQLite must create CairnDemo.sqlite-wal and CairnDemo.sqlite-shm beside it, and the folder \(folder) is not writable"),
            "\(run.error)")
    }
}
