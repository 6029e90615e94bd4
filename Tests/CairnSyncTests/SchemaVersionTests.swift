import Cairn
import CairnSync
import CairnTestSupport
import Foundation
import Testing

/// Devices on different versions of the model: an added property or entity is ignored by the
/// older model and left alone, a renamed one (with its renaming identifier) keeps syncing, and a
/// property whose type changed is a clear error on both sides.
@Suite struct SchemaVersionTests {
    let directory = TemporaryDirectory()

    /// The newer model: `title` renamed `heading` (renaming identifier "title"), `pinned` and a
    /// `Tag` entity added.
    static let newer: ManagedObjectModel = {
        let heading = AttributeDescription(name: "heading", type: .string)
        heading.renamingIdentifier = "title"
        return ManagedObjectModel {
            EntityDescription(name: "SyncedNote") {
                SyncedNotes.identity()
                heading
                AttributeDescription(name: "body", type: .string)
                AttributeDescription(name: "pinned", type: .boolean)
            }
            EntityDescription(name: "Tag") {
                SyncedNotes.identity()
                AttributeDescription(name: "label", type: .string)
            }
        }
    }()

    /// A model whose `title` is an integer.
    static let retyped = ManagedObjectModel {
        EntityDescription(name: "SyncedNote") {
            SyncedNotes.identity()
            AttributeDescription(name: "title", type: .integer64)
        }
    }

    func server() async -> InProcessSyncServer {
        let server = InProcessSyncServer()
        await server.register(token: "token", user: SyncedNotes.user)
        return server
    }

    func newerDevice(_ name: String, server: InProcessSyncServer) throws -> SyncedNotes.Device {
        try SyncedNotes.Device(directory: directory, name: name, server: server, model: Self.newer, entities: ["SyncedNote", "Tag"])
    }

    func values(on device: SyncedNotes.Device, _ keys: [String]) throws -> [[String: String]] {
        let context = device.container.viewContext
        return try context.performAndWait {
            try context.fetch(FetchRequest<ManagedObject>(entityName: "SyncedNote")).map { note in
                Dictionary(uniqueKeysWithValues: keys.map { ($0, note.value(forKey: $0).map { "\($0)" } ?? "nil") })
            }
        }
    }

    @Test func anOlderAndANewerModelKeepSyncingRenamedAndAddedProperties() async throws {
        let server = await server()
        let older = try SyncedNotes.Device(directory: directory, name: "older", server: server)
        let newer = try newerDevice("newer", server: server)
        try await older.save { context in
            let note = SyncedNote(context: context)
            note.id = UUID()
            note.title = "from the older model"
        }
        try await older.engine.sync()
        try await newer.engine.sync()
        #expect(try values(on: newer, ["heading", "pinned"]) == [["heading": "from the older model", "pinned": "nil"]])
        // The newer model edits the renamed property, sets the added one and adds a tag.
        try await newer.save { context in
            let note = try #require(try context.fetch(FetchRequest<ManagedObject>(entityName: "SyncedNote")).first)
            note.setValue("renamed and edited", forKey: "heading")
            note.setValue(true, forKey: "pinned")
            let tag = try SyncedNotes.insert("Tag", in: context)
            tag.setValue("new entity", forKey: "label")
        }
        try await newer.engine.sync()
        try await older.engine.sync()
        #expect(try older.notes() == ["renamed and edited": nil], "the rename arrives; the added property and entity are left out")
        // The older model edits again: the newer model's added property is kept.
        try await older.save { context in
            try context.fetch(FetchRequest<SyncedNote>(entityName: "SyncedNote")).first?.title = "older again"
        }
        try await older.engine.sync()
        try await newer.engine.sync()
        let after = try values(on: newer, ["heading", "pinned"])
        #expect(after.first?["heading"] == "older again" && after.first?["pinned"] == "1", "\(after)")
        #expect(await older.engine.pendingCount == 0)
    }

    @Test func aPropertyWhoseTypeChangedIsAClearErrorOnBothSides() async throws {
        let server = await server()
        let older = try SyncedNotes.Device(directory: directory, name: "older", server: server)
        try await older.save { context in
            let note = SyncedNote(context: context)
            note.id = UUID()
            note.title = "a string"
        }
        try await older.engine.sync()
        let device = try SyncedNotes.Device(directory: directory, name: "retyped", server: server, model: Self.retyped, entities: ["SyncedNote"])
        let (container, retyped) = (device.container, device.engine)
        // Receiving: the string cannot become an integer, and nothing is written as nil instead.
        let error = await #expect(throws: SyncError.self) { try await retyped.sync() }
        #expect(error?.message.contains("values of type string for SyncedNote.title") == true, "\(String(describing: error))")
        #expect(error?.message.contains("cannot change its type") == true)
        // Sending: the server refuses an integer where it holds strings; the device sets the
        // save aside and reports it.
        let context = container.newBackgroundContext()
        try await context.perform {
            let note = try SyncedNotes.insert("SyncedNote", in: context)
            note.setValue(Int64(7), forKey: "title")
            try context.save()
        }
        _ = try? await retyped.sync()
        #expect(await retyped.pendingCount == 0)
        #expect(await retyped.refusedTransactions.map(\.reason) == [await retyped.lastRejection])
        let rejection = await retyped.lastRejection
        #expect(
            rejection?.contains("gives SyncedNote.title a value of type integer, but the server holds values of type string") == true,
            "\(String(describing: rejection))")
    }
}
