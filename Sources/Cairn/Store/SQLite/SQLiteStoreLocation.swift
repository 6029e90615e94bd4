import Foundation

/// Checks, before SQLite sees a store's path, the mistakes SQLite would report in its own terms
/// ("disk I/O error", "attempt to write a readonly database"): each gets an error saying what is
/// wrong and what to do.
enum SQLiteStoreLocation {
    /// - Throws: ``CairnError`` `.storeOpen` naming the path and the remedy.
    static func check(_ url: URL, readOnly: Bool) throws {
        let path = url.path
        let folder = url.deletingLastPathComponent().path
        var status = stat()
        guard stat(path, &status) == 0 else {
            // No store yet: its folder must let us create it (a missing folder is created).
            if access(folder, F_OK) == 0, access(folder, W_OK | X_OK) != 0 {
                throw CairnError(
                    .storeOpen,
                    "Cannot create the store at \(path): the folder \(folder) is not writable. Make it writable by this user, or choose a store URL in a folder that is."
                )
            }
            return
        }
        if status.st_mode & S_IFMT == S_IFDIR {
            throw CairnError(
                .storeOpen,
                "The store URL \(path) is a folder, not a file. Pass the URL of the store file itself, for example \(url.appendingPathComponent("Model.sqlite").path)."
            )
        }
        guard access(path, R_OK) == 0 else {
            throw CairnError(.storeOpen, "The store file \(path) is not readable by this user. Fix its permissions (chmod u+r) or run as its owner.")
        }
        // SQLite keeps `-wal` and `-shm` files beside a store in WAL mode, and needs them even to read.
        let missing = ["-wal", "-shm"].filter { access(path + $0, F_OK) != 0 }
        if access(path, W_OK) != 0 {
            if !readOnly {
                throw CairnError(
                    .storeOpen,
                    "The store file \(path) is read-only. Open it with the read-only option (PersistentStoreOption.readOnly = \"true\", or PersistentStoreDescription.isReadOnly = true), or make it writable (chmod u+w)."
                )
            }
            if missing.contains("-shm") {
                throw CairnError(
                    .storeOpen,
                    "The store file \(path) is read-only and has no \(url.lastPathComponent)-shm beside it: SQLite reads a store in WAL mode without writing it only while that file exists (while a process that may write has the store open). Make the store writable (chmod u+w), or copy it to a place where it is."
                )
            }
        }
        for suffix in ["-wal", "-shm"] where !missing.contains(suffix) && access(path + suffix, R_OK | W_OK) != 0 {
            throw CairnError(
                .storeOpen,
                "The file \(path + suffix) beside the store is not readable and writable by this user, and SQLite needs it even to read the store. Run as the user who owns the store, or fix that file's permissions."
            )
        }
        if !missing.isEmpty, access(folder, W_OK | X_OK) != 0 {
            throw CairnError(
                .storeOpen,
                "Cannot open the store \(path): SQLite must create \(missing.map { url.lastPathComponent + $0 }.joined(separator: " and ")) beside it, and the folder \(folder) is not writable. Make the folder writable by this user, or move the store to a folder that is."
            )
        }
    }
}
