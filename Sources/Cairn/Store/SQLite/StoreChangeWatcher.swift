import Foundation
import GRDB
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Watches a SQLite store file for commits by any connection (another process, another
/// coordinator, this one) and calls `onChange` after each, on its own thread.
///
/// A commit is what changes SQLite's `PRAGMA data_version` on a connection of the watcher's own.
/// On Linux the watcher sleeps in `poll` on an inotify watch of the store's folder and reads the
/// version only when the store or its write-ahead log was written; elsewhere (or when inotify
/// cannot be set up) it reads the version every 50 ms. The last step of a commit updates the
/// log's index through shared memory, which inotify does not see, so after a write the version is
/// read again a few times over 100 ms until it moves.
final class StoreChangeWatcher: Sendable {
    /// Set to stop the thread (a class, so the thread can share it without owning the watcher).
    private final class Flag: Sendable {
        let value = Atomic<Bool>(false)
        var isSet: Bool { value.load(ordering: .acquiring) }
    }

    private let stopped = Flag()

    /// Starts watching the store at `url`.
    ///
    /// - Throws: ``CairnError`` `.storeOpen` when the watcher's connection cannot open the store.
    init(url: URL, onChange: @escaping @Sendable () -> Void) throws {
        var configuration = Configuration()
        configuration.label = "Cairn.StoreChangeWatcher"
        let connection: DatabaseQueue
        do { connection = try DatabaseQueue(path: url.path, configuration: configuration) } catch {
            throw CairnError(.storeOpen, "Cannot watch the store at \(url.path) for changes by other processes", causedBy: error)
        }
        let events = Self.inotifyWatch(folder: url.deletingLastPathComponent())
        // The starting version is read here, before the caller goes on: read by the thread when it
        // first runs (late, on a busy machine), it would include commits made in between, and
        // those would never be reported.
        let reader = VersionReader(connection: connection)
        let thread = Thread { [stopped] in
            defer { if let events { close(events) } }
            while !stopped.isSet {
                if let events {
                    guard Self.waitForWrite(events, to: url.lastPathComponent) else { continue }
                } else {
                    usleep(50_000)
                }
                // The commit may still be finishing (its index update): look again a few times.
                for delay: useconds_t in [0, 2_000, 8_000, 30_000, 60_000] where !stopped.isSet {
                    usleep(delay)
                    if reader.moved(), !stopped.isSet {
                        onChange()
                        break
                    }
                }
            }
        }
        thread.name = "Cairn.StoreChangeWatcher"
        thread.start()
    }

    /// Stops watching: the thread ends within half a second, calling back no more.
    func cancel() {
        stopped.value.store(true, ordering: .releasing)
    }

    deinit { cancel() }

    /// Reads `PRAGMA data_version` on the watcher's connection.
    // Safety: made before the watcher thread starts, then used by that thread alone.
    private final class VersionReader: @unchecked Sendable {
        let connection: DatabaseQueue
        var last: Int?

        init(connection: DatabaseQueue) {
            self.connection = connection
            last = try? connection.inDatabase { try Int.fetchOne($0, sql: "PRAGMA data_version") }
        }

        /// Whether a commit happened since the last call.
        func moved() -> Bool {
            guard let version = try? connection.inDatabase({ try Int.fetchOne($0, sql: "PRAGMA data_version") }) else { return false }
            defer { last = version }
            return version != last
        }
    }

    #if canImport(Glibc)
        /// An inotify descriptor watching `folder` for writes, or `nil` when inotify is unavailable.
        private static func inotifyWatch(folder: URL) -> Int32? {
            let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            guard descriptor >= 0 else { return nil }
            let mask = UInt32(IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE)
            guard inotify_add_watch(descriptor, folder.path, mask) >= 0 else {
                close(descriptor)
                return nil
            }
            return descriptor
        }

        /// Sleeps until a file whose name starts with `name` (the store, its `-wal`) is written, or
        /// half a second passes; returns whether it was written.
        private static func waitForWrite(_ descriptor: Int32, to name: String) -> Bool {
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&request, 1, 500) > 0 else { return false }
            var written = false
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                guard count > 0 else { break }
                var offset = 0
                while offset + MemoryLayout<inotify_event>.size <= count {
                    let (length, file) = buffer.withUnsafeBytes { bytes -> (Int, String) in
                        let event = bytes.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                        let start = offset + MemoryLayout<inotify_event>.size
                        let nameBytes = bytes[start..<min(start + Int(event.len), count)].prefix { $0 != 0 }
                        return (Int(event.len), String(decoding: nameBytes, as: UTF8.self))
                    }
                    if file.hasPrefix(name) { written = true }
                    offset += MemoryLayout<inotify_event>.size + length
                }
            }
            return written
        }
    #else
        private static func inotifyWatch(folder: URL) -> Int32? { nil }
        private static func waitForWrite(_ descriptor: Int32, to name: String) -> Bool { false }
    #endif
}
