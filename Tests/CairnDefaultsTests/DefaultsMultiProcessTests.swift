import CairnFiles
import Foundation
import Testing

@testable import CairnDefaults

/// Several processes sharing one suite, and writers killed with SIGKILL.
@Suite struct DefaultsMultiProcessTests {
    let sandbox = Sandbox()

    /// The suite a child opens: the parent's sandbox home, passed as a parameter.
    static func childDefaults() throws -> Defaults {
        let env = XDGEnvironment(variables: ["HOME": ChildProcess.parameter("HOME")])
        return try Defaults(suite: "group.com.example.shared", appIdentifier: "com.example.app", environment: env)
    }

    @Test(.enabled(if: ChildProcess.isRunning(as: "childWritesFiveHundredKeys")))
    func childWritesFiveHundredKeys() throws {
        let defaults = try Self.childDefaults()
        let prefix = ChildProcess.parameter("INDEX")
        for key in 0..<500 {
            defaults.set(key, forKey: "p\(prefix)-\(key)")
            if key % 50 == 0 { try defaults.flush() }
        }
        // Keys 451…499 are written by the background flush or at exit: no synchronize here.
    }

    @Test func fourProcessesWritingFiveHundredKeysEachLoseNothing() throws {
        let children = try (0..<4).map {
            try ChildProcess.start("childWritesFiveHundredKeys", parameters: ["HOME": sandbox.home.path, "INDEX": "\($0)"])
        }
        for child in children {
            child.waitUntilExit()
            #expect(child.terminationStatus == 0)
        }
        let keys = try sandbox.fileContents("group.com.example.shared").keys
        #expect(keys.count == 2_000)
        for index in 0..<4 {
            #expect(keys.filter { $0.hasPrefix("p\(index)-") }.count == 500)
        }
    }

    static let keyCount = 20

    @Test(.enabled(if: ChildProcess.isRunning(as: "childWritesUntilKilled")))
    func childWritesUntilKilled() throws {
        let defaults = try Self.childDefaults()
        let progress = try FileHandle(forWritingTo: URL(fileURLWithPath: ChildProcess.parameter("PROGRESS")))
        var counter = Int(ChildProcess.parameter("START"))!
        while true {
            defaults.set(counter, forKey: "k\(counter % Self.keyCount)")
            if counter % 7 == 0 {
                try defaults.flush()
                try progress.write(contentsOf: Data("\(counter)\n".utf8))  // flushed up to here
            }
            counter += 1
        }
    }

    @Test func killedWriterNeverLosesAFlushedWrite() throws {
        let progressURL = sandbox.home.appendingPathComponent("progress")
        var minimum = [Int](repeating: -1, count: Self.keyCount)  // the least each key must hold
        var start = 0
        var generator = SystemRandomNumberGenerator()
        for round in 0..<100 {
            _ = FileManager.default.createFile(atPath: progressURL.path, contents: nil)
            let child = try ChildProcess.start(
                "childWritesUntilKilled",
                parameters: [
                    "HOME": sandbox.home.path, "PROGRESS": progressURL.path, "START": "\(start)",
                ])
            while child.isRunning, (try Data(contentsOf: progressURL)).isEmpty { usleep(200) }
            usleep(UInt32.random(in: 0..<30_000, using: &generator))
            kill(child.processIdentifier, SIGKILL)
            child.waitUntilExit()
            try #require(child.terminationReason == .uncaughtSignal, "round \(round): the writer ended by itself")

            let lines = String(decoding: try Data(contentsOf: progressURL), as: UTF8.self).split(separator: "\n")
            let flushed = lines.compactMap { Int($0) }.max() ?? start - 1
            for value in start...max(start, flushed) where value <= flushed {
                minimum[value % Self.keyCount] = max(minimum[value % Self.keyCount], value)
            }
            let onDisk = try sandbox.fileContents("group.com.example.shared")  // must parse
            for key in 0..<Self.keyCount where minimum[key] >= 0 {
                let held = onDisk["k\(key)"] as? Int ?? -1
                #expect(held >= minimum[key], "round \(round): k\(key) holds \(held), flushed \(minimum[key])")
            }
            start = (onDisk.values.compactMap { $0 as? Int }.max() ?? flushed) + 1
        }
        print("kill -9 test: 100 kills, last value \(start - 1)")
    }

    @Test(.enabled(if: ChildProcess.isRunning(as: "childSetsGreeting")))
    func childSetsGreeting() throws {
        let defaults = try Self.childDefaults()
        defaults.set("hello from \(getpid())", forKey: "greeting")
    }

    @Test func observerSeesAnotherProcessesWrite() async throws {
        let env = sandbox.environment
        let defaults = try Defaults(suite: "group.com.example.shared", appIdentifier: "com.example.app", environment: env)
        let changes = defaults.changes(forKey: "greeting")
        let child = try ChildProcess.start("childSetsGreeting", parameters: ["HOME": sandbox.home.path])
        var received: PropertyListValue?
        for await change in changes {
            received = change.value
            break
        }
        child.waitUntilExit()
        #expect(received == .string("hello from \(child.processIdentifier)"))
        #expect(defaults.string(forKey: "greeting") == "hello from \(child.processIdentifier)")
    }
}
