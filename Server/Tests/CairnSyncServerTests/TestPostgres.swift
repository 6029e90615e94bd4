import CairnSync
import CairnSyncServer
import Foundation
import Testing

/// The PostgreSQL database the tests use: `CAIRN_SYNC_POSTGRES_URL`, which `.ci/run` sets after
/// starting PostgreSQL. Without it the PostgreSQL tests are skipped on a developer's machine and
/// fail on CI (`CAIRN_CI=1`), where a missing database is a broken setup.
enum TestPostgres {
    static let url = ProcessInfo.processInfo.environment["CAIRN_SYNC_POSTGRES_URL"]

    /// Whether the PostgreSQL tests run.
    static let enabled = url != nil || ProcessInfo.processInfo.environment["CAIRN_CI"] == "1"

    /// The database's URL, or a failure saying how to provide one.
    static func requireURL() throws -> String {
        guard let url else {
            throw ServerProcessError(
                message:
                    "CAIRN_SYNC_POSTGRES_URL is not set: .ci/run starts PostgreSQL and sets it; on your machine, export CAIRN_SYNC_POSTGRES_URL=postgres://USER:PASSWORD@127.0.0.1:5432/DATABASE"
            )
        }
        return url
    }

    /// Runs `body` with a journal on `url` whose connection pool runs meanwhile.
    static func withJournal<T: Sendable>(url: String, _ body: @Sendable (PostgresSyncJournal) async throws -> T) async throws -> T {
        let journal = try PostgresSyncJournal(url: url)
        return try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { await journal.run() }
            defer { group.cancelAll() }
            return try await body(journal)
        }
    }

    /// The URL of a new, empty database beside the test database (the test role may create
    /// databases), dropped first if a previous run left it.
    static func freshDatabase(named name: String) async throws -> String {
        let url = try requireURL()
        try await withJournal(url: url) { journal in
            _ = try await journal.client.query("DROP DATABASE IF EXISTS \(unescaped: name)")
            _ = try await journal.client.query("CREATE DATABASE \(unescaped: name)")
        }
        var components = try #require(URLComponents(string: url))
        components.path = "/" + name
        return try #require(components.string)
    }
}
