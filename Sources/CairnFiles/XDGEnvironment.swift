import Foundation

/// The environment that decides where per-user directories are: `HOME`, `TMPDIR` and the
/// `XDG_*_HOME` variables.
///
/// Inject one in tests instead of changing the process environment (tests run in parallel):
///
/// ```swift
/// let env = XDGEnvironment(variables: ["HOME": "/tmp/t1", "XDG_CACHE_HOME": "/tmp/t1/cache"])
/// let dirs = try AppDirectories(appIdentifier: "com.example.app", environment: env)
/// ```
public struct XDGEnvironment: Sendable, Equatable {
    /// The variables consulted.
    public var variables: [String: String]

    /// Creates an environment from explicit variables.
    public init(variables: [String: String]) {
        self.variables = variables
    }

    /// The environment of the current process.
    public static var current: XDGEnvironment {
        XDGEnvironment(variables: ProcessInfo.processInfo.environment)
    }

    /// The value of `name` if it is an absolute path; `nil` if unset, empty or relative.
    public func absolutePath(_ name: String) -> String? {
        guard let value = variables[name], value.hasPrefix("/") else { return nil }
        return value
    }

    /// The user's home directory: `$HOME` if absolute, else the password database.
    ///
    /// - Throws: ``FilesError`` with `.noHomeDirectory` if neither gives one.
    public func homeDirectory() throws -> String {
        if let home = absolutePath("HOME") { return home }
        if let entry = getpwuid(geteuid()), let dir = entry.pointee.pw_dir {
            let home = String(cString: dir)
            if home.hasPrefix("/") { return home }
        }
        throw FilesError(.noHomeDirectory, path: "~", message: "no home directory: HOME is unset and the password database has none")
    }

    /// The base directory `kind`, honouring its variable and falling back to the default.
    ///
    /// ```swift
    /// try XDGEnvironment.current.baseDirectory(.cache)  // e.g. /home/ann/.cache
    /// ```
    ///
    /// - Throws: ``FilesError`` with `.noHomeDirectory` when the default is needed and there is no home.
    public func baseDirectory(_ kind: XDGBaseDirectory) throws -> URL {
        if let path = absolutePath(kind.variable) {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        return URL(fileURLWithPath: try homeDirectory(), isDirectory: true)
            .appendingPathComponent(kind.defaultRelativePath, isDirectory: true)
    }

    /// The system temporary directory: `$TMPDIR` if absolute, else `/tmp`.
    public var temporaryDirectory: URL {
        URL(fileURLWithPath: absolutePath("TMPDIR") ?? "/tmp", isDirectory: true)
    }
}
