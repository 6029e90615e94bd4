import Foundation
import Logging

/// Streams new content for a file and replaces the file atomically and durably on ``commit()``.
///
/// The bytes go to a temporary file in the destination's directory, created with the right
/// mode from the start. ``commit()`` flushes it (`fsync`), renames it over the destination and
/// flushes the directory, so a reader never sees a partial file and a crash or power loss
/// leaves either the old or the new content. If the writer is released without ``commit()``
/// (or ``abort()`` is called, or any step throws) the temporary file is removed and the
/// destination is untouched.
///
/// ```swift
/// let writer = try AtomicFileWriter(destination: url)
/// for chunk in chunks { try writer.write(chunk) }
/// try writer.commit()
/// ```
///
/// Temporary files that writers killed before ``commit()`` left (`.<name>.cairn-XXXXXX`) are removed
/// the next time the same file is written, once they are a minute old and no live writer holds them.
///
/// Not thread-safe: use one writer from one thread at a time.
public final class AtomicFileWriter {
    /// The file that ``commit()`` replaces. A symbolic link is followed, so the link survives.
    public let destination: URL
    /// The options in force.
    public let options: DurableWriteOptions
    private let file: RawFile
    private let temporaryPath: String
    private let replaced: stat?
    private var finished = false

    /// Creates the temporary file next to `destination`.
    ///
    /// - Throws: ``FilesError`` if the directory does not exist or is not writable.
    public init(destination: URL, options: DurableWriteOptions = DurableWriteOptions()) throws {
        let target = AtomicFileWriter.resolvingFinalLink(destination.path)
        self.destination = URL(fileURLWithPath: target)
        self.options = options
        var existing = stat()
        replaced = stat(target, &existing) == 0 ? existing : nil
        let directory = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        var template = Array("\(directory.isEmpty ? "." : directory)/.\(name).cairn-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw FilesError.system("create a temporary file in the directory", path: directory) }
        // The lock marks the temporary file as a live writer's until it is closed (or the process
        // dies): a sweep by another writer leaves it alone.
        _ = flock(fd, LOCK_EX | LOCK_NB)
        temporaryPath = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        file = RawFile(adopting: fd, path: temporaryPath)
        AbandonedTemporaryFiles.sweep(directory: directory.isEmpty ? "." : directory, name: name, keeping: temporaryPath)
        do {
            let mode = options.mode ?? replaced.map { $0.st_mode & 0o7777 } ?? DurableWriteOptions.defaultNewFileMode
            guard fchmod(fd, mode) == 0 else { throw FilesError.system("set the mode of", path: temporaryPath) }
        } catch {
            abort()
            throw error
        }
    }

    deinit {
        if !finished { removeTemporaryFile() }
    }

    /// Appends bytes to the new content.
    ///
    /// - Throws: ``FilesError`` (for example `.noSpace`); the destination is untouched.
    public func write(_ bytes: UnsafeRawBufferPointer) throws {
        precondition(!finished, "AtomicFileWriter for \(destination.path) was already committed or aborted")
        try file.write(bytes)
    }

    /// Appends the bytes of `data` to the new content.
    ///
    /// - Throws: ``FilesError``; the destination is untouched.
    public func write(_ data: some ContiguousBytes) throws {
        try data.withUnsafeBytes { try write($0) }
    }

    /// Flushes the new content and renames it over the destination, then flushes the directory.
    ///
    /// - Throws: ``FilesError``. If it throws before the rename, the destination still holds
    ///   its old content and the temporary file is removed.
    public func commit() throws {
        precondition(!finished, "AtomicFileWriter for \(destination.path) was already committed or aborted")
        do {
            if let replaced { try carryOver(from: replaced) }
            if options.durable { try file.sync() }
            try file.close()
            guard rename(temporaryPath, destination.path) == 0 else {
                throw FilesError.system("rename the new content over", path: destination.path)
            }
        } catch {
            abort()
            throw error
        }
        finished = true
        if options.durable { try DirectorySync.sync(directoryOf: destination.path) }
    }

    /// Discards the new content; the destination is untouched. Safe to call more than once.
    public func abort() {
        guard !finished else { return }
        finished = true
        removeTemporaryFile()
    }

    private func removeTemporaryFile() {
        try? file.close()
        guard unlink(temporaryPath) != 0 else { return }
        let code = errno
        if code != ENOENT {
            Logger.cairnFiles.warning("could not remove the temporary file \(temporaryPath) (errno \(code)); delete it by hand")
        }
    }

    /// Gives the new file the owner and extended attributes of the file it replaces.
    private func carryOver(from old: stat) throws {
        if old.st_uid != geteuid() || old.st_gid != getegid() {
            // Only possible with privileges; without them the new file keeps our owner.
            _ = fchown(file.fd, old.st_uid, old.st_gid)
        }
        if options.preservesExtendedAttributes {
            try ExtendedAttributes.copyUserAttributes(from: destination.path, to: file)
        }
    }

    /// Follows a symbolic link in the last path component so that the link itself is kept.
    private static func resolvingFinalLink(_ path: String) -> String {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK,
            let resolved = realpath(path, nil)
        else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
