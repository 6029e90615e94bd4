import Crypto
import Foundation

/// A size-bounded directory of cached files with least-recently-used eviction.
///
/// Each entry is one file named after a hash of its key; reading or storing an entry marks
/// it as used (its modification time), and storing trims the oldest entries until the total
/// size is within ``byteLimit``. The directory carries a `CACHEDIR.TAG`, so backup tools skip
/// it. Files deleted underneath the cache (by the user, a cleaner, another process) are
/// simply misses; even the directory itself is recreated on the next store.
///
/// ```swift
/// let thumbnails = try CacheDirectory(named: "Thumbnails", in: appDirectories, byteLimit: 50_000_000)
/// try thumbnails.store(png, forKey: photo.id)
/// let cached = try thumbnails.data(forKey: photo.id)   // nil after eviction
/// ```
public final class CacheDirectory: @unchecked Sendable {
    // Safety: the file system is the shared state; `lock` serializes this instance's stores
    // and trims so that two threads do not evict the same entries twice.
    private let lock = NSLock()

    /// The directory holding the entries.
    public let url: URL
    /// The largest total size, in bytes, the entries may have after a store.
    public let byteLimit: Int

    /// Opens (creating if needed, mode `0o700`) a cache directory at `url`.
    ///
    /// - Throws: ``FilesError`` if the directory cannot be created or tagged.
    public init(url: URL, byteLimit: Int) throws {
        precondition(byteLimit >= 0, "CacheDirectory byteLimit must not be negative, got \(byteLimit)")
        self.url = url
        self.byteLimit = byteLimit
        try prepareDirectory()
    }

    /// Opens the cache directory `name` inside the app's caches directory.
    ///
    /// - Throws: ``FilesError`` with `.invalidName` if `name` is not a single file name, or
    ///   if the directory cannot be created.
    public convenience init(named name: String, in directories: AppDirectories, byteLimit: Int) throws {
        try FileName.validate(name, what: "cache name")
        try self.init(url: directories.caches.appendingPathComponent(name, isDirectory: true), byteLimit: byteLimit)
    }

    /// The file that holds (or would hold) the entry for `key`.
    public func fileURL(forKey key: String) -> URL {
        let digest = SHA256.hash(data: Data(key.utf8)).map { String(format: "%02x", $0) }.joined()
        return url.appendingPathComponent(digest + ".cache")
    }

    /// Stores `data` under `key` (replacing any previous entry), then evicts the least recently
    /// used entries until the cache is within ``byteLimit``. Data larger than the limit is not
    /// cached (and an older entry for the key is removed).
    ///
    /// - Throws: ``FilesError`` if the entry cannot be written.
    public func store(_ data: Data, forKey key: String) throws {
        let file = fileURL(forKey: key)
        try lock.withLock {
            guard data.count <= byteLimit else {
                try removeEntry(at: file.path)
                return
            }
            let options = DurableWriteOptions(durable: false, preservesExtendedAttributes: false)
            do {
                try DurableFile.write(data, to: file, options: options)
            } catch let error as FilesError where error.code == .notFound {
                try prepareDirectory()  // deleted underneath us: recreate and try once more
                try DurableFile.write(data, to: file, options: options)
            }
            markUsed(file.path)
            try trimLocked(toBytes: byteLimit, keeping: file.path)
        }
    }

    /// The data stored under `key`, or `nil` if there is none (never stored, evicted, or
    /// deleted underneath). Marks the entry as recently used.
    ///
    /// - Throws: ``FilesError`` for failures other than a missing entry.
    public func data(forKey key: String) throws -> Data? {
        let file = fileURL(forKey: key)
        do {
            let data = try DurableFile.read(from: file)
            markUsed(file.path)
            return data
        } catch let error as FilesError where error.code == .notFound {
            return nil
        }
    }

    /// Removes the entry for `key`, if any.
    ///
    /// - Throws: ``FilesError`` if an existing entry cannot be removed.
    public func removeValue(forKey key: String) throws {
        try removeEntry(at: fileURL(forKey: key).path)
    }

    /// Removes every entry (and leftovers of interrupted writes); the directory stays.
    ///
    /// - Throws: ``FilesError`` if an entry cannot be removed.
    public func purge() throws {
        try lock.withLock {
            for entry in try entries(includingTemporary: true) { try removeEntry(at: entry.path) }
        }
    }

    /// The total size in bytes of the entries now on disk.
    ///
    /// - Throws: ``FilesError`` if the directory cannot be listed.
    public func totalSize() throws -> Int {
        try entries(includingTemporary: false).reduce(0) { $0 + $1.size }
    }

    /// Evicts least recently used entries until the total size is at most `limit` bytes.
    ///
    /// - Throws: ``FilesError`` if the directory cannot be listed or an entry cannot be removed.
    public func trim(toBytes limit: Int) throws {
        try lock.withLock { try trimLocked(toBytes: limit, keeping: nil) }
    }

    private func trimLocked(toBytes limit: Int, keeping kept: String?) throws {
        var total = 0
        var full = false
        // Newest first: keep entries until one does not fit, then evict it and all older ones.
        for entry in try entries(includingTemporary: false).sorted(by: { $0.lastUsed > $1.lastUsed }) {
            full = full || (total + entry.size > limit && entry.path != kept)
            if full {
                try removeEntry(at: entry.path)
            } else {
                total += entry.size
            }
        }
    }

    private func prepareDirectory() throws {
        try DirectorySync.createDirectory(url.path)
        if try !BackupExclusion.isExcluded(url) { try BackupExclusion.setExcluded(true, at: url) }
    }

    /// Sets the entry's modification time to a fresh, strictly increasing "now".
    private func markUsed(_ path: String) {
        let now = RecencyClock.shared.next()
        let times = [now, now]
        _ = utimensat(AT_FDCWD, path, times, 0)  // a vanished entry has nothing to mark
    }

    private func removeEntry(at path: String) throws {
        if unlink(path) != 0 && errno != ENOENT { throw FilesError.system("remove the cache entry", path: path) }
    }
}
