import Cairn
import Foundation
import Testing

/// `cairn history`, run as a child process on a store this test writes with history tracking.
@Suite final class HistoryCommandTests {
    let cairn: CairnExecutable

    init() throws { cairn = try CairnExecutable() }
    deinit { cairn.removeDirectory() }

    /// A store with three transactions: two inserts by "importer", then an update and a deletion
    /// by "app" (the deleted note's title is preserved).
    private func writtenStore() throws -> String {
        let store = cairn.path("notes.sqlite")
        let title = AttributeDescription(name: "title", type: .string)
        title.preservesValueInHistoryOnDeletion = true
        let model = ManagedObjectModel { EntityDescription(name: "Note") { title } }
        let coordinator = PersistentStoreCoordinator(managedObjectModel: model)
        try coordinator.addPersistentStore(type: .sqlite, at: URL(fileURLWithPath: store), options: [PersistentStoreOption.persistentHistoryTracking: "true"])
        let context = ManagedObjectContext(concurrencyType: .privateQueue)
        context.persistentStoreCoordinator = coordinator
        try context.performAndWait {
            context.transactionAuthor = "importer"
            var notes: [ManagedObject] = []
            for name in ["a", "b"] {
                let note = ManagedObject(entity: model.entitiesByName["Note"]!, insertInto: context)
                note.setValue(name, forKey: "title")
                notes.append(note)
                try context.save()
            }
            context.transactionAuthor = "app"
            notes[0].setValue("a2", forKey: "title")
            context.delete(notes[1])
            try context.save()
        }
        for added in coordinator.persistentStores { try coordinator.remove(added) }
        return store
    }

    private func transactions(_ output: String) throws -> [[String: Any]] {
        try output.split(separator: "\n").map { try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
    }

    @Test func itPrintsEveryTransactionAsJSONLines() throws {
        let store = try writtenStore()
        let run = try cairn.run("history", store)
        #expect(run.status == 0, "\(run.error)")
        let lines = try transactions(run.output)
        #expect(lines.map { $0["author"] as? String } == ["importer", "importer", "app"])
        let last = try #require(lines.last?["changes"] as? [[String: Any]])
        #expect(Set(last.compactMap { $0["type"] as? String }) == ["update", "delete"])
        #expect(last.contains { ($0["updatedProperties"] as? [String]) == ["title"] })
        #expect(last.contains { ($0["tombstone"] as? [String: Any])?["title"] as? String == "b" })
        #expect((lines[0]["timestamp"] as? String)?.hasSuffix("Z") == true)
    }

    @Test func afterATokenAndByAuthor() throws {
        let store = try writtenStore()
        let all = try transactions(try cairn.run("history", store).output)
        let first = try #require(all.first?["token"] as? String)
        let after = try cairn.run("history", store, "--after", first)
        #expect(try transactions(after.output).count == 2)
        let number = String(first.split(separator: ":").last!)
        #expect(try transactions(try cairn.run("history", store, "--after", number).output).count == 2)
        let byApp = try cairn.run("history", store, "--author", "app")
        #expect(try transactions(byApp.output).map { $0["author"] as? String } == ["app"])
        let foreign = try cairn.run("history", store, "--after", "ANOTHER-STORE:1")
        #expect(foreign.status != 0 && foreign.error.contains("belongs to another store"), "\(foreign.error)")
    }

    @Test(.timeLimit(.minutes(1))) func anotherProcessesSaveReachesAWatchingCoordinator() async throws {
        // This process watches the store; a `cairn import` process saves into it.
        let store = cairn.path("watched.sqlite")
        let model = ImportQueryTests.model()
        let coordinator = PersistentStoreCoordinator(managedObjectModel: model)
        try coordinator.addPersistentStore(
            type: .sqlite, at: URL(fileURLWithPath: store),
            options: [
                PersistentStoreOption.persistentHistoryTracking: "true", PersistentStoreOption.remoteChangeNotificationPost: "true",
            ])
        let changes = coordinator.remoteChanges()
        let items = try cairn.write("items.json", ImportQueryTests.items)
        let imported = try cairn.run("import", store, "Item", items)
        try #require(imported.status == 0, "\(imported.error)")
        // The import is one transaction, by another process.
        let context = ManagedObjectContext(concurrencyType: .privateQueue)
        context.persistentStoreCoordinator = coordinator
        let transactions = try context.performAndWait {
            (try context.execute(PersistentHistoryChangeRequest.fetchHistory(after: nil as PersistentHistoryToken?)) as! PersistentHistoryResult).transactions
        }
        let importTransaction = try #require(transactions.last)
        #expect(importTransaction.processID != String(ProcessInfo.processInfo.processIdentifier))
        #expect(importTransaction.changeList.filter { $0.changeType == .insert }.count == 3)
        for await change in changes where change.historyToken == importTransaction.token {
            for added in coordinator.persistentStores { try coordinator.remove(added) }
            return
        }
    }
}
