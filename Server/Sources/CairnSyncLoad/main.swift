import Foundation

// cairn-sync-load: sync's speed and memory over HTTP against real `cairn-sync-server` processes on
// loopback (PostgreSQL when a URL is given, else a SQLite file). Bounded loops, loopback only.
//   swift build -c release --package-path Server
//   .build/release/cairn-sync-load [--postgres URL | --sqlite] [--clients 100] [--probes 200] [--idle 2000] [--live 10] [--quiet 20] [--only NAME]
do {
    let options = try LoadOptions(Array(CommandLine.arguments.dropFirst()))
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-sync-load-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var report = LoadReport()
    print("cairn-sync-load: \(options.setting), \(ProcessInfo.processInfo.activeProcessorCount) cores")
    if options.runs("catch-up") { try await CatchUpLoad.run(options, in: directory, report: &report) }
    if options.runs("pairs") { try await LatencyLoad.run(options, devicesPerUser: 2, in: directory, report: &report) }
    if options.runs("one-user") { try await LatencyLoad.run(options, devicesPerUser: options.clients, in: directory, report: &report) }
    if options.runs("idle") { try await IdleSessions.run(options, in: directory, report: &report) }
    if options.runs("idle-live") { try await IdleLiveLoad.run(options, in: directory, report: &report) }
    print("\n" + report.rows.joined(separator: "\n"))
} catch {
    FileHandle.standardError.write(Data("cairn-sync-load: \(error)\n".utf8))
    exit(1)
}
