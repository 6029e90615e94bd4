import CairnSync
import CairnTestSupport
import Foundation
import Synchronization
import Testing

/// Several servers on one journal (here two actors on one SQLite file, each with its own
/// connection, as two processes would be) serve the same devices: each sees what the other
/// accepted, and pushes that race for one partition are both kept, merged one after the other.
@Suite struct SharedJournalTests {
    let directory = TemporaryDirectory()
    let user = TwoDevices.user
    let note = TwoDevices.note

    func replica(_ number: Int) -> SyncReplica { TwoDevices.replica(number) }

    func server(on journal: any SyncJournal) async -> InProcessSyncServer {
        let server = InProcessSyncServer(journal: journal)
        await server.register(token: "t", user: user)
        return server
    }

    /// One push, then one pull, of a device through `server`.
    func sync(_ device: inout SyncReplica, through server: InProcessSyncServer) async {
        if let push = device.pushMessage { device.receive(await server.handle(push, token: "t")) }
        device.receive(await server.handle(device.pullMessage, token: "t"))
    }

    @Test func eachServerServesWhatTheOtherAccepted() async throws {
        let url = directory.file("sync.sqlite")
        let one = await server(on: try SQLiteSyncJournal(url: url))
        let two = await server(on: try SQLiteSyncJournal(url: url))
        var a = replica(1)
        var b = replica(2)
        a.save([(note, .upsert(["title": .set(.string("from A")), "count": .add(1)]))], wallMilliseconds: TwoDevices.start)
        await sync(&a, through: one)
        await sync(&b, through: two)
        #expect(b.view.objects[note]?.values == ["title": .string("from A"), "count": .int(1)])
        b.save([(note, .upsert(["title": .set(.string("from B")), "count": .add(2)]))], wallMilliseconds: TwoDevices.start + 10)
        await sync(&b, through: two)
        await sync(&a, through: one)
        #expect(a.view.objects[note]?.values == ["title": .string("from B"), "count": .int(3)])
        #expect(a.pending.isEmpty && b.pending.isEmpty)
        #expect(await one.state(of: user) == (await two.state(of: user)))
    }

    /// A journal that, once, reads nothing new: the server then merges a push as if another
    /// server had not stored a transaction yet, exactly as when two servers race.
    final class LaggingOnce: SyncJournal {
        let journal: any SyncJournal
        let lag = Mutex(true)
        let conflicts = Mutex(0)

        init(_ journal: any SyncJournal) { self.journal = journal }

        func entries(in partition: UUID, after seq: Int64) async throws -> [ServerJournalEntry] {
            let lagging = lag.withLock { lag in
                defer { lag = false }
                return lag
            }
            return lagging ? [] : try await journal.entries(in: partition, after: seq)
        }

        func append(_ entries: [ServerJournalEntry]) async throws {
            do {
                try await journal.append(entries)
            } catch let conflict as SyncJournalConflict {
                conflicts.withLock { $0 += 1 }
                throw conflict
            }
        }
    }

    @Test func aPushThatLostTheRaceIsMergedAgainOnTopOfTheWinner() async throws {
        let url = directory.file("sync.sqlite")
        let winner = await server(on: try SQLiteSyncJournal(url: url))
        let lagging = LaggingOnce(try SQLiteSyncJournal(url: url))
        let loser = await server(on: lagging)
        var a = replica(1)
        var b = replica(2)
        a.save([(note, .upsert(["title": .set(.string("A")), "count": .add(1)]))], wallMilliseconds: TwoDevices.start)
        b.save([(note, .upsert(["body": .set(.string("B")), "count": .add(10)]))], wallMilliseconds: TwoDevices.start + 5)
        a.receive(await winner.handle(a.pushMessage!, token: "t"))
        // The loser has not read A's transaction: it numbers B's 1 too, and the journal refuses.
        let answer = await loser.handle(b.pushMessage!, token: "t")
        #expect(answer == .pushResult(partition: user, results: [1: .applied(2)]))
        #expect(lagging.conflicts.withLock { $0 } == 1)
        await sync(&a, through: loser)
        await sync(&b, through: winner)
        let merged: [String: SyncValue] = ["title": .string("A"), "body": .string("B"), "count": .int(11)]
        #expect(a.view.objects[note]?.values == merged)
        #expect(b.view.objects[note]?.values == merged)
    }

    @Test func concurrentPushesThroughTwoServersAreAllKeptInOneOrder() async throws {
        let url = directory.file("sync.sqlite")
        let servers = [await server(on: try SQLiteSyncJournal(url: url)), await server(on: try SQLiteSyncJournal(url: url))]
        let devices = 4
        let saves = 15
        let user = self.user
        let note = self.note
        // Each device saves and syncs on its own task, alternating servers.
        let finals = await withTaskGroup(of: SyncReplica.self) { group in
            for number in 1...devices {
                var device = replica(number)
                group.addTask {
                    for save in 0..<saves {
                        device.save([(note, .upsert(["count": .add(1)]))], wallMilliseconds: TwoDevices.start + Int64(save))
                        let server = servers[(number + save) % 2]
                        if let push = device.pushMessage { device.receive(await server.handle(push, token: "t")) }
                    }
                    return device
                }
            }
            var finals: [SyncReplica] = []
            for await device in group { finals.append(device) }
            return finals
        }
        // Every push was accepted while they raced: nothing is left for a later push to mend.
        let state = await servers[1].handle(.pull(partition: user, device: finals[0].device, cursor: 0, pending: []), token: "t")
        guard case .changes(_, let transactions, _) = state else {
            Issue.record("expected changes, got \(state)")
            return
        }
        #expect(transactions.map(\.seq) == Array(1...Int64(devices * saves)), "one gapless order")
        for var device in finals {
            await sync(&device, through: servers[0])
            #expect(device.pending.isEmpty, "device \(device.device) still has \(device.pending.count) pending")
            #expect(device.view.objects[note]?.values["count"] == .int(Int64(devices * saves)))
        }
    }
}

/// A server with a journal keeps only the partitions used most recently in memory, and reads a
/// partition it let go back from the journal when it is asked for again.
@Suite struct PartitionCacheTests {
    let directory = TemporaryDirectory()

    @Test func theLeastRecentlyUsedPartitionsAreLetGoAndReadBackWhenNeeded() async throws {
        let server = InProcessSyncServer(journal: try SQLiteSyncJournal(url: directory.file("sync.sqlite")), maximumCachedPartitions: 2)
        let users = (0..<4).map { _ in UUID() }
        var replicas: [SyncReplica] = []
        for (number, user) in users.enumerated() {
            await server.register(token: "t\(number)", user: user)
            var replica = SyncReplica(device: DeviceID(UUID()), partition: user)
            replica.save([(TwoDevices.note, .upsert(["title": .set(.string("user \(number)"))]))], wallMilliseconds: TwoDevices.start)
            replica.receive(await server.handle(replica.pushMessage!, token: "t\(number)"))
            replicas.append(replica)
            #expect(await server.cachedPartitions <= 2)
        }
        #expect(await server.state(of: users[0]).seq == 0, "the first user's partition was let go")
        var fresh = SyncReplica(device: DeviceID(UUID()), partition: users[0])
        fresh.receive(await server.handle(fresh.pullMessage, token: "t0"))
        #expect(fresh.view.objects[TwoDevices.note]?.values["title"] == .string("user 0"), "read back from the journal")
    }
}
