import Foundation

/// An advisory, cross-process exclusive lock on a lock file (`flock(2)`).
///
/// Every process (and every thread, since each acquisition opens the file anew) that locks
/// the same lock file waits for the others. The lock is released when the body returns or
/// throws, and by the kernel if the process dies.
///
/// ```swift
/// let lock = FileLock(url: directory.appendingPathComponent(".settings.plist.lock"))
/// try lock.withExclusiveLock {
///     var settings = try load()
///     settings[key] = value
///     try save(settings)
/// }
/// ```
public struct FileLock: Sendable {
    /// The lock file; created (mode `0o600`, empty) on first use and never deleted.
    public let url: URL

    /// Creates a lock on `url`. Nothing is opened until ``withExclusiveLock(_:)``.
    public init(url: URL) {
        self.url = url
    }

    /// Runs `body` while holding the lock, waiting for other holders first.
    ///
    /// - Throws: ``FilesError`` if the lock file cannot be opened or locked, or what `body` throws.
    public func withExclusiveLock<T>(_ body: () throws -> T) throws -> T {
        let file = try RawFile.open(url.path, flags: O_RDWR | O_CREAT, mode: 0o600)
        while flock(file.fd, LOCK_EX) != 0 {
            if errno != EINTR { throw FilesError.system("lock", path: url.path) }
        }
        defer {
            _ = flock(file.fd, LOCK_UN)
            try? file.close()
        }
        return try body()
    }
}
