import Foundation

/// `isExcludedFromBackup` for Linux: a `CACHEDIR.TAG` for directories, the
/// `user.xdg.robots.backup` extended attribute for files.
///
/// Backup tools that honour the Cache Directory Tagging Specification (borg, restic, tar
/// `--exclude-caches`, Déjà Dup …) skip a tagged directory; the freedesktop attribute
/// `user.xdg.robots.backup = "false"` marks a single file.
///
/// ```swift
/// try BackupExclusion.setExcluded(true, at: downloadsDirectory)
/// try BackupExclusion.isExcluded(downloadsDirectory)  // true
/// ```
public enum BackupExclusion {
    /// The name of the tag file that excludes a directory.
    public static let tagFileName = "CACHEDIR.TAG"
    /// The signature every valid `CACHEDIR.TAG` starts with.
    public static let tagSignature = "Signature: 8a477f597d28d172789f06886806bc55"
    /// The extended attribute that excludes a file.
    public static let attributeName = "user.xdg.robots.backup"

    /// Whether `url` is excluded from backup: a directory with a valid `CACHEDIR.TAG`, or
    /// a file or directory whose `user.xdg.robots.backup` attribute is `false`.
    ///
    /// - Throws: ``FilesError`` with `.notFound` if nothing is at `url`.
    public static func isExcluded(_ url: URL) throws -> Bool {
        if try isDirectory(url), hasValidTag(in: url) { return true }
        return try ExtendedAttributes.value(attributeName, at: url.path) == "false"
    }

    /// Excludes `url` from backup, or includes it again.
    ///
    /// A directory gets (or loses) a `CACHEDIR.TAG`; a file gets the attribute set to
    /// `false` (or removed). Including a directory also removes the attribute if set.
    ///
    /// - Throws: ``FilesError``: `.notFound`, or `.unsupported` if the file system of a file
    ///   has no extended attributes (tmpfs before Linux 6.6, some network file systems).
    public static func setExcluded(_ excluded: Bool, at url: URL) throws {
        if try isDirectory(url) {
            let tag = url.appendingPathComponent(tagFileName)
            if excluded {
                guard !hasValidTag(in: url) else { return }
                let content = tagSignature + "\n# This directory holds caches created by Cairn; backup tools may skip it.\n"
                try DurableFile.write(Data(content.utf8), to: tag, options: DurableWriteOptions(mode: 0o644))
            } else {
                if unlink(tag.path) != 0 && errno != ENOENT { throw FilesError.system("remove", path: tag.path) }
                try? ExtendedAttributes.setValue(nil, for: attributeName, at: url.path)
            }
        } else {
            try ExtendedAttributes.setValue(excluded ? "false" : nil, for: attributeName, at: url.path)
        }
    }

    private static func isDirectory(_ url: URL) throws -> Bool {
        var info = stat()
        guard stat(url.path, &info) == 0 else { throw FilesError.system("inspect", path: url.path) }
        return info.st_mode & S_IFMT == S_IFDIR
    }

    private static func hasValidTag(in directory: URL) -> Bool {
        guard let file = try? RawFile.open(directory.appendingPathComponent(tagFileName).path, flags: O_RDONLY) else {
            return false
        }
        var prefix = [UInt8](repeating: 0, count: tagSignature.utf8.count)
        let count = (try? prefix.withUnsafeMutableBytes { try file.read(into: $0) }) ?? 0
        return count == prefix.count && prefix.elementsEqual(tagSignature.utf8)
    }
}
