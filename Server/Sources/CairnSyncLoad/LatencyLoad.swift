import Foundation

/// Save on one device → merged into another's store, with every device live (a watch open at
/// the server). Devices come in groups, one user each: groups of two are many users' phones and
/// laptops on one server; one group of all is one user's many devices, where every save reaches
/// every other device.
enum LatencyLoad {
    static func run(_ options: LoadOptions, devicesPerUser: Int, in directory: URL, report: inout LoadReport) async throws {
        let count = max(options.clients, 2)
        let group = min(max(devicesPerUser, 2), count)
        let server = try LoadServer(options, in: directory, users: count / group)
        defer { server.process.kill() }
        var devices: [LoadDevice] = []
        for number in 0..<(count / group * group) {
            let user = number / group
            devices.append(
                try LoadDevice(
                    "live-\(group)-\(number)", in: directory, server: server.url, user: server.users[user], token: LoadServer.token(for: user),
                    transport: options.transport))
        }
        for device in devices { await device.engine.startLive() }
        try await Task.sleep(for: .seconds(1))
        var toOne: [Duration] = []
        var toAll: [Duration] = []
        for probe in 0..<options.probes {
            // The sender and receiver: two devices of one user, a different user each time.
            let first = probe % (devices.count / group) * group
            let sender = devices[first + probe / (devices.count / group) % group]
            let receiver = devices[first + (probe / (devices.count / group) + 1) % group]
            let title = "probe-\(probe)"
            let start = ContinuousClock.now
            try await sender.save(title: title)
            try await waitFor(title, on: receiver, since: start)
            toOne.append(.now - start)
            // The next probe starts once every device of the user has this one.
            for device in devices[first..<first + group] { try await waitFor(title, on: device, since: start) }
            toAll.append(.now - start)
        }
        for device in devices { await device.engine.stop() }
        let setting = "\(devices.count) live devices, \(devices.count / group) users of \(group) (\(options.setting))"
        report.add("save → merged on another device of the user, \(setting)", toOne, goal: "p50 ≤ 15 ms, p99 ≤ 75 ms")
        if group > 2 { report.add("save → merged on all \(group - 1) other devices of the user", toAll, goal: nil) }
    }

    private static func waitFor(_ title: String, on device: LoadDevice, since start: ContinuousClock.Instant) async throws {
        while try device.count(titled: title) == 0 {
            guard ContinuousClock.now - start < .seconds(30) else { throw LoadError("\(title) did not arrive within 30 s") }
            try await Task.sleep(for: .microseconds(200))
        }
    }
}
