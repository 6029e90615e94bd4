import Foundation

/// Calls back when a file is created, replaced, changed or removed — by this process or another.
///
/// Watches the file's directory with inotify (so atomic replacement by rename is seen) on a
/// background thread; where inotify is unavailable (instance limit reached, unsupported file
/// system) it compares the file's identity, size and modification time every quarter second.
/// Bursts of events are folded: the callback runs once per observed difference.
///
/// ```swift
/// let watcher = try FileChangeWatcher(url: settingsURL) { reload() }
/// // … later
/// watcher.cancel()
/// ```
public final class FileChangeWatcher: @unchecked Sendable {
    // Safety: `signature` and `cancelled` are only touched while `lock` is held; the descriptors are written
    // once in `init` and closed by the watching thread after `cancel()`.
    private let lock = NSLock()
    private var signature: FileSignature?
    private var cancelled = false
    private let url: URL
    private let onChange: @Sendable () -> Void
    private let inotify: Int32
    private let wakeRead: Int32
    private let wakeWrite: Int32

    #if canImport(Glibc)
        /// An inotify descriptor watching `folder`, or -1 when inotify is unavailable (the watcher
        /// then compares the file every quarter second).
        private static func inotifyWatch(folder: URL) -> Int32 {
            let fd = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
            let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE)
            guard fd >= 0 else { return -1 }
            guard inotify_add_watch(fd, folder.path, mask) >= 0 else {
                close(fd)
                return -1
            }
            return fd
        }
    #else
        /// No inotify here: the watcher compares the file every quarter second.
        private static func inotifyWatch(folder: URL) -> Int32 { -1 }
    #endif

    /// Starts watching `url`; its directory must exist.
    ///
    /// - Throws: ``FilesError`` if the wake-up pipe cannot be created.
    public init(url: URL, onChange: @escaping @Sendable () -> Void) throws {
        self.url = url
        self.onChange = onChange
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { throw FilesError.system("create a pipe to watch", path: url.path) }
        wakeRead = fds[0]
        wakeWrite = fds[1]
        inotify = Self.inotifyWatch(folder: url.deletingLastPathComponent())
        signature = FileSignature(path: url.path)
        let thread = Thread { [self] in run() }
        thread.name = "CairnFiles watcher"
        thread.start()
    }

    /// Stops watching. A callback already running finishes; no new one starts once the watching
    /// thread has woken. Safe to call more than once. The watcher runs until this is called.
    public func cancel() {
        let first = lock.withLock {
            defer { cancelled = true }
            return !cancelled
        }
        guard first else { return }
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
    }

    /// Records the file's current state as seen, so a change this process just made is not reported.
    public func acknowledgeCurrentState() {
        let current = FileSignature(path: url.path)
        lock.withLock { signature = current }
    }

    private func run() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            var fds = [pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)]
            if inotify >= 0 { fds.append(pollfd(fd: inotify, events: Int16(POLLIN), revents: 0)) }
            let ready = poll(&fds, nfds_t(fds.count), inotify >= 0 ? -1 : 250)
            if ready < 0 && errno != EINTR { break }
            if fds[0].revents != 0 { break }
            if inotify >= 0 { while read(inotify, &buffer, buffer.count) > 0 {} }  // drain; we compare states
            let current = FileSignature(path: url.path)
            let changed = lock.withLock {
                defer { signature = current }
                return signature != current
            }
            if changed { onChange() }
        }
        if inotify >= 0 { close(inotify) }
        close(wakeRead)
        close(wakeWrite)
    }
}

/// What identifies a version of a file: inode, size and modification time (`nil` if absent).
struct FileSignature: Equatable {
    var inode: UInt64
    var size: Int64
    var seconds: Int
    var nanoseconds: Int

    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        seconds = info.st_mtim.tv_sec
        nanoseconds = info.st_mtim.tv_nsec
    }
}
