import CairnSync
import CairnSyncServer
import CairnTestSupport
import Foundation
import Testing

/// `cairn-sync-server` processes on one PostgreSQL database: stateless instances serving the
/// same devices, and the two-device offline conflict ending as each merge policy says.
@Suite(.enabled(if: TestPostgres.enabled)) struct PostgresServersTests {
    let directory = TemporaryDirectory()

    func server(for user: UUID, _ options: [String] = []) throws -> ServerProcess {
        try ServerProcess(arguments: ["--database-url", try TestPostgres.requireURL()] + options, token: "secret", user: user, logs: directory.url)
    }

    @Test func twoServersOnOneDatabaseServeTheSameDevicesWhileTheyPushAtOnce() async throws {
        let user = UUID()
        let one = try server(for: user)
        let two = try server(for: user)
        let a = try TestDevice("A", in: directory, server: one.url, user: user)
        let b = try TestDevice("B", in: directory, server: two.url, user: user)
        try await a.save(title: "A0")
        try await a.engine.sync()
        try await b.engine.sync()
        #expect(try b.titles() == ["A0"], "B's server serves what A's accepted")
        // Both push at once, each through its own server, round after round.
        for round in 1...8 {
            try await a.save(title: "A\(round)")
            try await b.save(title: "B\(round)")
            async let pushedA: Void = a.engine.sync()
            async let pushedB: Void = b.engine.sync()
            _ = try await (pushedA, pushedB)
        }
        try await a.engine.sync()
        try await b.engine.sync()
        let expected = (["A0"] + (1...8).flatMap { ["A\($0)", "B\($0)"] }).sorted()
        #expect(try a.titles() == expected)
        #expect(try b.titles() == expected)
        let pending = (await a.engine.pendingCount, await b.engine.pendingCount)
        #expect(pending == (0, 0))
        // One server dies; a device on the other still gets everything.
        one.kill()
        let c = try TestDevice("C", in: directory, server: two.url, user: user)
        try await c.engine.sync()
        #expect(try c.titles() == expected)
    }

    @Test func aServerThatCannotUseItsDatabaseStopsAtStartSayingWhy() throws {
        var url = try #require(URLComponents(string: try TestPostgres.requireURL()))
        url.password = "not-the-password"
        let error = #expect(throws: ServerProcessError.self) {
            try ServerProcess(arguments: ["--database-url", url.string ?? ""], token: "secret", user: UUID(), logs: directory.url)
        }
        #expect(error?.message.contains("password authentication failed") == true, "\(String(describing: error))")
        #expect(error?.message.contains("not-the-password") == false, "the password is not printed")
    }

    struct Expected: Sendable, CustomTestStringConvertible {
        let policy: SyncMergePolicy
        let title: String
        let body: String
        var testDescription: String { policy.rawValue }
    }

    /// The sync design's acceptance table (CairnSyncTests' TwoDeviceConflictTests has the same,
    /// with the conflicts recorded): A sets title TA then body BA, B then sets body BB, offline;
    /// A reconnects first.
    static let table: [Expected] = [
        Expected(policy: .latestEdit, title: "TA", body: "BB"),
        Expected(policy: .mergeByPropertyObjectTrump, title: "TA", body: "BB"),
        Expected(policy: .mergeByPropertyStoreTrump, title: "TA", body: "BA"),
        Expected(policy: .error, title: "TA", body: "BA"),
        Expected(policy: .overwrite, title: "T0", body: "BB"),
        Expected(policy: .rollback, title: "TA", body: "BA"),
    ]

    @Test(arguments: table)
    func theSameNoteEditedOfflineOnTwoDevicesEndsAsThePolicySays(_ expected: Expected) async throws {
        let user = UUID()
        let policies = ["ServedNote": expected.policy]
        let server = try server(for: user, ["--policy", "ServedNote=\(expected.policy.rawValue)"])
        let a = try TestDevice("A", in: directory, server: server.url, user: user, policies: policies)
        let b = try TestDevice("B", in: directory, server: server.url, user: user, policies: policies)
        let note = try await a.save(title: "T0", body: "B0")
        try await a.engine.sync()
        try await b.engine.sync()
        // Offline: each edit a few milliseconds after the one before, by the devices' clocks.
        try await a.edit(note, "title", "TA")
        try await Task.sleep(for: .milliseconds(5))
        try await a.edit(note, "body", "BA")
        try await Task.sleep(for: .milliseconds(5))
        try await b.edit(note, "body", "BB")
        for device in [a, b, a, b] { try await device.engine.sync() }
        #expect(try a.notes() == [[expected.title, expected.body]])
        #expect(try b.notes() == [[expected.title, expected.body]])
        server.kill()
    }
}

/// Live engines on two server processes: PostgreSQL tells each server of the other's transactions.
@Suite(.enabled(if: TestPostgres.enabled)) struct PostgresLiveTests {
    let directory = TemporaryDirectory()

    @Test func aSaveThroughOneServerReachesADeviceWatchingOnTheOtherAtOnce() async throws {
        let user = UUID()
        let one = try ServerProcess(arguments: ["--database-url", try TestPostgres.requireURL()], token: "secret", user: user, logs: directory.url)
        let two = try ServerProcess(arguments: ["--database-url", try TestPostgres.requireURL()], token: "secret", user: user, logs: directory.url)
        let a = try TestDevice("A", in: directory, server: one.url, user: user)
        let b = try TestDevice("B", in: directory, server: two.url, user: user)
        // Watches of a minute: arriving within 20 s means server two was told.
        await a.engine.startLive(wait: .seconds(55))
        await b.engine.startLive(wait: .seconds(55))
        try await Task.sleep(for: .milliseconds(300))
        let saved = ContinuousClock.now
        try await a.save(title: "told")
        var arrived = false
        while ContinuousClock.now - saved < .seconds(20) {
            if try b.titles() == ["told"] {
                arrived = true
                break
            }
            try await Task.sleep(for: .milliseconds(5))
        }
        #expect(arrived)
        await a.engine.stop()
        await b.engine.stop()
    }
}
