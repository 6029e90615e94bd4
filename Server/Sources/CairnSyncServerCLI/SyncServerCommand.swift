import ArgumentParser
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
        discussion: "Devices push and pull at POST /v1/sync with a bearer token. This preview keeps partitions in memory: they are lost when the server stops."
    )

    @Option(name: .long, help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(name: .long, help: "The port to listen on (0: any free port, printed).")
    var port = 8080

    @Option(name: .long, help: "A token and the user it signs in, as TOKEN=USER-UUID (repeatable).")
    var token: [String] = []

    func run() async throws {
        let server = InProcessSyncServer()
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
