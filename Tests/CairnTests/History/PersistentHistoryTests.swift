import Foundation
import Testing

@testable import Cairn

/// Persistent history (Core Data's `NSPersistentHistoryTrackingKey`, `NSPersistentHistoryChangeRequest`)
/// on a SQLite store: what a save records, fetching and deleting it, tokens.
@Suite struct PersistentHistoryTests {
    typealias F = HistoryFixture

    @Test func aSaveRecordsItsInsertsUpdatesAndDeletesWithWhoAndWhen() throws {
        let fixture = HistoryFixture()
        let container = try fixture.open()
        let before = Date()
        let uuid = UUID()
        let context = container.newBackgroundContext()
        context.transactionAuthor = "editor"
        context.name = "editing"
        let (folderID, noteID) = try context.performAndWait {
            let folder = ManagedObject(entity: container.managedObjectModel.entitiesByName["Folder"]!, insertInto: context)
            folder.setValue("Inbox", forKey: "name")
            let note = ManagedObject(entity: container.managedObjectModel.entitiesByName["Note"]!, insertInto: context)
            note.setValue("first", forKey: "title")
            note.setValue(uuid, forKey: "uuid")
            try context.save()
            note.setValue(3, forKey: "words")
            folder.setValue(NSSet(object: note), forKey: "notes")
            try context.save()
            context.delete(note)
            try context.save()
            return (folder.objectID, note.objectID)
        }
        let result = try F.history(container, .fetchHistory(after: nil as PersistentHistoryToken?))
        #expect(result.transactions.count == 3)
        let (inserted, updated, deleted) = (result.transactions[0], result.transactions[1], result.transactions[2])
        #expect(inserted.token < updated.token && updated.token < deleted.token)
        for transaction in result.transactions {
            #expect(transaction.author == "editor" && transaction.contextName == "editing")
            #expect(transaction.timestamp >= before.addingTimeInterval(-1) && transaction.timestamp <= Date())
            #expect(transaction.processID == String(ProcessInfo.processInfo.processIdentifier) && !transaction.bundleID.isEmpty)
        }
        #expect(Set(inserted.changeList.map(\.changedObjectID)) == [folderID, noteID] && inserted.changeList.allSatisfy { $0.changeType == .insert })
        // The note's words changed; the many-to-many link is an update of both sides' to-many relationships.
        let updates = Dictionary(uniqueKeysWithValues: updated.changeList.map { ($0.changedObjectID, $0) })
        #expect(updates[noteID]?.updatedProperties?.contains("words") == true)
        #expect(updated.changeList.allSatisfy { $0.changeType == .update })
        #expect(updates.values.contains { $0.updatedProperties?.contains("notes") == true || $0.updatedProperties?.contains("folders") == true })
        // The deletion keeps the preserved values.
        let deletion = try #require(deleted.changeList.first { $0.changedObjectID == noteID })
        #expect(deletion.changeType == PersistentHistoryChangeType.delete)
        #expect(deletion.updatedProperties == nil)
        let tombstone = try #require(deletion.tombstone)
        #expect(tombstone["uuid"] as? UUID == uuid)
        #expect(tombstone["title"] as? String == "first")
        #expect(tombstone["words"] == nil)
        #expect(inserted.changeList.allSatisfy { $0.tombstone == nil && $0.transactionToken == inserted.token })
    }

    @Test func fetchingAfterATokenADateOrATransactionAndFiltering() throws {
        let fixture = HistoryFixture()
        let container = try fixture.open()
        try F.insert(container, "Log", ["line": "a"], author: "importer")
        let middle = try #require(try container.persistentStoreCoordinator.currentPersistentHistoryToken())
        Thread.sleep(forTimeInterval: 0.01)
        let afterFirst = Date()
        try F.insert(container, "Note", ["title": "b"], author: "app")
        try F.insert(container, "Log", ["line": "c"], author: nil)

        #expect(try F.history(container, .fetchHistory(after: middle)).transactions.map(\.author) == ["app", nil])
        #expect(try F.history(container, .fetchHistory(after: afterFirst)).transactions.count == 2)
        let all = try F.history(container, .fetchHistory(after: nil as PersistentHistoryTransaction?)).transactions
        #expect(try F.history(container, .fetchHistory(after: all[1])).transactions.map(\.token) == [all[2].token])
        let mine = PersistentHistoryChangeRequest.fetchHistory(after: nil as PersistentHistoryToken?)
        mine.authors = ["importer"]
        #expect(try F.history(container, mine).transactions.map(\.author) == ["importer"])
        let others = PersistentHistoryChangeRequest.fetchHistory(after: nil as PersistentHistoryToken?)
        others.excludedAuthors = ["app"]
        #expect(try F.history(container, others).transactions.map(\.author) == ["importer", nil])
        let logs = PersistentHistoryChangeRequest.fetchHistory(after: nil as PersistentHistoryToken?)
        logs.entityNames = ["Log"]
        #expect(try F.history(container, logs).transactions.count == 2)
        let count = PersistentHistoryChangeRequest.fetchHistory(after: nil as PersistentHistoryToken?)
        count.resultType = .count
        #expect(try F.history(container, count).result as? Int == 3)
        let ids = PersistentHistoryChangeRequest.fetchHistory(after: nil as PersistentHistoryToken?)
        ids.resultType = .objectIDs
        #expect((try F.history(container, ids).result as? [ManagedObjectID])?.count == 3)
        let bare = PersistentHistoryChangeRequest.fetchHistory(after: nil as PersistentHistoryToken?)
        bare.resultType = .transactionsOnly
        #expect(try F.history(container, bare).transactions.allSatisfy(\.changeList.isEmpty))
    }

    @Test func deletingHistoryKeepsTheTokensTransactionAndNeverReusesNumbers() throws {
        let fixture = HistoryFixture()
        let container = try fixture.open()
        for line in ["a", "b", "c"] { try F.insert(container, "Log", ["line": line]) }
        let all = try F.history(container, .fetchHistory(after: nil as PersistentHistoryToken?)).transactions
        let deleted = try F.history(container, .deleteHistory(before: all[2].token))
        #expect(deleted.count == 2 && deleted.result as? Bool == true)
        #expect(try F.history(container, .fetchHistory(after: nil as PersistentHistoryToken?)).transactions.map(\.token) == [all[2].token])
        _ = try F.history(container, .deleteHistory(before: nil as PersistentHistoryToken?))
        #expect(try F.history(container, .fetchHistory(after: nil as PersistentHistoryToken?)).transactions.isEmpty)
        try F.insert(container, "Log", ["line": "d"])
        let next = try #require(try container.persistentStoreCoordinator.currentPersistentHistoryToken())
        #expect(next > all[2].token)
        // By date: everything saved before now goes.
        _ = try F.history(container, .deleteHistory(before: Date().addingTimeInterval(1)))
        #expect(try container.persistentStoreCoordinator.currentPersistentHistoryToken() == nil)
    }

    @Test func aTokenSurvivesEncodingAndReopeningTheStore() throws {
        let fixture = HistoryFixture()
        var container = try fixture.open()
        try F.insert(container, "Log", ["line": "a"])
        let token = try #require(try container.persistentStoreCoordinator.currentPersistentHistoryToken())
        let data = try JSONEncoder().encode(token)
        #expect(PersistentHistoryToken(token.description) == token)
        F.close(container)
        container = try fixture.open()
        try F.insert(container, "Log", ["line": "b"])
        let decoded = try JSONDecoder().decode(PersistentHistoryToken.self, from: data)
        let after = try F.history(container, .fetchHistory(after: decoded)).transactions
        #expect(after.count == 1 && after[0].changeList.count == 1)
    }

    @Test func withoutTrackingTheRequestSaysHowToTurnItOn() throws {
        let fixture = HistoryFixture()
        let container = try fixture.open(tracking: false)
        try F.insert(container, "Log", ["line": "a"])
        let context = container.newBackgroundContext()
        let error = try context.performAndWait {
            try #require(throws: CairnError.self) { try context.execute(PersistentHistoryChangeRequest.fetchHistory(after: nil as PersistentHistoryToken?)) }
        }
        #expect(error.code == .invalidRequest && error.message.contains("persistentHistoryTracking"), "\(error.message)")
        #expect(try container.persistentStoreCoordinator.currentPersistentHistoryToken() == nil)
    }

    @Test func aStoreWithHistoryKeepsRecordingWhenOpenedWithoutTheOption() throws {
        let fixture = HistoryFixture()
        let tracked = try fixture.open()
        try F.insert(tracked, "Log", ["line": "a"])
        F.close(tracked)
        let untracked = try fixture.open(tracking: false)
        try F.insert(untracked, "Log", ["line": "b"])
        #expect(try F.history(untracked, .fetchHistory(after: nil as PersistentHistoryToken?)).transactions.count == 2)
    }

    @Test func batchRequestsAreRecorded() throws {
        let fixture = HistoryFixture()
        let container = try fixture.open()
        for line in ["a", "b"] { try F.insert(container, "Log", ["line": line]) }
        try F.insert(container, "Note", ["title": "kept", "uuid": UUID()])
        let context = container.newBackgroundContext()
        context.transactionAuthor = "janitor"
        try context.performAndWait {
            _ = try context.execute(BatchInsertRequest(entityName: "Log", objects: [["line": "c"]]))
            let update = BatchUpdateRequest(entityName: "Log")
            update.propertiesToUpdate = ["line": "z"]
            _ = try context.execute(update)
            _ = try context.execute(BatchDeleteRequest(fetchRequest: FetchRequest<ManagedObject>(entityName: "Log")))
            _ = try context.execute(BatchDeleteRequest(fetchRequest: FetchRequest<ManagedObject>(entityName: "Note")))
        }
        let transactions = try F.history(container, .fetchHistory(after: nil as PersistentHistoryToken?)).transactions.filter { $0.author == "janitor" }
        #expect(transactions.count == 4)
        #expect(transactions[0].changeList.count == 1 && transactions[0].changeList[0].changeType == .insert)
        #expect(transactions[1].changeList.count == 3 && transactions[1].changeList.allSatisfy { $0.changeType == .update && $0.updatedProperties == ["line"] })
        #expect(transactions[2].changeList.count == 3 && transactions[2].changeList.allSatisfy { $0.changeType == .delete })
        #expect(transactions[3].changeList.first?.tombstone?["title"] as? String == "kept")
    }

    @Test func aFailedSaveLeavesNoHistory() throws {
        let fixture = HistoryFixture()
        let container = try fixture.open()
        try F.insert(container, "Log", ["line": "a"])
        // Two contexts change one object: the second save conflicts and writes nothing.
        let first = container.newBackgroundContext(), second = container.newBackgroundContext()
        let id = try F.insert(container, "Note", ["title": "shared"])
        try first.performAndWait {
            try first.existingObject(with: id).setValue("one", forKey: "title")
        }
        try second.performAndWait {
            try second.existingObject(with: id).setValue("two", forKey: "title")
            try second.save()
        }
        let before = try F.history(container, .fetchHistory(after: nil as PersistentHistoryToken?)).transactions.count
        _ = first.performAndWait { #expect(throws: CairnError.self) { try first.save() } }
        #expect(try F.history(container, .fetchHistory(after: nil as PersistentHistoryToken?)).transactions.count == before)
    }

    @Test func aTransactionMergesIntoAnotherContext() throws {
        let fixture = HistoryFixture()
        let container = try fixture.open()
        let id = try F.insert(container, "Note", ["title": "old"])
        let viewer = container.newBackgroundContext()
        let seen = try viewer.performAndWait { try viewer.existingObject(with: id).value(forKey: "title") as? String }
        #expect(seen == "old")
        // Another coordinator (as another process would) changes the note.
        let other = try fixture.open()
        let writer = other.newBackgroundContext()
        let otherID = try #require(other.persistentStoreCoordinator.managedObjectID(forURIRepresentation: id.uriRepresentation))
        try writer.performAndWait {
            try writer.existingObject(with: otherID).setValue("new", forKey: "title")
            try writer.save()
        }
        let last = try #require(try F.history(container, .fetchHistory(after: nil as PersistentHistoryToken?)).transactions.last)
        let merged = try viewer.performAndWait {
            viewer.mergeChanges(fromContextDidSave: last.objectIDNotification())
            return try viewer.existingObject(with: id).value(forKey: "title") as? String
        }
        #expect(merged == "new")
    }
}

/// History across a migration: kept, with the changes of a renamed entity under its new name.
@Suite struct PersistentHistoryMigrationTests {
    typealias F = HistoryFixture

    @Test func historySurvivesAMigrationThatRenamesAnEntity() throws {
        let fixture = HistoryFixture()
        let container = try fixture.open()
        let id = try F.insert(container, "Log", ["line": "before"], author: "v1")
        let token = try #require(try container.persistentStoreCoordinator.currentPersistentHistoryToken())
        F.close(container)

        let migrated = try fixture.open(HistoryFixture.model(renamed: true))
        try F.insert(migrated, "Entry", ["line": "after"], author: "v2")
        let transactions = try F.history(migrated, .fetchHistory(after: nil as PersistentHistoryToken?)).transactions
        #expect(transactions.map(\.author) == ["v1", "v2"])
        #expect(transactions[0].token == token)
        let change = try #require(transactions[0].changeList.first)
        #expect(change.changedObjectID.entity.name == "Entry" && change.changedObjectID.primaryKey == id.primaryKey)
        #expect(transactions[1].token > token)
    }
}
