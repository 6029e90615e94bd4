import ArgumentParser
import Cairn
import CairnSync
import CairnSyncServer
import Foundation
import Hummingbird

/// `cairn-sync-server`: serves sync over HTTP.
@main
struct SyncServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cairn-sync-server",
        abstract: "Serve CairnSync over HTTP.",
        discussion:
            "Devices push and pull at POST /v1/sync with a bearer token. Every accepted transaction is stored in a SQLite file before the answer leaves (default: sync.sqlite in the server's app-data directory), and the server starts from it."
    )

    @Option(name: .long, help: "The SQLite file that keeps the server's data (created if needed).")
    var database: String?

    @Flag(name: .long, help: "Keep the data in memory only: it is lost when the server stops (for tests).")
    var inMemory = false

    @Option(name: .long, help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(name: .long, help: "The port to listen on (0: any free port, printed).")
    var port = 8080

    @Option(name: .long, help: "A token and the user it signs in, as TOKEN=USER-UUID (repeatable).")
    var token: [String] = []

    /// `sync.sqlite` in the server's app-data directory (`$XDG_DATA_HOME/cairn-sync-server`).
    static func defaultDatabase() throws -> URL {
        let directory = try PersistentContainer.defaultDirectoryURL(for: "cairn-sync-server")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory.appendingPathComponent("sync.sqlite")
    }

    func run() async throws {
        let server: InProcessSyncServer
        if inMemory {
            server = InProcessSyncServer()
        } else {
            let url = try database.map { URL(fileURLWithPath: $0) } ?? Self.defaultDatabase()
            server = try InProcessSyncServer(journal: SQLiteSyncJournal(url: url))
            FileHandle.standardError.write(Data("cairn-sync-server: data in \(url.path)\n".utf8))
        }
        for entry in token {
            let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, let user = UUID(uuidString: parts[1]) else {
                throw ValidationError("--token '\(entry)' is not TOKEN=USER-UUID (for example secret=\(UUID().uuidString))")
            }
            await server.register(token: parts[0], user: user)
        }
        let application = SyncHTTPServer.application(server: server, host: host, port: port) { port in
            // Standard error is unbuffered: a script waiting for this line sees it at once.
            FileHandle.standardError.write(Data("cairn-sync-server: listening on http://\(host):\(port)\n".utf8))
        }
        try await application.runService()
    }
}
