import Foundation

/// Save on one device → merged into another's store, with every device live (a watch open at
/// the server): each save reaches all the others, as for one user's many devices.
enum LatencyLoad {
    static func run(_ options: LoadOptions, in directory: URL, report: inout LoadReport) async throws {
        let server = try LoadServer(options, in: directory)
        defer { server.process.kill() }
        let count = max(options.clients, 2)
        var devices: [LoadDevice] = []
        for number in 0..<count {
            devices.append(try LoadDevice("live-\(number)", in: directory, server: server.url, user: server.user))
        }
        for device in devices { await device.engine.startLive() }
        try await Task.sleep(for: .seconds(1))
        var toOne: [Duration] = []
        var toAll: [Duration] = []
        for probe in 0..<options.probes {
            let sender = devices[probe % count]
            let receiver = devices[(probe + count / 2) % count]
            let title = "probe-\(probe)"
            let start = ContinuousClock.now
            try await sender.save(title: title)
            try await waitFor(title, on: receiver, since: start)
            toOne.append(.now - start)
            // The next probe starts once every device has this one.
            for device in devices { try await waitFor(title, on: device, since: start) }
            toAll.append(.now - start)
        }
        for device in devices { await device.engine.stop() }
        report.add("save → merged on another device, \(count) live devices (\(options.storageName))", toOne, goal: "p50 ≤ 15 ms, p99 ≤ 75 ms")
        report.add("save → merged on all \(count - 1) other devices", toAll, goal: nil)
    }

    private static func waitFor(_ title: String, on device: LoadDevice, since start: ContinuousClock.Instant) async throws {
        while try device.count(titled: title) == 0 {
            guard ContinuousClock.now - start < .seconds(30) else { throw LoadError("\(title) did not arrive within 30 s") }
            try await Task.sleep(for: .microseconds(200))
        }
    }
}
