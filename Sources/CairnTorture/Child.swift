import Foundation

/// Starts this executable again as a child process running one of the `child-…` commands.
enum Child {
    /// Starts `arguments` (a `child-…` command and its options); output goes to `log` if given.
    static func start(_ arguments: [String], log: URL? = nil) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = arguments
        if let log {
            _ = FileManager.default.createFile(atPath: log.path, contents: nil)
            let handle = try FileHandle(forWritingTo: log)
            process.standardOutput = handle
            process.standardError = handle
        } else {
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
        }
        try process.run()
        return process
    }

    /// Kills `process` with SIGKILL and waits for it; whether it was still running.
    @discardableResult
    static func kill(_ process: Process) -> Bool {
        let running = process.isRunning
        Glibc.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        return running && process.terminationReason == .uncaughtSignal
    }

    /// The last line a child wrote to its log (its summary, or the error it died of).
    static func lastLine(of log: URL) -> String {
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").last.map(String.init) ?? "(no output)"
    }
}
