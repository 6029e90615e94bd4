import Cairn
import CairnSync
import CairnSyncServer
import CairnTestSupport
import Foundation
import Hummingbird
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Two devices with SQLite stores sync through the HTTP server on a loopback port.
@Suite struct HTTPSyncTests {
    static let user = UUID(uuidString: "00000000-0000-0000-0000-0000000000AA")!
    let directory = TemporaryDirectory()

    /// Runs `body` with a server listening on a free loopback port.
    func withServer(_ body: @escaping @Sendable (URL) async throws -> Void) async throws {
        let sync = InProcessSyncServer()
        await sync.register(token: "secret", user: Self.user)
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        let application = SyncHTTPServer.application(server: sync, port: 0) { continuation.yield($0) }
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await application.runService() }
            var iterator = ports.makeAsyncIterator()
            let port = try #require(await iterator.next())
            try await body(URL(string: "http://127.0.0.1:\(port)")!)
            group.cancelAll()
        }
    }

    @Test func aSaveOnOneDeviceReachesTheOtherThroughTheServer() async throws {
        try await withServer { url in
            let a = try TestDevice("A", in: directory, server: url, user: Self.user)
            let b = try TestDevice("B", in: directory, server: url, user: Self.user)
            try await a.save(title: "over the wire")
            try await a.engine.sync()
            try await b.engine.sync()
            #expect(try b.titles() == ["over the wire"])
        }
    }

    @Test func liveDevicesOverAsyncHTTPClientBringASaveAcross() async throws {
        try await withServer { url in
            let a = try TestDevice("LA", in: directory, server: url, user: Self.user, overNIO: true)
            let b = try TestDevice("LB", in: directory, server: url, user: Self.user, overNIO: true)
            await a.engine.startLive(wait: .seconds(40))
            await b.engine.startLive(wait: .seconds(40))
            try await a.save(title: "live over NIO")
            // Well within the watch's 40 s: the save was pushed and the watch answered with it.
            let deadline = ContinuousClock.now + .seconds(20)
            while try b.titles() != ["live over NIO"], ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
            #expect(try b.titles() == ["live over NIO"])
            await a.engine.stop()
            await b.engine.stop()
            let errors = (await a.engine.lastError, await b.engine.lastError)
            #expect(errors.0 == nil && errors.1 == nil, "\(String(describing: errors))")
            let stranger = try TestDevice("LC", in: directory, server: url, user: Self.user, token: "stolen", overNIO: true)
            let error = await #expect(throws: SyncError.self) { try await stranger.engine.sync() }
            #expect(error?.message.contains("unauthorized") == true)
        }
    }

    @Test func aWrongTokenIsRefusedAndNamed() async throws {
        try await withServer { url in
            let device = try TestDevice("C", in: directory, server: url, user: Self.user, token: "stolen")
            let error = await #expect(throws: SyncError.self) { try await device.engine.sync() }
            #expect(error?.message.contains("unauthorized") == true)
        }
    }

    @Test func aMalformedRequestIsABadRequestWithNothingStored() async throws {
        try await withServer { url in
            var request = URLRequest(url: url.appendingPathComponent("v1/sync"))
            request.httpMethod = "POST"
            request.setValue("Bearer secret", forHTTPHeaderField: "Authorization")
            request.httpBody = Data("{\"push\": 42}".utf8)
            let (data, response) = try await URLSession.shared.data(for: request)
            #expect((response as? HTTPURLResponse)?.statusCode == 400)
            let answer = try JSONDecoder().decode(ServerMessage.self, from: data)
            guard case .error(.badRequest, let reason) = answer else {
                Issue.record("expected a bad request, got \(answer)")
                return
            }
            #expect(reason.contains("not a sync message"))
            request.setValue("Bearer stolen", forHTTPHeaderField: "Authorization")
            let (_, refused) = try await URLSession.shared.data(for: request)
            #expect((refused as? HTTPURLResponse)?.statusCode == 401, "a stranger's malformed request is refused as a stranger's")
        }
    }
}
