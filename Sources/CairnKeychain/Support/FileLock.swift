#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive advisory lock (`flock`) on a lock file, serialising writers across threads and
/// processes. Each call opens its own descriptor, so two threads of one process exclude each other too.
enum FileLock {
    /// Runs `body` while holding the lock on `path` (created with mode 0600 if missing).
    /// - Throws: `.io` when the lock file cannot be opened or locked; whatever `body` throws.
    static func withExclusiveLock<R>(at path: String, _ body: () throws -> R) throws -> R {
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw KeychainError.io("open", path) }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else { throw KeychainError.io("flock", path) }
        }
        defer { flock(fd, LOCK_UN) }
        return try body()
    }
}
