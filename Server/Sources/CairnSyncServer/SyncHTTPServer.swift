import CairnSync
import Foundation
import Hummingbird
import Logging
import ServiceLifecycle

/// The sync server over HTTP: `POST /v1/sync` takes a ``CairnSync/ClientMessage`` as JSON with
/// `Authorization: Bearer <token>` and answers the ``CairnSync/ServerMessage``; `GET /health`
/// answers `ok`.
public enum SyncHTTPServer {
    /// The largest request body accepted.
    public static let maximumRequestBytes = 16 << 20

    /// The routes, answering from `server`.
    public static func router(server: InProcessSyncServer) -> Router<BasicRequestContext> {
        let router = Router()
        router.get("health") { _, _ in "ok" }
        router.post("v1/sync") { request, context -> Response in
            guard let token = bearerToken(request) else {
                return answer(.error(.unauthorized, "no bearer token: send Authorization: Bearer <token>"), status: .unauthorized)
            }
            // A stranger learns nothing, not even whether the body would have been understood.
            guard await server.knows(token: token) else {
                return answer(.error(.unauthorized, "unknown or expired token: sign in again to get a new one"), status: .unauthorized)
            }
            let body: ByteBuffer
            do {
                body = try await request.body.collect(upTo: maximumRequestBytes)
            } catch {
                return answer(.error(.badRequest, "the request is larger than \(maximumRequestBytes) bytes: push in smaller batches"), status: .contentTooLarge)
            }
            let message: ClientMessage
            do {
                message = try JSONDecoder().decode(ClientMessage.self, from: Data(buffer: body))
            } catch {
                return answer(.error(.badRequest, "the request is not a sync message (\(error)): nothing was stored"), status: .badRequest)
            }
            let reply = await server.handle(message, token: token)
            if case .error(let code, _) = reply {
                let status: HTTPResponse.Status
                switch code {
                case .unauthorized: status = .unauthorized
                case .forbidden: status = .forbidden
                case .badRequest: status = .badRequest
                case .unavailable: status = .serviceUnavailable
                }
                return answer(reply, status: status)
            }
            return answer(reply, status: .ok)
        }
        return router
    }

    /// An application serving `server` on `host`:`port` (0: a free port, reported to
    /// `onRunning`).
    public static func application(
        server: InProcessSyncServer, host: String = "127.0.0.1", port: Int = 8080,
        onRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        Application(
            router: router(server: server),
            configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: "cairn-sync-server"),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? port) }
        )
    }

    /// Serves `server` on `host`:`port` until SIGTERM or SIGINT, then stops gracefully: open
    /// watches are answered at once, requests under way finish, and it returns.
    public static func run(
        server: InProcessSyncServer, host: String = "127.0.0.1", port: Int = 8080,
        onRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) async throws {
        let application = application(server: server, host: host, port: port, onRunning: onRunning)
        // Services stop in reverse order: the watches are answered before the HTTP server waits
        // for its requests.
        let group = ServiceGroup(
            configuration: ServiceGroupConfiguration(
                services: [
                    .init(service: application),
                    .init(service: WatchCloser(server: server), successTerminationBehavior: .gracefullyShutdownGroup),
                ],
                gracefulShutdownSignals: [.sigterm, .sigint],
                logger: application.logger))
        try await group.run()
    }

    private static func bearerToken(_ request: Request) -> String? {
        guard let header = request.headers[.authorization], header.hasPrefix("Bearer ") else { return nil }
        let token = header.dropFirst("Bearer ".count).trimmingCharacters(in: .whitespaces)
        return token.isEmpty ? nil : token
    }

    private static func answer(_ message: ServerMessage, status: HTTPResponse.Status) -> Response {
        // Encoding our own message types cannot fail.
        let data = (try? JSONEncoder().encode(message)) ?? Data()
        return Response(status: status, headers: [.contentType: "application/json"], body: ResponseBody(byteBuffer: ByteBuffer(data: data)))
    }
}
