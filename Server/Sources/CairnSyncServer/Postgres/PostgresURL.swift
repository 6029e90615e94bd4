import CairnSync
import Foundation
import Logging
import NIOSSL
import PostgresNIO

/// A PostgreSQL connection URL, read: `postgres://USER:PASSWORD@HOST:PORT/DATABASE?sslmode=MODE`
/// (`postgresql://` too; port 5432 when omitted; sslmode `disable`, the default, or `require`).
struct PostgresURL {
    let host: String
    let port: Int
    let user: String
    let password: String?
    let database: String
    let requiresTLS: Bool
    /// The URL without its password, for messages.
    let redacted: String

    /// Reads `url`.
    ///
    /// - Throws: ``CairnSync/SyncError`` naming what the URL lacks.
    init(_ url: String) throws {
        guard let components = URLComponents(string: url), let scheme = components.scheme, ["postgres", "postgresql"].contains(scheme) else {
            throw SyncError("'\(url)' is not a PostgreSQL URL: write postgres://USER:PASSWORD@HOST:PORT/DATABASE")
        }
        var shown = components
        if shown.password != nil { shown.password = "***" }
        redacted = shown.string ?? "?"
        guard let host = components.host, !host.isEmpty else { throw SyncError("the PostgreSQL URL '\(redacted)' names no host") }
        guard let user = components.user, !user.isEmpty else { throw SyncError("the PostgreSQL URL '\(redacted)' names no user") }
        let database = components.path.hasPrefix("/") ? String(components.path.dropFirst()) : components.path
        guard !database.isEmpty else { throw SyncError("the PostgreSQL URL '\(redacted)' names no database (…/DATABASE)") }
        switch components.queryItems?.first(where: { $0.name == "sslmode" })?.value ?? "disable" {
        case "disable": requiresTLS = false
        case "require": requiresTLS = true
        case let mode: throw SyncError("sslmode=\(mode) in the PostgreSQL URL is not supported: use sslmode=disable or sslmode=require")
        }
        (self.host, port, self.user, password, self.database) = (host, components.port ?? 5432, user, components.password, database)
    }

    /// The connection pool's configuration.
    var clientConfiguration: PostgresClient.Configuration {
        PostgresClient.Configuration(
            host: host, port: port, username: user, password: password, database: database, tls: requiresTLS ? .require(.makeClientConfiguration()) : .disable)
    }

    /// Connects once, outside the pool, so that a wrong password or a missing database is reported
    /// in PostgreSQL's words (the pool reports only that it could not connect).
    func check(logger: Logger) async throws {
        let tls: PostgresConnection.Configuration.TLS = requiresTLS ? .require(try NIOSSLContext(configuration: .makeClientConfiguration())) : .disable
        let configuration = PostgresConnection.Configuration(host: host, port: port, username: user, password: password, database: database, tls: tls)
        do {
            let connection = try await PostgresConnection.connect(configuration: configuration, id: 0, logger: logger)
            try await connection.close()
        } catch {
            throw SyncError("cannot connect to PostgreSQL at \(redacted): \(Self.describe(error))")
        }
    }

    /// What went wrong, in PostgreSQL's words: PostgresNIO hides them from `description`.
    static func describe(_ error: any Error) -> String {
        if let transaction = error as? PostgresTransactionError,
            let inner = transaction.closureError ?? transaction.beginError ?? transaction.commitError ?? transaction.rollbackError
        {
            return describe(inner)
        }
        if let error = error as? PSQLError {
            if let message = error.serverInfo?[.message] { return message }
            if let underlying = error.underlying { return "\(underlying)" }
            return "\(error.code)"
        }
        return "\(error)"
    }
}
