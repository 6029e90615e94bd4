import Foundation

/// An open POSIX file descriptor with `EINTR`-safe, complete reads and writes.
///
/// Closes itself when released. Errors name `path`.
final class RawFile {
    /// The descriptor, or -1 once closed.
    private(set) var fd: Int32
    /// The path the descriptor was opened with, for error messages.
    let path: String

    /// Takes ownership of an already open descriptor.
    init(adopting fd: Int32, path: String) {
        self.fd = fd
        self.path = path
    }

    /// Opens `path` with `open(2)` flags; `O_CLOEXEC` is always added.
    static func open(_ path: String, flags: Int32, mode: mode_t = 0o600) throws -> RawFile {
        while true {
            let fd = posixOpen(path, flags | O_CLOEXEC, mode)
            if fd >= 0 { return RawFile(adopting: fd, path: path) }
            if errno != EINTR { throw FilesError.system("open", path: path) }
        }
    }

    deinit {
        if fd >= 0 { _ = posixClose(fd) }
    }

    /// Writes every byte of `buffer`, retrying short writes and `EINTR`.
    func write(_ buffer: UnsafeRawBufferPointer) throws {
        let written = try transfer(buffer.count, "write") { posixWrite(fd, buffer.baseAddress! + $0, buffer.count - $0) }
        if written < buffer.count { throw FilesError.system("write", path: path, errno: EIO) }
    }

    /// Fills `buffer` as far as the file allows; returns the byte count (less only at end of file).
    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        try transfer(buffer.count, "read") { posixRead(fd, buffer.baseAddress! + $0, buffer.count - $0) }
    }

    /// Repeats `step(offset)` until `count` bytes moved or a step moves none; retries `EINTR`.
    private func transfer(_ count: Int, _ action: String, _ step: (Int) -> Int) throws -> Int {
        var offset = 0
        while offset < count {
            let moved = step(offset)
            if moved < 0 {
                if errno == EINTR { continue }
                throw FilesError.system(action, path: path)
            }
            if moved == 0 { break }
            offset += moved
        }
        return offset
    }

    /// Flushes the file's data and metadata to stable storage (`fsync(2)`).
    func sync() throws {
        while fsync(fd) != 0 {
            if errno == EINTR { continue }
            // Some file systems cannot sync directories; that is not a data error.
            if errno == EINVAL || errno == ENOTSUP { return }
            throw FilesError.system("flush to disk", path: path)
        }
    }

    /// The file's status (`fstat(2)`).
    func status() throws -> stat {
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw FilesError.system("inspect", path: path) }
        return info
    }

    /// Closes the descriptor, reporting a failed close (which can mean lost data on NFS).
    func close() throws {
        guard fd >= 0 else { return }
        let result = posixClose(fd)
        fd = -1
        if result != 0 && errno != EINTR { throw FilesError.system("close", path: path) }
    }
}

// File-scope shims: inside `RawFile` the bare names would resolve to its own methods.
private func posixOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 { open(path, flags, mode) }
private func posixClose(_ fd: Int32) -> Int32 { close(fd) }
private func posixWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int { write(fd, buffer, count) }
private func posixRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { read(fd, buffer, count) }
