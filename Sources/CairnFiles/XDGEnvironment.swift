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
    /// The current user's home directory in the password database, used when `HOME` is unset;
    /// `nil` when the user has none (a container running an unnamed user id).
    public var accountHomeDirectory: String?

    /// Creates an environment from explicit variables; the account's home is looked up in the
    /// password database unless given (tests pass `nil` to act as a user without one).
    public init(variables: [String: String], accountHomeDirectory: String? = XDGEnvironment.passwordDatabaseHome()) {
        self.variables = variables
        self.accountHomeDirectory = accountHomeDirectory
    }

    /// The current user's home directory in the password database (`getpwuid`), if it has an absolute one.
    public static func passwordDatabaseHome() -> String? {
        guard let entry = getpwuid(geteuid()), let dir = entry.pointee.pw_dir else { return nil }
        let home = String(cString: dir)
        return home.hasPrefix("/") ? home : nil
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

    /// The user's home directory: `$HOME` if absolute, else ``accountHomeDirectory``.
    ///
    /// - Throws: ``FilesError`` with `.noHomeDirectory` if neither gives one.
    public func homeDirectory() throws -> String {
        if let home = absolutePath("HOME") { return home }
        if let home = accountHomeDirectory, home.hasPrefix("/") { return home }
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

    /// The base directory `kind` of `environment`; for a process with neither `HOME` nor a home
    /// in the password database, the folder of that name under Foundation's home directory (for
    /// callers that cannot throw).
    public static func baseDirectoryOrAccountHome(_ kind: XDGBaseDirectory, environment: [String: String]) -> URL {
        (try? XDGEnvironment(variables: environment).baseDirectory(kind))
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(kind.defaultRelativePath, isDirectory: true)
    }

    /// The system temporary directory: `$TMPDIR` if absolute, else `/tmp`.
    public var temporaryDirectory: URL {
        URL(fileURLWithPath: absolutePath("TMPDIR") ?? "/tmp", isDirectory: true)
    }
}
