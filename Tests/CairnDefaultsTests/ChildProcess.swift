import Foundation

/// Runs one test of this test binary in a child process: the binary is started again with
/// Swift Testing filtered to `test` and `CAIRN_CHILD_ROLE` set, which enables that test.
enum ChildProcess {
    static let roleVariable = "CAIRN_CHILD_ROLE"

    /// Whether this process was started as a child for `role` (used by `.enabled(if:)`).
    static func isRunning(as role: String) -> Bool {
        ProcessInfo.processInfo.environment[roleVariable] == role
    }

    /// The child's parameters.
    static func parameter(_ name: String) -> String {
        ProcessInfo.processInfo.environment["CAIRN_CHILD_" + name]!
    }

    /// Starts the test function `role` in a child with the given `CAIRN_CHILD_*` parameters.
    static func start(_ role: String, parameters: [String: String]) throws -> Process {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        child.arguments = ["--testing-library", "swift-testing", "--filter", role]
        var environment = ProcessInfo.processInfo.environment
        environment[roleVariable] = role
        for (name, value) in parameters { environment["CAIRN_CHILD_" + name] = value }
        child.environment = environment
        child.standardOutput = FileHandle.nullDevice
        child.standardError = FileHandle.nullDevice
        try child.run()
        return child
    }
}
