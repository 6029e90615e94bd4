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
        discussion: """
            Devices push and pull at POST /v1/sync with a bearer token. Every accepted transaction is stored before the answer leaves: in PostgreSQL with --database-url (or CAIRN_SYNC_DATABASE_URL), where any number of servers may share one database; otherwise in a SQLite file (default: sync.sqlite in the server's app-data directory). On SIGTERM or SIGINT it answers open watches, finishes the requests under way and exits.
            """
    )

    @Option(name: .long, help: "The SQLite file that keeps the server's data (created if needed).")
    var database: String?

    @Option(
        name: .long,
        help: "A PostgreSQL database that keeps the server's data, as postgres://USER:PASSWORD@HOST:PORT/DATABASE (default: $CAIRN_SYNC_DATABASE_URL).")
    var databaseURL: String?

    @Option(
        name: .long,
        help: "An entity's merge policy, as ENTITY=POLICY (repeatable; latestEdit when not named). Policies: \(Self.policyNames).")
    var policy: [String] = []

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

    static let policyNames = SyncMergePolicy.allCases.map(\.rawValue).joined(separator: ", ")

    func validate() throws {
        if database != nil && databaseURL != nil {
            throw ValidationError("--database (a SQLite file) and --database-url (PostgreSQL) name two storages: give one")
        }
        if inMemory && (database != nil || databaseURL != nil) {
            throw ValidationError("--in-memory keeps nothing: drop it, or drop --database/--database-url")
        }
    }

    /// The PostgreSQL URL: `--database-url`, else `CAIRN_SYNC_DATABASE_URL` unless another storage is named.
    var postgresURL: String? {
        databaseURL ?? (database == nil && !inMemory ? ProcessInfo.processInfo.environment["CAIRN_SYNC_DATABASE_URL"] : nil)
    }

    /// The `--policy` options, by entity.
    func policies() throws -> [String: SyncMergePolicy] {
        var policies: [String: SyncMergePolicy] = [:]
        for entry in policy {
            let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, let merge = SyncMergePolicy(rawValue: parts[1]) else {
                throw ValidationError(
                    "--policy '\(entry)' is not ENTITY=POLICY with POLICY one of \(Self.policyNames)")
            }
            policies[parts[0]] = merge
        }
        return policies
    }

    func run() async throws {
        let policies = try policies()
        let server: InProcessSyncServer
        var postgres: PostgresSyncJournal?
        if let url = postgresURL {
            let journal = try PostgresSyncJournal(url: url)
            postgres = journal
            server = InProcessSyncServer(policies: policies, journal: journal)
        } else if inMemory {
            server = InProcessSyncServer(policies: policies)
        } else {
            let url = try database.map { URL(fileURLWithPath: $0) } ?? Self.defaultDatabase()
            server = try InProcessSyncServer(policies: policies, journal: SQLiteSyncJournal(url: url))
            FileHandle.standardError.write(Data("cairn-sync-server: data in \(url.path)\n".utf8))
        }
        for entry in token {
            let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, let user = UUID(uuidString: parts[1]) else {
                throw ValidationError("--token '\(entry)' is not TOKEN=USER-UUID (for example secret=\(UUID().uuidString))")
            }
            await server.register(token: parts[0], user: user)
        }
        let host = host
        let port = port
        let serve = {
            try await SyncHTTPServer.run(server: server, host: host, port: port) { port in
                // Standard error is unbuffered: a script waiting for this line sees it at once.
                FileHandle.standardError.write(Data("cairn-sync-server: listening on http://\(host):\(port)\n".utf8))
            }
        }
        guard let postgres else { return try await serve() }
        // The pool runs beside the server; the server starts only once the database is usable.
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { await postgres.run() }
            try await postgres.prepare()
            FileHandle.standardError.write(Data("cairn-sync-server: data in PostgreSQL\n".utf8))
            try await serve()
            group.cancelAll()
        }
    }
}
