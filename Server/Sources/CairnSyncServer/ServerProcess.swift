import Foundation

/// A `cairn-sync-server` child process on a free loopback port, found next to the running
/// executable or test bundle (SwiftPM builds the package's executables there): for the server
/// package's tests and its load tool.
package final class ServerProcess {
    package let process = Process()
    /// Where the server listens.
    package let url: URL

    /// Starts the server on the SQLite file `database` and waits until it listens.
    package convenience init(database: URL, token: String, user: UUID) throws {
        try self.init(arguments: ["--database", database.path], token: token, user: user, logs: database.deletingLastPathComponent())
    }

    /// Starts the server with `arguments` (its storage, policies) and `token` for `user`, writing
    /// its output to a file in `logs`, and waits until it listens.
    package init(arguments: [String], token: String, user: UUID, logs: URL) throws {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("cairn-sync-server")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw ServerProcessError(message: "no cairn-sync-server at \(executable.path): build it with swift build --package-path Server --build-tests")
        }
        let log = logs.appendingPathComponent("server-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        process.executableURL = executable
        process.arguments = ["--port", "0", "--token", "\(token)=\(user.uuidString)"] + arguments
        process.standardError = try FileHandle(forWritingTo: log)
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            // The server's own line, not Hummingbird's log line, which also says "listening on".
            if let range = text.range(of: "listening on http://"), let address = URL(string: "http://" + text[range.upperBound...].prefix { !$0.isNewline }) {
                url = address
                return
            }
            guard process.isRunning else { break }
            Thread.sleep(forTimeInterval: 0.02)
        }
        process.terminate()
        throw ServerProcessError(message: "cairn-sync-server did not start: \((try? String(contentsOf: log, encoding: .utf8)) ?? "")")
    }

    /// The server's resident memory, in bytes (Linux: from /proc).
    package var residentBytes: Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
            let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
        else { return nil }
        return kilobytes * 1024
    }

    /// The processor time the server has used, user and system, in seconds (Linux: from /proc).
    package var cpuSeconds: Double? {
        // The fields after the command name, which is in parentheses and may hold spaces.
        guard let stat = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8),
            let end = stat.lastIndex(of: ")")
        else { return nil }
        let fields = stat[stat.index(after: end)...].split(separator: " ")
        // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name.
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// Kills the server at once, as a crash or `kill -9` would.
    package func kill() {
        Foundation.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    deinit {
        if process.isRunning { kill() }
    }
}

/// Why a server process could not be started.
package struct ServerProcessError: Error, CustomStringConvertible {
    package let message: String
    package init(message: String) { self.message = message }
    package var description: String { message }
}
