import Foundation

/// The directories of one app, created on first use with mode `0o700`.
///
/// On Linux the locations follow the XDG Base Directory Specification (see ``AppDirectory``);
/// the variables are taken from an injectable ``XDGEnvironment``.
///
/// ```swift
/// let dirs = try AppDirectories(appIdentifier: "com.example.notes")
/// let store = try dirs.applicationSupport.appendingPathComponent("Notes.sqlite")
/// ```
public struct AppDirectories: Sendable {
    /// The app identifier used as the directory name (a reverse-DNS name, like a bundle identifier).
    public let appIdentifier: String
    /// The environment that locates the base directories.
    public let environment: XDGEnvironment

    /// Creates the directory set for `appIdentifier`. Nothing is created until a directory is asked for.
    ///
    /// - Throws: ``FilesError`` with `.invalidName` if the identifier is empty, `.` or `..`,
    ///   or contains `/` or a NUL character.
    public init(appIdentifier: String, environment: XDGEnvironment = .current) throws {
        try FileName.validate(appIdentifier, what: "app identifier")
        self.appIdentifier = appIdentifier
        self.environment = environment
    }

    /// The location of `directory`, without creating it.
    ///
    /// - Throws: ``FilesError`` with `.noHomeDirectory` if a default location is needed and there is no home.
    public func location(of directory: AppDirectory) throws -> URL {
        switch directory {
        case .documents: try appBase(.data).appendingPathComponent("Documents", isDirectory: true)
        case .applicationSupport: try appBase(.data)
        case .caches: try appBase(.cache)
        case .temporary:
            environment.temporaryDirectory.appendingPathComponent("\(appIdentifier)-\(geteuid())", isDirectory: true)
        case .state: try appBase(.state)
        case .logs: try appBase(.state).appendingPathComponent("Logs", isDirectory: true)
        case .preferences: try appBase(.config)
        }
    }

    /// The URL of `directory`, created (with parents, mode `0o700`) if missing.
    ///
    /// The caches directory always carries a `CACHEDIR.TAG`; the temporary directory must be
    /// owned by the current user and is reset to mode `0o700`.
    ///
    /// - Throws: ``FilesError`` if it cannot be created, or `.unsafeDirectory` if the temporary
    ///   directory belongs to someone else or is a symbolic link.
    public func url(for directory: AppDirectory) throws -> URL {
        let url = try location(of: directory)
        if directory == .temporary { try PrivateDirectory.ensure(url.path) }
        try DirectorySync.createDirectory(url.path)
        if directory == .caches, try !BackupExclusion.isExcluded(url) {
            try BackupExclusion.setExcluded(true, at: url)
        }
        return url
    }

    /// `$XDG_DATA_HOME/<app-id>/Documents`, created if missing.
    public var documents: URL { get throws { try url(for: .documents) } }
    /// `$XDG_DATA_HOME/<app-id>`, created if missing.
    public var applicationSupport: URL { get throws { try url(for: .applicationSupport) } }
    /// `$XDG_CACHE_HOME/<app-id>`, created if missing and excluded from backup.
    public var caches: URL { get throws { try url(for: .caches) } }
    /// A private `$TMPDIR/<app-id>-<uid>`, created if missing.
    public var temporary: URL { get throws { try url(for: .temporary) } }
    /// `$XDG_STATE_HOME/<app-id>`, created if missing.
    public var state: URL { get throws { try url(for: .state) } }
    /// `$XDG_STATE_HOME/<app-id>/Logs`, created if missing.
    public var logs: URL { get throws { try url(for: .logs) } }
    /// `$XDG_CONFIG_HOME/<app-id>`, created if missing.
    public var preferences: URL { get throws { try url(for: .preferences) } }

    private func appBase(_ base: XDGBaseDirectory) throws -> URL {
        try environment.baseDirectory(base).appendingPathComponent(appIdentifier, isDirectory: true)
    }
}
