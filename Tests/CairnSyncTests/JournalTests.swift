import CairnSync
import CairnTestSupport
import Foundation
import Synchronization
import Testing

/// A server with a journal loses nothing it acknowledged when it restarts, and acknowledges
/// nothing its storage did not keep.
@Suite struct JournalTests {
    let directory = TemporaryDirectory()
    let user = UUID(uuidString: "00000000-0000-0000-0000-0000000000AA")!
    let key = ObjectKey(entity: "Note", id: UUID(uuidString: "00000000-0000-0000-0000-00000000000E")!)

    func replica(_ number: Int) -> SyncReplica { TwoDevices.replica(number) }

    @Test func aRestartedServerServesWhatItAcknowledgedAndDevicesGoOn() async throws {
        let url = directory.file("sync.sqlite")
        var a = replica(1)
        var b = replica(2)
        do {
            let server = try InProcessSyncServer(journal: SQLiteSyncJournal(url: url))
            await server.register(token: "t", user: user)
            a.save([(key, .upsert(["title": .set(.string("before")), "count": .add(2)]))], wallMilliseconds: TwoDevices.start)
            a.receive(await server.handle(a.pushMessage!, token: "t"))
            a.receive(await server.handle(a.pullMessage, token: "t"))
            #expect(a.pending.isEmpty)
        }
        // A new process on the same file.
        let restarted = try InProcessSyncServer(journal: SQLiteSyncJournal(url: url))
        await restarted.register(token: "t", user: user)
        // The device's replayed push is a duplicate; its next one continues the numbering.
        let replay = LocalTransaction(deviceSeq: 1, stamp: SyncStamp(hlc: HLC(physical: 1, counter: 0), device: a.device), changes: [])
        #expect(
            await restarted.handle(.push(partition: user, device: a.device, transactions: [replay]), token: "t")
                == .pushResult(partition: user, results: [1: .duplicate(1)]))
        // The partition was read back from the file for that request.
        #expect(await restarted.state(of: user) == a.confirmed)
        a.save([(key, .upsert(["title": .set(.string("after")), "count": .add(3)]))], wallMilliseconds: TwoDevices.start + 1)
        a.receive(await restarted.handle(a.pushMessage!, token: "t"))
        b.receive(await restarted.handle(b.pullMessage, token: "t"))
        #expect(b.view.objects[key]?.values == ["title": .string("after"), "count": .int(5)])
        #expect(b.confirmed.seq == 2)
    }

    /// A journal whose next append fails.
    final class FailingOnce: SyncJournal {
        let stored = Mutex<[ServerJournalEntry]>([])
        let failNext = Mutex(true)

        func entries(in partition: UUID, after seq: Int64) -> [ServerJournalEntry] {
            stored.withLock { $0.filter { $0.partition == partition && $0.transaction.seq > seq } }
        }

        func append(_ entries: [ServerJournalEntry]) throws {
            let fail = failNext.withLock { next in
                defer { next = false }
                return next
            }
            if fail {
                throw SyncError("disk full")
            }
            stored.withLock { $0 += entries }
        }
    }

    @Test func aPushTheJournalCannotKeepIsRefusedAndNotApplied() async throws {
        let server = InProcessSyncServer(journal: FailingOnce())
        await server.register(token: "t", user: user)
        var device = replica(1)
        device.save([(key, .upsert(["title": .set(.string("kept?"))]))], wallMilliseconds: TwoDevices.start)
        let refused = await server.handle(device.pushMessage!, token: "t")
        guard case .error(.unavailable, let reason) = refused else {
            Issue.record("expected unavailable, got \(refused)")
            return
        }
        #expect(reason.contains("disk full") && reason.contains("nothing was stored"))
        #expect(await server.state(of: user).seq == 0)
        device.receive(refused)
        #expect(device.pending.count == 1, "the edit stays pending")
        let accepted = await server.handle(device.pushMessage!, token: "t")
        #expect(accepted == .pushResult(partition: user, results: [1: .applied(1)]))
    }
}
