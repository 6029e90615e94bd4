import Crypto
import Foundation
import Testing

@testable import CairnFiles

/// `kill -9` of a process in the middle of durable writes never leaves a partial file.
///
/// The writer is this test binary itself, started again with an environment variable that
/// enables ``crashChildWriter()`` alone: it rewrites the target in a loop, and the parent kills
/// it with SIGKILL at a random moment, 100 times, checking the target after every kill.
@Suite struct DurableFileCrashTests {
    static let targetVariable = "CAIRN_CRASH_CHILD_TARGET"
    static let generationVariable = "CAIRN_CRASH_CHILD_GENERATION"

    /// A generation's content: the generation number, a filler of varying size, and a
    /// SHA-256 of both, so that any partial or mixed file is recognised.
    static func content(generation: Int) -> Data {
        var body = withUnsafeBytes(of: UInt64(generation).bigEndian) { Data($0) }
        body.append(Data(repeating: UInt8(truncatingIfNeeded: generation), count: 64 * 1024 + generation % 4096 * 16))
        return body + Data(SHA256.hash(data: body))
    }

    /// The generation a complete file holds, or `nil` for a partial or mixed one.
    static func generation(of data: Data) -> Int? {
        guard data.count > 40 else { return nil }
        let body = data.prefix(data.count - 32)
        guard Data(SHA256.hash(data: body)) == data.suffix(32) else { return nil }
        return Int(body.prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) })
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment[targetVariable] != nil, "runs only as the crash test's child"))
    func crashChildWriter() throws {
        let environment = ProcessInfo.processInfo.environment
        let target = URL(fileURLWithPath: environment[Self.targetVariable]!)
        var generation = Int(environment[Self.generationVariable]!)!
        while true {
            generation += 1
            try DurableFile.write(Self.content(generation: generation), to: target)
            if generation % 4 == 0 {
                // Tell the parent we are well into the loop.
                _ = FileManager.default.createFile(atPath: target.path + ".ready", contents: nil)
            }
        }
    }

    @Test func killedWriterLeavesOldOrNewContent() throws {
        let root = TestDirectory()
        let target = root.file("state.bin")
        let ready = root.file("state.bin.ready")
        try DurableFile.write(Self.content(generation: 0), to: target)
        var last = 0
        var killedMidWrite = 0
        var generator = SystemRandomNumberGenerator()
        for round in 0..<100 {
            let child = Process()
            child.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            child.arguments = ["--testing-library", "swift-testing", "--filter", "crashChildWriter"]
            child.environment = ProcessInfo.processInfo.environment.merging(
                [Self.targetVariable: target.path, Self.generationVariable: String(last)]) { $1 }
            child.standardOutput = FileHandle.nullDevice
            child.standardError = FileHandle.nullDevice
            try child.run()
            while !FileManager.default.fileExists(atPath: ready.path) && child.isRunning { usleep(200) }
            usleep(UInt32.random(in: 0..<20_000, using: &generator))  // a random moment, a few writes long
            kill(child.processIdentifier, SIGKILL)
            child.waitUntilExit()
            try #require(child.terminationReason == .uncaughtSignal, "round \(round): the writer ended by itself")
            let held = try #require(Self.generation(of: try Data(contentsOf: target)), "round \(round): partial or mixed file")
            #expect(held >= last, "round \(round): went back from generation \(last) to \(held)")
            last = held
            try FileManager.default.removeItem(at: ready)
            // A killed writer may leave its temporary file; it must never be the target.
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.contains(".cairn-") }
            if !leftovers.isEmpty { killedMidWrite += 1 }
            for name in leftovers { try FileManager.default.removeItem(at: root.file(name)) }
        }
        #expect(last > 0)
        // The test means something only if kills landed inside writes (they left a temporary file).
        #expect(killedMidWrite > 0)
        print("crash test: 100 kills, \(killedMidWrite) inside a write, last generation \(last)")
    }
}
