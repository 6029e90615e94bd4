import CairnSync
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Many devices each holding a watch open against one server process with nothing to answer:
/// the server's resident memory with them, against before.
enum IdleSessions {
    static func run(_ options: LoadOptions, in directory: URL, report: inout LoadReport) async throws {
        let server = try LoadServer(options, in: directory)
        defer { server.process.kill() }
        // One request first, so that the figure before counts a server that has served.
        _ = try await HTTPSyncTransport(server: server.url, token: LoadServer.token, session: LoadDevice.session)
            .send(.pull(partition: server.user, device: DeviceID(UUID()), cursor: 0, pending: []))
        let before = server.process.residentBytes ?? 0
        let wait: Int64 = 20_000
        let (url, user) = (server.url, server.user)
        let started = ContinuousClock.now
        let answered = try await withThrowingTaskGroup(of: Bool.self) { group in
            for _ in 0..<options.idle {
                group.addTask {
                    let transport = HTTPSyncTransport(server: url, token: LoadServer.token, session: LoadDevice.session)
                    let answer = try await transport.send(.watch(partition: user, device: DeviceID(UUID()), cursor: 0, pending: [], waitMilliseconds: wait))
                    return answer == .changes(partition: user, transactions: [], acknowledged: [:])
                }
            }
            // Measured while every watch waits (they are answered after `wait`).
            try await Task.sleep(for: .seconds(10))
            let during = server.process.residentBytes ?? 0
            report.addMemory("\(options.idle) idle watches on one server process (\(options.storageName))", before: before, during: during, goal: "≤ 300 MB")
            var answered = 0
            for try await fine in group where fine { answered += 1 }
            return answered
        }
        guard answered == options.idle else { throw LoadError("only \(answered) of \(options.idle) idle watches were answered as expected") }
        guard ContinuousClock.now - started >= .milliseconds(wait) else { throw LoadError("the idle watches were answered before their time ran out") }
    }
}
