import Cairn
import CairnSync
import CairnTestSupport
import Foundation
import Testing

/// The merge rules of docs/Sync.md, two devices at a time: a folder deleted on one device while
/// another puts a note in it takes the note everywhere (its cascade rule), a note moved out first
/// stays, and values arrive bit for bit.
@Suite struct DeleteRuleSyncTests {
    let directory = TemporaryDirectory()

    func devices() async throws -> (ConvergenceDevice, ConvergenceDevice) {
        let server = InProcessSyncServer()
        await server.register(token: "token", user: SyncedNotes.user)
        let ids = (1...2).map { DeviceID(UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", $0))!) }
        return (
            try ConvergenceDevice(name: "A", id: ids[0], directory: directory, server: server),
            try ConvergenceDevice(name: "B", id: ids[1], directory: directory, server: server)
        )
    }

    static func save(_ device: ConvergenceDevice, _ edit: @escaping @Sendable (ManagedObjectContext) throws -> Void) async throws {
        let context = device.container.newBackgroundContext()
        try await context.perform {
            try edit(context)
            try context.save()
        }
    }

    static func object(_ entity: String, _ id: UUID, in context: ManagedObjectContext) throws -> ManagedObject {
        let request = FetchRequest<ManagedObject>(entityName: entity)
        request.predicate = FetchPredicate(format: "id == %@", id)
        return try #require(try context.fetch(request).first)
    }

    static func insert(_ entity: String, _ id: UUID, in context: ManagedObjectContext) throws -> ManagedObject {
        let object = ManagedObject(entity: try #require(context.model.entitiesByName[entity]), insertInto: context)
        object.setValue(id, forKey: "id")
        return object
    }

    /// Syncs the devices in `order`, expects the first two to hold the same objects, and returns
    /// them.
    static func contentsOnBothAfterSyncing(_ order: [ConvergenceDevice]) async throws -> [String: String] {
        for device in order { try await device.engine.sync() }
        let (first, second) = (try await order[0].contents(), try await order[1].contents())
        #expect(first == second)
        return first
    }

    @Test func aNoteAddedToAFolderDeletedMeanwhileGoesEverywhereAndOneMovedOutStays() async throws {
        let (a, b) = try await devices()
        let (folder, other, kept, moved, added) = (UUID(), UUID(), UUID(), UUID(), UUID())
        try await Self.save(a) { context in
            let inbox = try Self.insert("Folder", folder, in: context)
            _ = try Self.insert("Folder", other, in: context)
            for id in [kept, moved] { try Self.insert("Note", id, in: context).setValue(inbox, forKey: "folder") }
        }
        try await a.engine.sync()
        try await b.engine.sync()
        // Offline: A deletes the folder (its store's cascade deletes both notes); B adds a note
        // to it and moves one of its notes to the other folder.
        try await Self.save(a) { context in context.delete(try Self.object("Folder", folder, in: context)) }
        try await Self.save(b) { context in
            try Self.insert("Note", added, in: context).setValue(try Self.object("Folder", folder, in: context), forKey: "folder")
            try Self.object("Note", moved, in: context).setValue(try Self.object("Folder", other, in: context), forKey: "folder")
        }
        let onA = try await Self.contentsOnBothAfterSyncing([b, a, b])
        #expect(onA["Note/\(added.uuidString)"] == nil, "the note added to the deleted folder goes by its cascade rule")
        #expect(onA["Note/\(kept.uuidString)"] == nil)
        #expect(onA["Folder/\(folder.uuidString)"] == nil)
        // B's move reached the server before A's delete, which then deleted the note A held.
        #expect(onA["Note/\(moved.uuidString)"] == nil)
    }

    @Test func aNoteMovedOutOfAFolderBeforeItsDeleteArrivesStays() async throws {
        let (a, b) = try await devices()
        let (folder, other, moved, added) = (UUID(), UUID(), UUID(), UUID())
        try await Self.save(a) { context in
            _ = try Self.insert("Folder", folder, in: context)
            _ = try Self.insert("Folder", other, in: context)
        }
        try await a.engine.sync()
        try await b.engine.sync()
        // B adds a note to the folder; A, which never saw it, deletes the folder; then B moves
        // the note out before A's delete reaches it.
        try await Self.save(b) { context in
            try Self.insert("Note", added, in: context).setValue(try Self.object("Folder", folder, in: context), forKey: "folder")
            try Self.insert("Note", moved, in: context).setValue(try Self.object("Folder", folder, in: context), forKey: "folder")
        }
        try await b.engine.sync()
        try await Self.save(a) { context in
            // A has not pulled: its store has the folder without B's notes.
            context.delete(try Self.object("Folder", folder, in: context))
        }
        try await Self.save(b) { context in
            try Self.object("Note", moved, in: context).setValue(try Self.object("Folder", other, in: context), forKey: "folder")
        }
        let onA = try await Self.contentsOnBothAfterSyncing([a, b, a])
        #expect(onA["Note/\(added.uuidString)"] == nil, "a note left in the deleted folder goes with it on every device")
        #expect(onA["Note/\(moved.uuidString)"]?.contains("folder=[\(other.uuidString)]") == true, "a note moved out stays")
    }

    @Test func valuesArriveBitForBit() async throws {
        let (a, b) = try await devices()
        let ids = (0..<5).map { _ in UUID() }
        let scores: [Double] = [.nan, .infinity, -.infinity, -0.0, .leastNonzeroMagnitude]
        let date = Date(timeIntervalSinceReferenceDate: 786_123_456.123_456_789)
        try await Self.save(a) { context in
            for (id, score) in zip(ids, scores) {
                let note = try Self.insert("Note", id, in: context)
                note.setValue(score, forKey: "score")
                note.setValue(date, forKey: "created")
                note.setValue(NoteMeta(words: ["ünï", "日本"], rating: -3), forKey: "meta")
            }
        }
        try await a.engine.sync()
        try await b.engine.sync()
        let (onA, onB) = (try await a.contents(), try await b.contents())
        #expect(onA == onB)
        #expect(onB.count == 5)
        for (key, value) in onB {
            #expect(value.contains("meta=NoteMeta:"), "\(key): \(value)")
            #expect(value.contains("created=date:\(String(date.timeIntervalSinceReferenceDate.bitPattern, radix: 16))"), "\(key): \(value)")
        }
        #expect(await b.engine.pendingCount == 0)
        #expect(await a.engine.pendingCount == 0)
    }
}
