import Foundation

/// The temporary files of writers killed before they committed: swept when the same file is
/// written again.
///
/// A file is abandoned when it is older than ``minimumAge`` (a live writer keeps writing to its
/// file, and a creator has not yet locked a brand-new one) and no process holds its `flock` (each
/// ``AtomicFileWriter`` locks its temporary file until it closes it; the lock dies with its process).
enum AbandonedTemporaryFiles {
    /// How old a temporary file must be before it may be swept.
    static let minimumAge: TimeInterval = 60

    /// Removes the abandoned temporary files of `name` in `directory`, except `keeping`.
    static func sweep(directory: String, name: String, keeping: String, now: Date = Date()) {
        let prefix = ".\(name).cairn-"
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for entry in entries where entry.hasPrefix(prefix) && entry.count == prefix.count + 6 {
            let path = directory + "/" + entry
            guard path != keeping, isAbandoned(path, now: now) else { continue }
            unlink(path)
        }
    }

    private static func isAbandoned(_ path: String, now: Date) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return false }
        let modified = Date(timeIntervalSince1970: TimeInterval(info.st_mtim.tv_sec))
        guard now.timeIntervalSince(modified) >= minimumAge else { return false }
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        return flock(fd, LOCK_EX | LOCK_NB) == 0
    }
}
