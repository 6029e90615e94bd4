import Foundation

extension CacheDirectory {
    /// One file in the cache directory.
    struct Entry {
        var path: String
        var size: Int
        /// Modification time in nanoseconds since 1970: the last store or read.
        var lastUsed: Int64
    }

    /// The entries on disk. Files that vanish while listing are skipped. Leftovers of
    /// interrupted writes (`.name.cairn-XXXXXX`) are listed only when `includingTemporary`.
    func entries(includingTemporary: Bool) throws -> [Entry] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: url.path)
        } catch {
            var info = stat()
            if stat(url.path, &info) != 0 && errno == ENOENT { return [] }
            throw FilesError(.io, path: url.path, message: "cannot list the cache directory: \(error)")
        }
        return names.compactMap { name in
            guard name != BackupExclusion.tagFileName else { return nil }
            let isTemporary = name.hasPrefix(".") && name.contains(".cairn-")
            guard name.hasSuffix(".cache") || (includingTemporary && isTemporary) else { return nil }
            let path = url.appendingPathComponent(name).path
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
            let lastUsed = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
            return Entry(path: path, size: Int(info.st_size), lastUsed: lastUsed)
        }
    }
}
