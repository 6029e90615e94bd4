import Cairn
import CairnTestSupport
import Foundation
import Testing

/// Core Data's context notifications, with Core Data's names, keys and timing.
@Suite struct ChangeNotificationTests {
    /// Collects the notifications named `name` posted by `context` while `body` runs.
    private func notifications(_ name: Notification.Name, from context: ManagedObjectContext, during body: () throws -> Void) rethrows -> [Notification] {
        let received = NotificationLog()
        let observer = NotificationCenter.default.addObserver(forName: name, object: context, queue: nil) { received.append($0) }
        defer { NotificationCenter.default.removeObserver(observer) }
        try body()
        return received.all
    }

    private func objects(_ note: Notification?, _ key: String) -> Set<ManagedObject> {
        note?.userInfo?[key] as? Set<ManagedObject> ?? []
    }

    @Test(arguments: TestStoreKind.allCases)
    func processPendingChangesReportsInsertedUpdatedAndDeletedObjects(_ kind: TestStoreKind) throws {
        let directory = TemporaryDirectory()
        let container = try kind.makeContainer(model: SeedModels.notebooks(), directory: directory)
        let context = container.newBackgroundContext()
        try context.performAndWait {
            let saved = Note(context: context)
            saved.text = "saved"
            let gone = Note(context: context)
            gone.text = "gone"
            try context.save()

            var inserted: Note!
            let posted = notifications(ManagedObjectContext.didChangeObjectsNotification, from: context) {
                inserted = Note(context: context)
                inserted.text = "new"
                saved.text = "changed"
                saved.text = "changed twice"
                context.delete(gone)
                let transient = Note(context: context)
                context.delete(transient)  // inserted and deleted in one event: not reported
                context.processPendingChanges()
                context.processPendingChanges()  // nothing new: nothing posted
            }
            #expect(posted.count == 1)
            #expect(objects(posted.first, NSInsertedObjectsKey) == [inserted])
            #expect(objects(posted.first, NSUpdatedObjectsKey) == [saved])
            #expect(objects(posted.first, NSDeletedObjectsKey) == [gone])

            let next = notifications(ManagedObjectContext.didChangeObjectsNotification, from: context) {
                inserted.text = "new, changed in a later event"
                context.processPendingChanges()
            }
            #expect(objects(next.first, NSUpdatedObjectsKey) == [inserted], "an inserted object changed in a later event is updated")
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func saveNotificationsCarryTheSavedObjectsAndTheirPermanentIDs(_ kind: TestStoreKind) throws {
        let directory = TemporaryDirectory()
        let container = try kind.makeContainer(model: SeedModels.notebooks(), directory: directory)
        let context = container.newBackgroundContext()
        try context.performAndWait {
            let old = Note(context: context)
            old.text = "old"
            let gone = Note(context: context)
            try context.save()
            let new = Note(context: context)
            old.text = "changed"
            context.delete(gone)
            var order: [String] = []
            let log = NotificationLog()
            let observers = [
                ManagedObjectContext.willSaveObjectsNotification, ManagedObjectContext.didChangeObjectsNotification,
                ManagedObjectContext.didSaveObjectsNotification, ManagedObjectContext.didSaveObjectIDsNotification,
            ].map { name in
                NotificationCenter.default.addObserver(forName: name, object: context, queue: nil) { log.append($0) }
            }
            defer { observers.forEach(NotificationCenter.default.removeObserver) }
            try context.save()
            order = log.all.map(\.name.rawValue)
            #expect(
                order == [
                    "NSManagingContextWillSaveChangesNotification", "NSObjectsChangedInManagingContextNotification",
                    "NSManagingContextDidSaveChangesNotification", "NSManagedObjectContextDidSaveObjectIDsNotification",
                ])
            let didSave = log.all[2]
            #expect(objects(didSave, NSInsertedObjectsKey) == [new])
            #expect(objects(didSave, NSUpdatedObjectsKey) == [old])
            #expect(objects(didSave, NSDeletedObjectsKey) == [gone])
            let ids = log.all[3].userInfo?[NSInsertedObjectIDsKey] as? Set<ManagedObjectID>
            #expect(ids == [new.objectID] && !new.objectID.isTemporaryID, "permanent IDs")
            #expect(log.all[3].userInfo?[NSDeletedObjectIDsKey] as? Set<ManagedObjectID> == [gone.objectID])
            #expect(log.all[3].userInfo?[SaveSummary.userInfoKey] is SaveSummary)
        }
    }

    /// Core Data announces a save with nothing to save too (Kodeco's *Core Data by Tutorials* waits
    /// for the did-save of a context it saves unconditionally), with empty sets, and writes nothing.
    @Test func aSaveWithNothingToSaveIsAnnouncedWithEmptySets() throws {
        let directory = TemporaryDirectory()
        let container = try TestStoreKind.sqliteFile.makeContainer(model: SeedModels.notebooks(), directory: directory)
        let context = container.newBackgroundContext()
        try context.performAndWait {
            _ = Note(context: context)
            try context.save()
            let log = NotificationLog()
            let observers = [ManagedObjectContext.willSaveObjectsNotification, ManagedObjectContext.didSaveObjectsNotification].map { name in
                NotificationCenter.default.addObserver(forName: name, object: context, queue: nil) { log.append($0) }
            }
            defer { observers.forEach(NotificationCenter.default.removeObserver) }
            #expect(!context.hasChanges)
            try context.save()
            #expect(log.all.map(\.name) == [ManagedObjectContext.willSaveObjectsNotification, ManagedObjectContext.didSaveObjectsNotification])
            for key in [NSInsertedObjectsKey, NSUpdatedObjectsKey, NSDeletedObjectsKey] { #expect(objects(log.all[1], key).isEmpty) }
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func mergeChangesFromContextDidSaveRefreshesInsertsAndRemoves(_ kind: TestStoreKind) throws {
        let directory = TemporaryDirectory()
        let container = try kind.makeContainer(model: SeedModels.notebooks(), directory: directory)
        let writer = container.newBackgroundContext()
        let reader = container.newBackgroundContext()
        let (keptID, goneID) = try writer.performAndWait { () throws -> (ManagedObjectID, ManagedObjectID) in
            let kept = Note(context: writer)
            kept.text = "before"
            let gone = Note(context: writer)
            gone.text = "gone"
            try writer.save()
            return (kept.objectID, gone.objectID)
        }
        let (kept, gone) = try reader.performAndWait { (try reader.existingObject(with: keptID) as! Note, try reader.existingObject(with: goneID) as! Note) }
        let saves = try notifications(ManagedObjectContext.didSaveObjectsNotification, from: writer) {
            try writer.performAndWait {
                (try writer.existingObject(with: keptID) as! Note).text = "after"
                writer.delete(try writer.existingObject(with: goneID))
                Note(context: writer).text = "added"
                try writer.save()
            }
        }
        try reader.performAndWait {
            #expect(kept.text == "before", "nothing merged yet")
            let changed = notifications(ManagedObjectContext.didChangeObjectsNotification, from: reader) {
                reader.mergeChanges(fromContextDidSave: saves[0])
            }
            #expect(kept.text == "after")
            #expect(gone.managedObjectContext == nil)
            #expect(objects(changed.first, NSRefreshedObjectsKey) == [kept])
            #expect(objects(changed.first, NSDeletedObjectsKey) == [gone])
            let added = objects(changed.first, NSInsertedObjectsKey)
            #expect(added.count == 1 && (added.first as? Note)?.text == "added")
            let count = try reader.count(for: Note.fetchRequest())
            #expect(count == 2)
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func changesArriveAsAnAsyncSequence(_ kind: TestStoreKind) async throws {
        let directory = TemporaryDirectory()
        let container = try kind.makeContainer(model: SeedModels.notebooks(), directory: directory)
        let context = container.newBackgroundContext()
        var iterator = context.changes.makeAsyncIterator()
        let id = try await context.perform { () throws -> ManagedObjectID in
            let note = Note(context: context)
            note.text = "streamed"
            try context.save()
            return note.objectID
        }
        let first = await iterator.next()
        let second = await iterator.next()
        #expect(first?.kind == .objectsChanged && first?.inserted.count == 1)
        #expect(second == ContextChange(kind: .saved, inserted: [id]))
    }

    @Test(arguments: TestStoreKind.allCases)
    func userInfoIsAMutableDictionary(_ kind: TestStoreKind) throws {
        let directory = TemporaryDirectory()
        let container = try kind.makeContainer(model: SeedModels.notebooks(), directory: directory)
        let context = container.newBackgroundContext()
        context.userInfo["importBatch"] = 7
        #expect(context.userInfo["importBatch"] as? Int == 7)
    }
}

/// Notifications received, from any thread.
final class NotificationLog: Sendable {
    private let notes = TestLock<[Notification]>([])
    func append(_ note: Notification) { notes.withLock { $0.append(note) } }
    var all: [Notification] { notes.withLock { $0 } }
}
