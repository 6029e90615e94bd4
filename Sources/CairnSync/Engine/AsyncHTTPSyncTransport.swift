#if AsyncHTTPClient
    import AsyncHTTPClient
    import Foundation
    import NIOCore

    /// Reaches a `cairn-sync-server` over HTTP with AsyncHTTPClient (SwiftNIO), as
    /// ``HTTPSyncTransport`` does with `URLSession`: a `POST` of the message as JSON to `/v1/sync`
    /// with the token as a bearer token.
    ///
    /// A request waiting for its answer costs no processor time, so an idle live engine (its watch
    /// always open at the server) stays idle; Foundation's `URLSession` on Linux keeps a core busy
    /// instead. Available with the package's `AsyncHTTPClient` trait:
    ///
    /// ```swift
    /// .package(url: "https://github.com/…/Cairn", from: "0.2.0", traits: ["AsyncHTTPClient"])
    /// ```
    ///
    /// ```swift
    /// let transport = AsyncHTTPSyncTransport(server: URL(string: "https://sync.example.com")!, token: token)
    /// let engine = try SyncEngine(container: container, configuration: configuration, transport: transport)
    /// await engine.startLive()
    /// ```
    public struct AsyncHTTPSyncTransport: SyncTransport {
        /// The server, e.g. `http://127.0.0.1:8080`.
        public let server: URL
        private let token: String
        private let client: HTTPClient

        /// The largest answer read (the server's answers stay far below it).
        static let maximumAnswerBytes = 256 << 20

        /// The client transports send through unless given another: on the process's event loops,
        /// with room for 512 connections to one server. Each live engine keeps a connection busy
        /// with its watch, and AsyncHTTPClient's default of 8 a server would make the pushes of a
        /// process running more engines wait for the watches to end. It lives as long as the
        /// process and needs no shutdown.
        public static let sharedClient: HTTPClient = {
            var configuration = HTTPClient.Configuration()
            configuration.connectionPool = .init(idleTimeout: .seconds(60), concurrentHTTP1ConnectionsPerHostSoftLimit: 512)
            return HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
        }()

        /// A transport to `server` that authenticates with `token`, sending through `client`.
        public init(server: URL, token: String, client: HTTPClient = AsyncHTTPSyncTransport.sharedClient) {
            self.server = server
            self.token = token
            self.client = client
        }

        public func send(_ message: ClientMessage) async throws -> ServerMessage {
            var request = HTTPClientRequest(url: HTTPSyncAnswer.endpoint(server).absoluteString)
            request.method = .POST
            for header in HTTPSyncAnswer.headers(token: token) { request.headers.add(name: header.name, value: header.value) }
            request.body = .bytes(ByteBuffer(bytes: try JSONEncoder().encode(message)))
            let response = try await client.execute(request, timeout: Self.timeout(for: message))
            let body = try await response.body.collect(upTo: Self.maximumAnswerBytes)
            return try HTTPSyncAnswer.decode(Data(body.readableBytesView), status: Int(response.status.code), from: server)
        }

        /// A watch waits at the server for up to its wait: its deadline is half a minute after.
        static func timeout(for message: ClientMessage) -> TimeAmount {
            guard case .watch(_, _, _, _, let wait) = message else { return .seconds(120) }
            return .milliseconds(min(max(wait, 0), InProcessSyncServer.maximumWaitMilliseconds) + 30_000)
        }
    }
#endif
