import Foundation

/// Directory-level durability and creation helpers.
enum DirectorySync {
    /// Flushes the directory holding `path`, making a rename or creation in it durable.
    static func sync(directoryOf path: String) throws {
        let directory = (path as NSString).deletingLastPathComponent
        try sync(directory: directory.isEmpty ? "." : directory)
    }

    /// Flushes `directory` itself to stable storage.
    static func sync(directory: String) throws {
        let handle = try RawFile.open(directory, flags: O_RDONLY | O_DIRECTORY)
        try handle.sync()
        try handle.close()
    }

    /// Creates `path` and any missing parents with `mode` (exactly, whatever the umask),
    /// flushing each parent so the new entries survive a power loss. Existing directories
    /// are left as they are.
    ///
    /// - Returns: `true` if the last component was created by this call.
    @discardableResult
    static func createDirectory(_ path: String, mode: mode_t = 0o700) throws -> Bool {
        var info = stat()
        if stat(path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else {
                throw FilesError(.unsafeDirectory, path: path, message: "a file that is not a directory is in the way")
            }
            return false
        }
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty && parent != path {
            try createDirectory(parent, mode: mode)
        }
        if mkdir(path, mode) != 0 {
            if errno == EEXIST { return try createDirectory(path, mode: mode) }
            throw FilesError.system("create the directory", path: path)
        }
        guard chmod(path, mode) == 0 else { throw FilesError.system("set the mode of the directory", path: path) }
        try sync(directory: parent.isEmpty ? "." : parent)
        return true
    }
}
