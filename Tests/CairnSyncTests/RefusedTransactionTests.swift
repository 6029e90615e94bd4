import Cairn
import CairnSync
import CairnTestSupport
import Foundation
import Testing

/// No poison transaction: a save the server refuses is set aside and reported while later saves
/// still sync; long offline queues go in pages and large saves in parts, under the server's limits.
@Suite struct RefusedTransactionTests {
    let directory = TemporaryDirectory()

    static var limits: SyncServerCore.Limits {
        var limits = SyncServerCore.Limits()
        limits.maximumValueBytes = 100
        limits.maximumTransactionsPerPush = 3
        limits.maximumChangesPerTransaction = 4
        return limits
    }

    func devices() async throws -> (SyncedNotes.Device, SyncedNotes.Device, InProcessSyncServer) {
        let server = InProcessSyncServer(limits: Self.limits)
        await server.register(token: "token", user: SyncedNotes.user)
        var configuration = SyncedNotes.configuration
        configuration.limits = Self.limits
        let devices = try ["A", "B"].map { name in
            let container = try SyncedNotes.container(name, in: directory)
            return SyncedNotes.Device(
                container: container, engine: try SyncEngine(container: container, configuration: configuration, transport: server.connection(token: "token")))
        }
        return (devices[0], devices[1], server)
    }

    static func note(_ title: String, body: String? = nil) -> @Sendable (ManagedObjectContext) throws -> Void {
        { context in
            let note = try SyncedNotes.insert("SyncedNote", in: context)
            note.setValue(title, forKey: "title")
            note.setValue(body, forKey: "body")
        }
    }

    @Test func aRefusedSaveIsSetAsideAndReportedAndLaterSavesStillSync() async throws {
        let (a, b, _) = try await devices()
        try await a.save(Self.note("large", body: String(repeating: "x", count: 200)))
        try await a.save(Self.note("after"))
        try await a.engine.sync()
        let refused = await a.engine.refusedTransactions
        #expect(refused.count == 1)
        #expect(refused.first?.reason.contains("200 bytes, more than 100") == true, "\(refused)")
        #expect(await a.engine.pendingCount == 0)
        // The app fixes the cause and saves again; it syncs like any save.
        try await a.save(Self.note("large", body: "short"))
        try await a.engine.sync()
        try await b.engine.sync()
        #expect(try b.notes() == ["after": nil, "large": "short"])
        #expect(try a.notes() == b.notes(), "the refused edit left A's store too")
        try await a.engine.removeRefusedTransactions()
        #expect(await a.engine.refusedTransactions.isEmpty)
    }

    @Test func aLongOfflineQueueGoesInPagesAndALargeSaveInParts() async throws {
        let (a, b, server) = try await devices()
        for number in 0..<10 { try await a.save(Self.note("note \(number)")) }
        // One save of ten notes: more objects than one transaction may change.
        try await a.save { context in
            for number in 10..<20 { try Self.note("note \(number)")(context) }
        }
        try await a.engine.sync()
        #expect(await a.engine.pendingCount == 0)
        #expect(await a.engine.refusedTransactions.isEmpty)
        #expect(await server.state(of: SyncedNotes.user).seq == 13, "10 saves and the large one in 3 parts")
        try await b.engine.sync()
        #expect(try b.notes().count == 20)
    }
}
