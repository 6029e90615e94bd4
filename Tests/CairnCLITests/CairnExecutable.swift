import Foundation
import Testing

/// Runs the built `cairn` executable as a child process.
///
/// The test target does not depend on the `CairnCLI` executable target (so nothing stops
/// `swift build` from building `cairn` itself); `swift build` and `swift test` build every product,
/// and the tests find `cairn` next to the test bundle (`CommandLine.arguments[0]`), in
/// `.build/debug/` of the package, or at `$CAIRN_EXECUTABLE`.
struct CairnExecutable {
    /// The result of one run.
    struct Run {
        /// The exit status.
        var status: Int32
        /// Everything written to standard output.
        var output: String
        /// Everything written to standard error.
        var error: String
        /// Standard output split into lines (no empty last line).
        var lines: [String] { output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty } }
    }

    /// The executable.
    let url: URL
    /// The working directory of each run; also `HOME` and `XDG_DATA_HOME` of the child.
    let directory: URL

    /// Finds `cairn` and prepares a fresh temporary directory for the runs.
    init() throws {
        url = try Self.locate()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-cli-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// Runs `cairn` with `arguments` and waits for it to finish.
    func run(_ arguments: String...) throws -> Run {
        try run(arguments, input: nil)
    }

    /// Runs `cairn` with `arguments` as a user without privileges: `nobody` through `setpriv` when
    /// the tests run as root (as in CI, where root would pass every permission check), else as
    /// the current user.
    func runUnprivileged(_ arguments: String...) throws -> Run {
        try run(arguments, input: nil, unprivileged: getuid() == 0)
    }

    /// Runs `cairn` with `arguments`, `input` as its standard input, and waits for it to finish.
    func run(_ arguments: [String], input: String?, unprivileged: Bool = false) throws -> Run {
        let runID = UUID().uuidString
        let outURL = directory.appendingPathComponent(".stdout-\(runID)")
        let errURL = directory.appendingPathComponent(".stderr-\(runID)")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
            try? FileManager.default.removeItem(at: directory.appendingPathComponent(".stdin-\(runID)"))
        }
        let process = Process()
        if unprivileged {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", "--", url.path] + arguments
        } else {
            process.executableURL = url
            process.arguments = arguments
        }
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = directory.path
        environment["XDG_DATA_HOME"] = directory.appendingPathComponent("data").path
        process.environment = environment
        if let input {
            let inURL = directory.appendingPathComponent(".stdin-\(runID)")
            try Data(input.utf8).write(to: inURL)
            process.standardInput = try FileHandle(forReadingFrom: inURL)
        }
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return Run(
            status: process.terminationStatus,
            output: try String(contentsOf: outURL, encoding: .utf8),
            error: try String(contentsOf: errURL, encoding: .utf8))
    }

    /// A path in the run directory.
    func path(_ name: String) -> String {
        directory.appendingPathComponent(name).path
    }

    /// Writes a file in the run directory and returns its path.
    @discardableResult
    func write(_ name: String, _ contents: String) throws -> String {
        try Data(contents.utf8).write(to: directory.appendingPathComponent(name))
        return path(name)
    }

    /// Removes the run directory.
    func removeDirectory() {
        try? FileManager.default.removeItem(at: directory)
    }

    private static func locate(filePath: String = #filePath) throws -> URL {
        var candidates: [URL] = []
        if let override = ProcessInfo.processInfo.environment["CAIRN_EXECUTABLE"] {
            candidates.append(URL(fileURLWithPath: override))
        }
        candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("cairn"))
        var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                candidates.append(folder.appendingPathComponent(".build/debug/cairn"))
                break
            }
            folder.deleteLastPathComponent()
        }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw CLITestError(
                "The cairn executable was not found (looked at \(candidates.map(\.path).joined(separator: ", "))). Build it first: swift build --product cairn")
        }
        return found
    }
}
