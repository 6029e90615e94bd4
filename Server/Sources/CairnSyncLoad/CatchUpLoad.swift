import CairnSync
import Foundation

/// A new device's first sync of many ~1 KB notes, a catch-up after some of them changed, and the
/// server's ingest of batched pushes, all over HTTP to a server process.
enum CatchUpLoad {
    /// A body of about 1,000 characters.
    static let body = String(repeating: "All work and no play makes a note a note. ", count: 24)

    static func run(_ options: LoadOptions, in directory: URL, report: inout LoadReport) async throws {
        let server = try LoadServer(options, in: directory)
        defer { server.process.kill() }
        let transport = options.transport.make(server: server.url, token: LoadServer.token)
        var seeder = SyncReplica(device: DeviceID(UUID()), partition: server.user)
        let keys = (0..<options.notes).map { _ in ObjectKey(entity: "LoadNote", id: UUID()) }
        var clock = Int64(Date().timeIntervalSince1970 * 1000)

        // Ingest: the notes pushed as transactions of 100 notes × 3 properties, 10 to a push.
        let ingestStart = ContinuousClock.now
        for batch in stride(from: 0, to: keys.count, by: 1_000) {
            for transaction in stride(from: batch, to: min(batch + 1_000, keys.count), by: 100) {
                let notes = keys[transaction..<min(transaction + 100, keys.count)]
                clock += 1
                seeder.save(
                    notes.enumerated().map { offset, key in
                        (
                            key,
                            .upsert([
                                "id": .set(.uuid(key.id)), "title": .set(.string("note \(transaction + offset)")), "body": .set(.string(body)),
                            ])
                        )
                    }, wallMilliseconds: clock)
            }
            try await exchange(seeder.pushMessage, into: &seeder, through: transport)
        }
        let ingest = ContinuousClock.now - ingestStart
        report.addRate(
            "server ingest over HTTP, batched (\(options.storageName))", count: keys.count * 3, unit: "property changes", in: ingest, goal: "≥ 3,000/s")

        let device = try LoadDevice("fresh", in: directory, server: server.url, user: server.user, transport: options.transport)
        let initial = ContinuousClock.now
        try await device.engine.sync()
        report.add("initial sync of \(keys.count) ~1 KB notes into an empty store over HTTP", [.now - initial], goal: "≤ 3 s")
        guard try device.count(titled: "note 0") == 1 else { throw LoadError("the initial sync did not bring note 0") }

        // Catch-up: `changed` notes retitled, then the device's next sync.
        for start in stride(from: 0, to: options.changed, by: 100) {
            clock += 1
            seeder.save(
                (start..<min(start + 100, options.changed)).map { (keys[$0], .upsert(["title": .set(.string("changed \($0)"))])) }, wallMilliseconds: clock)
        }
        try await exchange(seeder.pushMessage, into: &seeder, through: transport)
        let catchUp = ContinuousClock.now
        try await device.engine.sync()
        report.add("catch-up of \(options.changed) changed notes over HTTP", [.now - catchUp], goal: "≤ 0.5 s")
        guard try device.count(titled: "changed 0") == 1 else { throw LoadError("the catch-up did not bring the change of note 0") }
    }

    /// Pushes, then pulls (the confirmed state is what takes a transaction out of pending).
    private static func exchange(_ message: ClientMessage?, into replica: inout SyncReplica, through transport: any SyncTransport) async throws {
        guard let message else { return }
        for request in [message, replica.pullMessage] {
            let answer = try await transport.send(request)
            if case .error(let code, let reason) = answer { throw LoadError("the server refused a request (\(code)): \(reason)") }
            replica.receive(answer)
        }
        guard replica.pending.isEmpty else {
            throw LoadError("the server left \(replica.pending.count) transactions unaccepted: \(replica.lastRejection ?? "")")
        }
    }
}
