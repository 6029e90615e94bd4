import Cairn
import CairnSync
import CairnTestSupport
import Foundation
import Synchronization
import Testing

/// Started engines sync on their own, and back off while the server cannot be reached.
@Suite struct ScheduledSyncTests {
    let directory = TemporaryDirectory()

    /// A transport that fails while `down` is set, and notes when each attempt came.
    final class Flaky: SyncTransport {
        let server: any SyncTransport
        let down = Mutex(true)
        let attempts = Mutex<[ContinuousClock.Instant]>([])

        init(_ server: any SyncTransport) { self.server = server }

        func send(_ message: ClientMessage) async throws -> ServerMessage {
            attempts.withLock { $0.append(.now) }
            if down.withLock({ $0 }) { throw SyncError("the network is down") }
            return try await server.send(message)
        }
    }

    @Test func startedEnginesBringASaveAcrossWithoutBeingAsked() async throws {
        let server = InProcessSyncServer()
        await server.register(token: "token", user: SyncedNotes.user)
        let a = try SyncedNotes.Device(directory: directory, name: "A", server: server)
        let b = try SyncedNotes.Device(directory: directory, name: "B", server: server)
        await a.engine.start(every: .milliseconds(20))
        await b.engine.start(every: .milliseconds(20))
        try await a.save { context in
            let note = SyncedNote(context: context)
            note.id = UUID()
            note.title = "by itself"
        }
        #expect(try await eventually { try b.notes() == ["by itself": nil] })
        await a.engine.stop()
        await b.engine.stop()
    }

    @Test func anUnreachableServerIsRetriedWithBackoffAndTheEditArrivesOnceItIsBack() async throws {
        let server = InProcessSyncServer()
        await server.register(token: "token", user: SyncedNotes.user)
        let container = try SyncedNotes.container("F", in: directory)
        let flaky = Flaky(server.connection(token: "token"))
        let engine = try SyncEngine(container: container, configuration: SyncedNotes.configuration, transport: flaky)
        let context = container.newBackgroundContext()
        try await context.perform {
            let note = SyncedNote(context: context)
            note.id = UUID()
            note.title = "patient"
            try context.save()
        }
        await engine.start(every: .milliseconds(10), maximumBackoff: .milliseconds(80))
        #expect(try await eventually { flaky.attempts.withLock { $0.count } >= 5 })
        #expect(await engine.lastError != nil)
        // A failed round waits 20, 40, 80, then 80 ms (doubling from 10, capped at 80) before the
        // next attempt: the gaps between attempts are at least that, however slow the machine.
        let times = flaky.attempts.withLock { $0 }
        let gaps = zip(times, times.dropFirst()).map { $1 - $0 }
        let waits: [Duration] = [.milliseconds(20), .milliseconds(40), .milliseconds(80), .milliseconds(80)]
        for (gap, wait) in zip(gaps, waits) {
            #expect(gap >= wait, "gaps between attempts: \(gaps)")
        }
        flaky.down.withLock { $0 = false }
        #expect(try await eventually { await server.state(of: SyncedNotes.user).seq == 1 })
        #expect(try await eventually { await engine.lastError == nil })
        await engine.stop()
    }
}
