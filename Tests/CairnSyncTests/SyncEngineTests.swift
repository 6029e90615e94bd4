import Cairn
import CairnSync
import CairnTestSupport
import Foundation
import Testing

/// Two devices with real SQLite stores sync through a server: local saves go out from the
/// history, the server's transactions come back as saves of the engine's own.
@Suite struct SyncEngineTests {
    let directory = TemporaryDirectory()

    func server() async -> InProcessSyncServer {
        let server = InProcessSyncServer()
        await server.register(token: "token", user: SyncedNotes.user)
        return server
    }

    @Test func aNoteSavedOnOneDeviceArrivesOnTheOtherWithItsFolder() async throws {
        let server = await server()
        let a = try SyncedNotes.Device(directory: directory, name: "A", server: server)
        let b = try SyncedNotes.Device(directory: directory, name: "B", server: server)
        try await a.save { context in
            let folder = SyncedFolder(context: context)
            folder.id = UUID()
            folder.name = "Groceries"
            let note = SyncedNote(context: context)
            note.id = UUID()
            note.title = "milk"
            note.body = "2 litres"
            note.folder = folder
        }
        try await a.engine.sync()
        try await b.engine.sync()
        #expect(try b.notes() == ["milk": "2 litres"])
        let folderName = try b.container.viewContext.performAndWait {
            try b.container.viewContext.fetch(FetchRequest<SyncedNote>(entityName: "SyncedNote")).first?.folder?.name
        }
        #expect(folderName == "Groceries")
        #expect(await a.engine.pendingCount == 0)
        // The engine's own save on B is not sent back.
        try await b.engine.sync()
        #expect(await server.state(of: SyncedNotes.user).seq == 1)
    }

    @Test func offlineEditsOfOneNoteMergeByLatestEditOnBothDevices() async throws {
        let server = await server()
        let a = try SyncedNotes.Device(directory: directory, name: "A", server: server)
        let b = try SyncedNotes.Device(directory: directory, name: "B", server: server)
        let id = UUID()
        try await a.save { context in
            let note = SyncedNote(context: context)
            note.id = id
            note.title = "T0"
            note.body = "B0"
        }
        try await a.engine.sync()
        try await b.engine.sync()
        func edit(_ device: SyncedNotes.Device, _ change: @escaping @Sendable (SyncedNote) -> Void) async throws {
            try await device.save { context in
                let request = FetchRequest<SyncedNote>(entityName: "SyncedNote")
                change(try context.fetch(request)[0])
            }
        }
        try await edit(a) { $0.title = "TA" }
        try await edit(a) { $0.body = "BA" }
        try await Task.sleep(for: .milliseconds(5))
        try await edit(b) { $0.body = "BB" }
        try await a.engine.sync()
        try await b.engine.sync()
        try await a.engine.sync()
        #expect(try a.notes() == ["TA": "BB"])
        #expect(try b.notes() == ["TA": "BB"])
        let conflicts = await server.conflicts(in: SyncedNotes.user)
        #expect(conflicts.map(\.losingValue) == [.string("BA")])
    }

    @Test func aDeleteReachesTheOtherDeviceAndAnEngineStartedAgainSendsNothingTwice() async throws {
        let server = await server()
        let a = try SyncedNotes.Device(directory: directory, name: "A", server: server)
        let b = try SyncedNotes.Device(directory: directory, name: "B", server: server)
        try await a.save { context in
            let note = SyncedNote(context: context)
            note.id = UUID()
            note.title = "doomed"
        }
        try await a.engine.sync()
        try await b.engine.sync()
        try await b.save { context in
            for note in try context.fetch(FetchRequest<SyncedNote>(entityName: "SyncedNote")) { context.delete(note) }
        }
        // B's engine is started again (a relaunch): it keeps its pending delete and its cursor.
        let relaunched = try SyncEngine(container: b.container, configuration: SyncedNotes.configuration, transport: server.connection(token: "token"))
        try await relaunched.sync()
        try await relaunched.sync()
        try await a.engine.sync()
        #expect(try a.notes().isEmpty)
        #expect(try b.notes().isEmpty)
        #expect(await server.state(of: SyncedNotes.user).seq == 2)
        #expect(await relaunched.device == b.engine.device)
    }

    @Test func anEntityThatCannotSyncIsAClearError() throws {
        let model = ManagedObjectModel {
            EntityDescription(name: "Plain") { AttributeDescription(name: "title", type: .string) }
        }
        let container = try SyncedNotes.container("Plain", in: directory, model: model)
        let configuration = SyncConfiguration(partition: SyncedNotes.user, entities: ["Plain"])
        let error = #expect(throws: SyncError.self) {
            try SyncEngine(container: container, configuration: configuration, transport: InProcessSyncServer().connection(token: "t"))
        }
        #expect(error?.message.contains("Plain cannot sync: it needs a non-optional UUID attribute 'id'") == true)
    }
}

/// The server answers a catch-up a page at a time, and a device's `sync()` pulls every page.
@Suite struct PagedCatchUpTests {
    let directory = TemporaryDirectory()

    @Test func aSyncPullsEveryPageOfALongCatchUp() async throws {
        var limits = SyncServerCore.Limits()
        limits.maximumEffectsPerAnswer = 3
        let server = InProcessSyncServer(limits: limits)
        await server.register(token: "token", user: SyncedNotes.user)
        let a = try SyncedNotes.Device(directory: directory, name: "A", server: server)
        let b = try SyncedNotes.Device(directory: directory, name: "B", server: server)
        for number in 0..<10 {
            try await a.save { context in
                let note = SyncedNote(context: context)
                note.id = UUID()
                note.title = "note \(number)"
            }
            // One transaction a save.
            try await a.engine.sync()
        }
        let page = await server.handle(.pull(partition: SyncedNotes.user, device: DeviceID(UUID()), cursor: 0, pending: []), token: "token")
        guard case .changes(_, let transactions, _) = page else {
            Issue.record("expected changes, got \(page)")
            return
        }
        #expect(transactions.map(\.seq) == [1, 2, 3], "a page holds whole transactions up to the limit")
        try await b.engine.sync()
        #expect(try b.notes().count == 10)
    }
}
