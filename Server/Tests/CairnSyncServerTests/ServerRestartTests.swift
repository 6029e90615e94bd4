import Cairn
import CairnSync
import CairnSyncServer
import CairnTestSupport
import Foundation
import Testing

/// The server as its own process: killed with SIGKILL after acknowledging a push, started again
/// on its file, it still has what it acknowledged.
@Suite struct ServerRestartTests {
    let directory = TemporaryDirectory()

    @Test func aKilledServerKeepsWhatItAcknowledged() async throws {
        let database = directory.file("server.sqlite")
        var server = try ServerProcess(database: database, token: "secret", user: HTTPSyncTests.user)
        let a = try TestDevice("A", in: directory, server: server.url, user: HTTPSyncTests.user)
        try await a.save(title: "survives")
        try await a.engine.sync()
        #expect(await a.engine.pendingCount == 0)
        server.kill()

        server = try ServerProcess(database: database, token: "secret", user: HTTPSyncTests.user)
        let b = try TestDevice("B", in: directory, server: server.url, user: HTTPSyncTests.user)
        try await b.engine.sync()
        #expect(try b.titles() == ["survives"])
        server.kill()
    }
}

/// A server told to stop (SIGTERM, as systemd, Docker and Kubernetes do) answers its devices'
/// open watches and exits promptly instead of waiting for their time to run out.
@Suite struct ServerStopTests {
    let directory = TemporaryDirectory()

    @Test func sigtermAnswersOpenWatchesAndExits() async throws {
        let server = try ServerProcess(database: directory.file("server.sqlite"), token: "secret", user: HTTPSyncTests.user)
        let transport = HTTPSyncTransport(server: server.url, token: "secret")
        let watch = ClientMessage.watch(partition: HTTPSyncTests.user, device: DeviceID(UUID()), cursor: 0, pending: [], waitMilliseconds: 50_000)
        let open = Task { try await transport.send(watch) }
        // Long enough for the watch to reach the server and wait there.
        try await Task.sleep(for: .seconds(1))
        let stopped = ContinuousClock.now
        server.process.terminate()
        let answer = try await open.value
        server.process.waitUntilExit()
        // Without the closer the server waits for the watch, 49 s more.
        #expect(ContinuousClock.now - stopped < .seconds(10))
        #expect(answer == .changes(partition: HTTPSyncTests.user, transactions: [], acknowledged: [:]))
        #expect(server.process.terminationReason == .exit && server.process.terminationStatus == 0)
    }
}
