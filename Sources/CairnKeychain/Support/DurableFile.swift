#if canImport(Glibc)
import Glibc
private let posixModuleRead = Glibc.read
private let posixModuleWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let posixModuleRead = Darwin.read
private let posixModuleWrite = Darwin.write
#endif

// TODO: use CairnFiles' durable write once merged.

/// Replaces a file atomically and durably: the new bytes go to a temporary file in the same
/// directory (created 0600), which is fsynced, renamed over the target, and the directory is fsynced.
/// On any failure the old file is untouched and the temporary file is removed.
enum DurableFile {
    /// Writes `bytes` to `path` with `mode`.
    /// - Throws: `.io` naming the failed system call.
    static func write(_ bytes: [UInt8], to path: String, mode: mode_t = 0o600) throws {
        let directory = parentDirectory(of: path)
        let temporary = "\(directory)/.\(baseName(of: path)).tmp-\(UInt64.random(in: .min ... .max))"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard fd >= 0 else { throw KeychainError.io("open", temporary) }
        do {
            defer { close(fd) }
            guard fchmod(fd, mode) == 0 else { throw KeychainError.io("fchmod", temporary) }
            try writeAll(bytes, to: fd, path: temporary)
            guard fsync(fd) == 0 else { throw KeychainError.io("fsync", temporary) }
        } catch {
            unlink(temporary)
            throw error
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw KeychainError.io("rename", path, errno: code)
        }
        try syncDirectory(directory)
    }

    /// The contents of `path`, or `nil` when it does not exist.
    /// - Throws: `.io` for any other failure.
    static func read(_ path: String) throws -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            if errno == ENOENT { return nil }
            throw KeychainError.io("open", path)
        }
        defer { close(fd) }
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw KeychainError.io("read", path)
            }
            if count == 0 { return result }
            result.append(contentsOf: chunk[0..<count])
        }
    }

    private static func writeAll(_ bytes: [UInt8], to fd: Int32, path: String) throws {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { systemWrite(fd, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                throw KeychainError.io("write", path)
            }
            offset += written
        }
    }

    private static func syncDirectory(_ directory: String) throws {
        let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw KeychainError.io("open", directory) }
        defer { close(fd) }
        guard fsync(fd) == 0 else { throw KeychainError.io("fsync", directory) }
    }

    private static func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        posixModuleRead(fd, buffer, count)
    }

    private static func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        posixModuleWrite(fd, buffer, count)
    }

    private static func parentDirectory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func baseName(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }
}
