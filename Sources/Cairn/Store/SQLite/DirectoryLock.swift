import Foundation

/// An exclusive `flock` on a folder, held while a store file in it is created, so that processes
/// creating the same store at once take turns: the first creates it, the others find it complete.
///
/// The lock belongs to the open folder: it goes when the folder is closed or the process dies, so
/// a killed creator never leaves the folder locked.
enum DirectoryLock {
    /// Runs `body` holding the lock on `folder`, waiting up to `timeout` seconds for it; `body`
    /// gets a function that makes the folder's entries (a rename into it) durable.
    ///
    /// - Throws: ``CairnError`` `.storeOpen` when the folder cannot be opened, `.storeTimeout` when
    ///   another process held the lock for the whole timeout; and what `body` throws.
    static func holding<T>(_ folder: URL, timeout: TimeInterval, purpose: String, _ body: (_ synchronize: () -> Void) throws -> T) throws -> T {
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw CairnError(.storeOpen, "Cannot \(purpose): the folder \(folder.path) cannot be opened (\(String(cString: strerror(errno)))).")
        }
        defer { close(descriptor) }
        let deadline = Date().addingTimeInterval(timeout)
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let failure = errno
            guard failure == EWOULDBLOCK || failure == EINTR else {
                throw CairnError(.storeOpen, "Cannot \(purpose): the folder \(folder.path) cannot be locked (\(String(cString: strerror(failure)))).")
            }
            guard Date() < deadline else {
                throw CairnError(
                    .storeTimeout,
                    "Cannot \(purpose): another process kept creating a store in \(folder.path) for longer than the store's timeout (\(timeout) s).")
            }
            usleep(2_000)
        }
        return try body { fsync(descriptor) }
    }
}
