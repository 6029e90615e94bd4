import Foundation

/// A directory in a shared place (such as `/tmp`) that only the current user may use.
enum PrivateDirectory {
    /// Creates `path` with mode `0o700`, or checks that the existing one is a real directory
    /// owned by the current user and resets its mode to `0o700`.
    ///
    /// - Throws: ``FilesError`` with `.unsafeDirectory` if it is a link, not a directory, or
    ///   owned by another user (someone could read or replace our files).
    static func ensure(_ path: String) throws {
        let parent = (path as NSString).deletingLastPathComponent
        try DirectorySync.createDirectory(parent, mode: 0o700)
        if mkdir(path, 0o700) == 0 {
            guard chmod(path, 0o700) == 0 else { throw FilesError.system("set the mode of the directory", path: path) }
            return
        }
        guard errno == EEXIST else { throw FilesError.system("create the directory", path: path) }
        var info = stat()
        guard lstat(path, &info) == 0 else { throw FilesError.system("inspect", path: path) }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw FilesError(.unsafeDirectory, path: path, message: "the private directory is a link or a file, not a directory")
        }
        guard info.st_uid == geteuid() else {
            throw FilesError(
                .unsafeDirectory, path: path, message: "the private directory belongs to user \(info.st_uid), not to the current user \(geteuid())")
        }
        if info.st_mode & 0o7777 != 0o700 && chmod(path, 0o700) != 0 {
            throw FilesError.system("make the directory private (mode 0700)", path: path)
        }
    }
}
