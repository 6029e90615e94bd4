import Cairn
import CairnSync
import CairnTestSupport
import Foundation
import Synchronization
import Testing

/// Watches (long polls) answer as soon as the partition advances, and live engines bring a save
/// across without a timer.
@Suite struct LiveSyncTests {
    let directory = TemporaryDirectory()
    let user = TwoDevices.user
    let note = TwoDevices.note

    func replica(_ number: Int) -> SyncReplica { TwoDevices.replica(number) }

    @Test func aWatchWaitsForAPushAndAnswersWithIt() async throws {
        let server = InProcessSyncServer()
        await server.register(token: "t", user: user)
        var a = replica(1)
        let b = replica(2)
        let watch = Task { await server.handle(b.watchMessage(waitMilliseconds: 60_000), token: "t") }
        // The watch is waiting before A pushes.
        #expect(try await eventually { await server.watchCount == 1 })
        a.save([(note, .upsert(["title": .set(.string("now"))]))], wallMilliseconds: TwoDevices.start)
        let started = ContinuousClock.now
        a.receive(await server.handle(a.pushMessage!, token: "t"))
        guard case .changes(_, let transactions, _) = await watch.value else {
            Issue.record("expected changes")
            return
        }
        #expect(transactions.map(\.seq) == [1])
        #expect(ContinuousClock.now - started < .seconds(30), "answered by the push, not by its time running out")
    }

    @Test func aWatchWithNothingNewEndsWhenItsTimeRunsOutOrItIsCancelled() async throws {
        let server = InProcessSyncServer()
        await server.register(token: "t", user: user)
        let b = replica(2)
        let started = ContinuousClock.now
        let answer = await server.handle(b.watchMessage(waitMilliseconds: 200), token: "t")
        #expect(answer == .changes(partition: user, transactions: [], acknowledged: [:]))
        #expect(ContinuousClock.now - started >= .milliseconds(200))
        let cancelled = Task { await server.handle(b.watchMessage(waitMilliseconds: 60_000), token: "t") }
        #expect(try await eventually { await server.watchCount == 1 })
        cancelled.cancel()
        #expect(await cancelled.value == .changes(partition: user, transactions: [], acknowledged: [:]))
        #expect(await server.watchCount == 0)
    }

    @Test func aServerAboutToStopAnswersItsWatchesAtOnce() async throws {
        let server = InProcessSyncServer(journal: try SQLiteSyncJournal(url: directory.file("sync.sqlite")))
        await server.register(token: "t", user: user)
        let b = replica(2)
        let open = Task { await server.handle(b.watchMessage(waitMilliseconds: 60_000), token: "t") }
        #expect(try await eventually { await server.watchCount == 1 })
        await server.closeWatches()
        // Answered, not waiting for its time to run out (a minute).
        #expect(await server.watchCount == 0)
        #expect(await open.value == .changes(partition: user, transactions: [], acknowledged: [:]))
        // A watch that comes later is not kept either.
        let later = ContinuousClock.now
        #expect(await server.handle(b.watchMessage(waitMilliseconds: 60_000), token: "t") == .changes(partition: user, transactions: [], acknowledged: [:]))
        #expect(ContinuousClock.now - later < .seconds(50), "answered at once, not after its minute")
    }

    @Test func aWatchOnOneServerHearsOfAPushToAnotherOnTheSameJournal() async throws {
        let url = directory.file("sync.sqlite")
        let one = InProcessSyncServer(journal: try SQLiteSyncJournal(url: url))
        let two = InProcessSyncServer(journal: try SQLiteSyncJournal(url: url))
        await one.register(token: "t", user: user)
        await two.register(token: "t", user: user)
        var a = replica(1)
        let b = replica(2)
        let watch = Task { await two.handle(b.watchMessage(waitMilliseconds: 60_000), token: "t") }
        #expect(try await eventually { await two.watchCount == 1 })
        a.save([(note, .upsert(["title": .set(.string("elsewhere"))]))], wallMilliseconds: TwoDevices.start)
        a.receive(await one.handle(a.pushMessage!, token: "t"))
        guard case .changes(_, let transactions, _) = await watch.value else {
            Issue.record("expected changes")
            return
        }
        #expect(transactions.map(\.seq) == [1], "a SQLite journal cannot notify: the watch looks again every second")
    }

    @Test func liveEnginesBringASaveAcrossAsItIsMade() async throws {
        let server = InProcessSyncServer()
        await server.register(token: "token", user: SyncedNotes.user)
        let a = try SyncedNotes.Device(directory: directory, name: "A", server: server)
        let b = try SyncedNotes.Device(directory: directory, name: "B", server: server)
        // Watches of a minute: a save that arrives within 30 s was pushed because it was made.
        await a.engine.startLive(wait: .seconds(60))
        await b.engine.startLive(wait: .seconds(60))
        #expect(try await eventually { await server.watchCount == 2 })
        try await a.save { context in
            let note = SyncedNote(context: context)
            note.id = UUID()
            note.title = "live"
        }
        #expect(try await eventually(within: .seconds(30)) { try b.notes() == ["live": nil] })
        try await b.save { context in
            let note = try context.fetch(FetchRequest<SyncedNote>(entityName: "SyncedNote")).first
            note?.title = "edited on B"
        }
        #expect(try await eventually(within: .seconds(30)) { try a.notes() == ["edited on B": nil] })
        await a.engine.stop()
        await b.engine.stop()
        let errors = (await a.engine.lastError, await b.engine.lastError)
        #expect(errors.0 == nil && errors.1 == nil, "\(String(describing: errors))")
    }
}

/// The values merging overwrote reach the devices as conflict records, and only the user's own.
@Suite struct ConflictRecordsTests {
    let directory = TemporaryDirectory()

    @Test func aDeviceReadsTheValueItsConcurrentEditLost() async throws {
        let server = InProcessSyncServer()
        await server.register(token: "token", user: SyncedNotes.user)
        await server.register(token: "stranger", user: UUID())
        let a = try SyncedNotes.Device(directory: directory, name: "A", server: server)
        let b = try SyncedNotes.Device(directory: directory, name: "B", server: server)
        let id = UUID()
        try await a.save { context in
            let note = SyncedNote(context: context)
            note.id = id
            note.title = "T0"
        }
        try await a.engine.sync()
        try await b.engine.sync()
        #expect(try await a.engine.conflicts().isEmpty)
        // Offline, A edits the title, then B does: B's later edit wins, A's value is recorded.
        try await a.save { context in try context.fetch(FetchRequest<SyncedNote>(entityName: "SyncedNote")).first?.title = "by A" }
        try await Task.sleep(for: .milliseconds(5))
        try await b.save { context in try context.fetch(FetchRequest<SyncedNote>(entityName: "SyncedNote")).first?.title = "by B" }
        try await b.engine.sync()
        try await a.engine.sync()
        let records = try await a.engine.conflicts()
        #expect(records.count == 1)
        #expect(records.first?.key == ObjectKey(entity: "SyncedNote", id: id))
        #expect(records.first?.property == "title" && records.first?.losingValue == .string("by A"))
        #expect(records.first?.reason == .concurrentEdit)
        #expect(try await a.engine.conflicts(after: 1).isEmpty)
        let stranger = await server.handle(.conflicts(partition: SyncedNotes.user, after: 0), token: "stranger")
        guard case .error(.forbidden, _) = stranger else {
            Issue.record("another user read the conflicts: \(stranger)")
            return
        }
    }
}
