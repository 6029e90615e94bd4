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
