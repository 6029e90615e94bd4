import Foundation
import Testing

/// Headless Chromium, for the tests that check what a browser makes of `cairn diagram`'s SVG.
///
/// Found at `$CAIRN_CHROMIUM` or as `chromium` / `chromium-browser` / `google-chrome` on `PATH`
/// (Debian's package `chromium`, which `.ci/run` installs). Without it the browser tests are
/// skipped, unless `CAIRN_CI=1` (set by `.ci/run`): then they run and fail, so CI cannot pass
/// without a browser having looked at the picture.
enum Chromium {
    /// The executable, if installed.
    static let executable: URL? = {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["CAIRN_CHROMIUM"] {
            return FileManager.default.isExecutableFile(atPath: path) ? URL(fileURLWithPath: path) : nil
        }
        let folders = (environment["PATH"] ?? "/usr/bin").split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin"]
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                return URL(fileURLWithPath: "\(folder)/\(name)")
            }
        }
        return nil
    }()

    /// Whether CI asked for every test to run (`CAIRN_CI=1`).
    static let isRequired = ProcessInfo.processInfo.environment["CAIRN_CI"] == "1"

    /// Whether the browser tests run: Chromium is installed, or CI requires them (and they fail).
    static let shouldRun = executable != nil || isRequired

    /// The longest a page may take.
    static let timeout: TimeInterval = 30

    /// Loads `page` in headless Chromium, runs its scripts, and returns the resulting DOM as HTML.
    ///
    /// - Throws: ``CLITestError`` when Chromium is missing, exits with an error, or takes longer
    ///   than ``timeout`` (it is then killed).
    static func dumpDOM(of page: URL) throws -> String {
        guard let executable else {
            throw CLITestError("Chromium is not installed, and CAIRN_CI=1 requires the browser tests: apt-get install chromium (or set CAIRN_CHROMIUM).")
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-chromium-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("dom.html"), errURL = scratch.appendingPathComponent("stderr")
        FileManager.default.createFile(atPath: outURL.path, contents: nil)
        FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let process = Process()
        // coreutils' `timeout` runs Chromium in a process group of its own and kills the whole
        // group (the browser and its helper processes) when the time is up: TERM, then KILL.
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        // CI runs as root, where Chromium refuses its sandbox.
        process.arguments = [
            "--kill-after=5", "\(Int(timeout))", executable.path,
            "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
            "--user-data-dir=\(scratch.appendingPathComponent("profile").path)", "--dump-dom", page.absoluteString,
        ]
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = scratch.path
        process.environment = environment
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus == 124 || process.terminationStatus == 137 {
            throw CLITestError("Chromium did not finish loading \(page.lastPathComponent) in \(Int(timeout)) s; killed.")
        }
        try out.close()
        try err.close()
        guard process.terminationStatus == 0 else {
            throw CLITestError(
                "Chromium exited with status \(process.terminationStatus): \(String(decoding: (try? Data(contentsOf: errURL)) ?? Data(), as: UTF8.self).suffix(2_000))"
            )
        }
        return try String(contentsOf: outURL, encoding: .utf8)
    }
}
