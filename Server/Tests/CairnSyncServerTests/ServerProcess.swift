import Foundation

/// A `cairn-sync-server` child process on a free loopback port, found next to the test bundle
/// (`swift build --build-tests` builds it there).
final class ServerProcess {
    let process = Process()
    let url: URL

    /// Starts the server on the SQLite file `database` and waits until it listens.
    convenience init(database: URL, token: String, user: UUID) throws {
        try self.init(arguments: ["--database", database.path], token: token, user: user, logs: database.deletingLastPathComponent())
    }

    /// Starts the server with `arguments` (its storage, policies) and `token` for `user`, writing
    /// its output to a file in `logs`, and waits until it listens.
    init(arguments: [String], token: String, user: UUID, logs: URL) throws {
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

    /// Kills the server at once, as a crash or `kill -9` would.
    func kill() {
        Foundation.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    deinit {
        if process.isRunning { kill() }
    }
}

struct ServerProcessError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
