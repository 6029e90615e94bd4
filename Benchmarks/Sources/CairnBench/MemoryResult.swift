import Foundation

/// What one M1 child process reports: peak and starting resident memory, time, checksum.
struct MemoryResult: Sendable, Codable {
    var implementation: Implementation
    /// `VmHWM` at the end of the iteration, in MiB (the whole process: runtime, libraries, data).
    var peakMegabytes: Double
    /// `VmRSS` right before opening the database, in MiB.
    var startMegabytes: Double
    var seconds: Double
    var checksum: Int64
}

/// M1 in a child process per implementation, so each peak is measured from a fresh process.
enum MemoryChild {
    static let flag = "--memory-child"

    /// Runs in the child: iterates and prints one JSON `MemoryResult` line.
    static func runChild(_ arguments: [String]) throws {
        guard arguments.count == 3, let implementation = Implementation(rawValue: arguments[0]), let batch = Int(arguments[2]) else {
            throw BenchError("usage: \(flag) raw|grdb|cairn PATH BATCH")
        }
        let start = MemoryProbe.currentBytes
        let measurement = try measure { try implementation.makeSubject().iterate(at: arguments[1], batchSize: batch) }
        let result = MemoryResult(
            implementation: implementation, peakMegabytes: Double(MemoryProbe.peakBytes) / 1_048_576,
            startMegabytes: Double(start) / 1_048_576, seconds: measurement.seconds, checksum: measurement.checksum)
        FileHandle.standardOutput.write(try JSONEncoder().encode(result) + Data("\n".utf8))
    }

    /// Runs in the parent: starts this executable as a child and decodes its report.
    static func spawn(_ implementation: Implementation, path: String, batchSize: Int) throws -> MemoryResult {
        try spawn([flag, implementation.rawValue, path, String(batchSize)], name: "M1 child for \(implementation)")
    }

    /// Starts this executable with `arguments` and decodes the `MemoryResult` line it prints.
    static func spawn(_ arguments: [String], name: String) throws -> MemoryResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BenchError("\(name) exited with status \(process.terminationStatus)")
        }
        return try JSONDecoder().decode(MemoryResult.self, from: data)
    }
}
