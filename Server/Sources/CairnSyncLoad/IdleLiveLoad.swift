import Foundation

/// Live devices with nothing to sync: each holds a watch open at the server and waits. What they
/// cost is processor time, in the devices' process (the load tool) and in the server, over a
/// quiet stretch.
enum IdleLiveLoad {
    static func run(_ options: LoadOptions, in directory: URL, report: inout LoadReport) async throws {
        let server = try LoadServer(options, in: directory)
        defer { server.process.kill() }
        var devices: [LoadDevice] = []
        for number in 0..<options.live {
            devices.append(try LoadDevice("idle-\(number)", in: directory, server: server.url, user: server.user, transport: options.transport))
        }
        for device in devices { await device.engine.startLive() }
        // Past the first push and watch of each device.
        try await Task.sleep(for: .seconds(2))
        let quiet = Duration.seconds(options.quietSeconds)
        let (devicesBefore, serverBefore) = (processorSeconds(), server.process.cpuSeconds ?? 0)
        let started = ContinuousClock.now
        try await Task.sleep(for: quiet)
        let elapsed = ContinuousClock.now - started
        let (devicesAfter, serverAfter) = (processorSeconds(), server.process.cpuSeconds ?? 0)
        for device in devices { await device.engine.stop() }
        let setting = "\(devices.count) idle live devices, \(options.quietSeconds) s (\(options.setting))"
        report.addCPU("\(setting): the devices' process", seconds: devicesAfter - devicesBefore, over: elapsed, goal: "< 1 % of a core per device")
        report.addCPU("\(setting): the server", seconds: serverAfter - serverBefore, over: elapsed, goal: "")
    }

    /// The processor time this process has used, user and system, in seconds.
    private static func processorSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
