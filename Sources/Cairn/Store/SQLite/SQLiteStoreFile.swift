import Foundation
import GRDB

/// The store file on disk: what a path holds, and the creation of a new store such that a process
/// killed at any moment leaves either no store or a complete one.
///
/// A new store is written in full to a temporary file in the same folder (schema, metadata, WAL
/// mode), made durable, then renamed over the store's path, all while holding a lock on the folder,
/// so processes creating one store at once take turns and the later ones find it complete.
enum SQLiteStoreFile {
    /// What an existing, non-empty SQLite file holds.
    enum Contents {
        /// A Cairn (or Core Data) store, with its metadata.
        case store(StoreMetadata)
        /// A SQLite database without a single table: what a creation killed under Cairn 0.x left.
        case noSchema
        /// Another application's SQLite database.
        case foreign
    }

    /// The metadata of the complete store at `url`, or `nil` when there is none yet (no file, an
    /// empty file, a SQLite file without schema, or one with a journal that only a writer may roll
    /// back): the caller then goes through ``create(at:settings:metadata:build:)``.
    ///
    /// - Throws: ``CairnError`` `.storeOpen` when the file is not a store.
    static func existingStore(at url: URL, settings: SQLiteStoreSettings) throws -> StoreMetadata? {
        guard size(of: url) > 0 else { return nil }
        do {
            switch try contents(of: url, writable: false, timeout: settings.timeout) {
            case .store(let metadata): return metadata
            case .noSchema: return nil
            case .foreign: throw notAStore(url)
            }
        } catch let error as DatabaseError where error.resultCode == .SQLITE_READONLY && !settings.readOnly {
            return nil
        }
    }

    /// Creates the store at `url` unless another process did meanwhile; returns the metadata of
    /// the store now at `url` (ours, or the other process's).
    ///
    /// `build` writes the schema and metadata of a new store into an empty database.
    static func create(
        at url: URL, settings: SQLiteStoreSettings, metadata: StoreMetadata, build: (Database) throws -> Void
    ) throws -> StoreMetadata {
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw CairnError(
                .storeOpen,
                "Cannot create the folder \(folder.path) for the store \(url.lastPathComponent): \(error.localizedDescription). Check the path and its permissions, or choose another location.",
                cause: error)
        }
        return try DirectoryLock.holding(folder, timeout: settings.timeout, purpose: "create the store at \(url.path)") { synchronize in
            sweepTemporaryFiles(of: url)
            if size(of: url) > 0 {
                switch try contents(of: url, writable: true, timeout: settings.timeout) {
                case .store(let existing): return existing
                case .foreign: throw notAStore(url)
                case .noSchema: break
                }
            }
            // Whatever lies beside a store that does not exist is stale, and SQLite would apply a
            // stale `-wal` or `-journal` to the new file.
            for suffix in sideFileSuffixes { unlink(url.path + suffix) }
            let temporary = temporaryFile(for: url)
            defer { for suffix in [""] + sideFileSuffixes { unlink(temporary.path + suffix) } }
            try write(temporary, permissions: settings.filePermissions, timeout: settings.timeout) { try $0.write(build) }
            guard rename(temporary.path, url.path) == 0 else {
                throw CairnError(.storeOpen, "Cannot move the new store into place at \(url.path): \(String(cString: strerror(errno))).")
            }
            synchronize()
            return metadata
        }
    }

    /// Reads what `url` holds. A writable connection lets SQLite roll back a journal left by a
    /// killed writer.
    static func contents(of url: URL, writable: Bool, timeout: TimeInterval) throws -> Contents {
        var configuration = Configuration()
        configuration.readonly = !writable
        configuration.busyMode = .timeout(timeout)
        let queue = try DatabaseQueue(path: url.path, configuration: configuration)
        defer { try? queue.close() }
        let found = try queue.read { db -> (tables: Int, plist: Data?) in
            let tables = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") ?? 0
            guard try db.tableExists("Z_METADATA") else { return (tables, nil) }
            return (tables, try Data.fetchOne(db, sql: "SELECT Z_PLIST FROM Z_METADATA ORDER BY Z_VERSION DESC LIMIT 1"))
        }
        if let plist = found.plist { return .store(try StoreMetadataPlist.decode(plist, path: url.path)) }
        return found.tables == 0 ? .noSchema : .foreign
    }

    /// The error for a SQLite file that is not a store.
    static func notAStore(_ url: URL) -> CairnError {
        CairnError(
            .storeOpen,
            "The file at \(url.path) is a SQLite database but not a Cairn store (no Z_METADATA table). Cairn leaves it untouched: choose another URL for the store, or move that file away."
        )
    }

    /// The suffixes of the files SQLite keeps beside a database.
    static let sideFileSuffixes = ["-wal", "-shm", "-journal"]

    /// Writes a complete new store into `temporary` (`build` fills the empty database), durably,
    /// and closes it.
    static func write(_ temporary: URL, permissions: mode_t, timeout: TimeInterval, _ build: (DatabaseQueue) throws -> Void) throws {
        // SQLite gives the `-wal` and `-shm` files the main file's permissions: creating the file
        // ourselves sets all three.
        let descriptor = open(temporary.path, O_CREAT | O_EXCL | O_RDWR | O_CLOEXEC, permissions)
        guard descriptor >= 0 else {
            throw CairnError(
                .storeOpen,
                "Cannot create the store's temporary file \(temporary.path): \(String(cString: strerror(errno))). Check that the folder is writable and the disk has room."
            )
        }
        defer { close(descriptor) }
        var configuration = Configuration()
        configuration.busyMode = .timeout(timeout)
        do {
            let queue = try DatabaseQueue(path: temporary.path, configuration: configuration)
            try build(queue)
            try queue.writeWithoutTransaction { try $0.execute(sql: "PRAGMA journal_mode = WAL") }
            try queue.close()
        } catch let error as CairnError {
            throw error
        } catch {
            throw CairnError(.storeOpen, "Cannot create the store's file \(temporary.path)", causedBy: error)
        }
        guard fsync(descriptor) == 0 else {
            throw CairnError(.storeOpen, "Cannot make the new store durable at \(temporary.path): \(String(cString: strerror(errno))).")
        }
    }

    /// A new temporary file beside `url`, for a store being created or migrated (swept by the next
    /// creation or migration if its process dies).
    static func temporaryFile(for url: URL) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(temporaryPrefix(of: url) + UUID().uuidString)
    }

    /// The name every temporary file of `url`'s creation starts with.
    private static func temporaryPrefix(of url: URL) -> String {
        ".\(url.lastPathComponent).cairn-creating-"
    }

    /// Removes what killed creations of `url` left. Called with the folder's lock held: a creator
    /// holds it for its whole creation, so every temporary file found belongs to a dead process.
    static func sweepTemporaryFiles(of url: URL) {
        let folder = url.deletingLastPathComponent()
        let prefix = temporaryPrefix(of: url)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where name.hasPrefix(prefix) {
            unlink(folder.appendingPathComponent(name).path)
        }
    }

    /// The size of the file at `url`; 0 when there is none.
    static func size(of url: URL) -> Int {
        var status = stat()
        return stat(url.path, &status) == 0 ? Int(status.st_size) : 0
    }
}
