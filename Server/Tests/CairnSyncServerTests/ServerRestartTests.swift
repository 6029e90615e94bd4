import Cairn
import CairnSync
import CairnTestSupport
import Foundation
import Testing

/// The server as its own process: killed with SIGKILL after acknowledging a push, started again
/// on its file, it still has what it acknowledged.
@Suite struct ServerRestartTests {
    let directory = TemporaryDirectory()

    @Test func aKilledServerKeepsWhatItAcknowledged() async throws {
        let database = directory.file("server.sqlite")
        let helper = HTTPSyncTests()
        var server = try ServerProcess(database: database, token: "secret", user: HTTPSyncTests.user)
        let (a, engineA) = try helper.device("A", server: server.url)
        let context = a.newBackgroundContext()
        try await context.perform {
            let note = ServedNote(context: context)
            note.id = UUID()
            note.title = "survives"
            try context.save()
        }
        try await engineA.sync()
        #expect(await engineA.pendingCount == 0)
        server.kill()

        server = try ServerProcess(database: database, token: "secret", user: HTTPSyncTests.user)
        let (b, engineB) = try helper.device("B", server: server.url)
        try await engineB.sync()
        let titles = try b.viewContext.performAndWait {
            try b.viewContext.fetch(FetchRequest<ServedNote>(entityName: "ServedNote")).map(\.title)
        }
        #expect(titles == ["survives"])
        server.kill()
    }
}
