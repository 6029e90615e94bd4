import CairnFiles
import Foundation

extension DefaultsStore {
    /// Reads the suite file. A missing file is empty; a corrupt or unreadable one is moved
    /// aside (kept) and replaced by the last good copy: the content this process last saw,
    /// else the backup kept at each write. Call under the file lock.
    ///
    /// - Throws: if a corrupt file cannot be moved aside (then nothing is written over it).
    func loadRecovering(_ location: DefaultsLocation) throws -> [String: PropertyListValue] {
        let problem: String
        do {
            return try PropertyListValue.decode(DurableFile.read(from: location.fileURL))
        } catch let error as FilesError where error.code == .notFound {
            return [:]
        } catch {
            problem = "\(error)"
        }
        let aside = location.corruptURL(at: Date())
        // Keep the bad file under a new name; the file itself stays in place until replaced.
        guard link(location.fileURL.path, aside.path) == 0 || rename(location.fileURL.path, aside.path) == 0 else {
            throw DefaultsError(
                .io, "\(location.fileURL.path) is corrupt or unreadable (\(problem)) and cannot be moved aside: \(String(cString: strerror(errno)))")
        }
        let message = "\(location.fileURL.path) was corrupt or unreadable (\(problem)); kept it as \(aside.path)"
        // The newest good content known: what this process last read or wrote, else the backup.
        if let known = lock.withLock({ lastKnownFile }) {
            try DurableFile.write(PropertyListValue.encode(known), to: location.fileURL)
            log.error(message + "; restored the content this process last saw")
            return known
        }
        guard let backup = try? DurableFile.read(from: location.backupURL),
            let values = try? PropertyListValue.decode(backup)
        else {
            unlink(location.fileURL.path)
            log.error(message + "; no good copy to restore, starting empty")
            return [:]
        }
        try DurableFile.write(backup, to: location.fileURL)
        log.error(message + "; restored the last good copy from \(location.backupURL.path)")
        return values
    }

    /// Keeps the current file (which just parsed) as the last good copy, by hard link: the
    /// atomic replacement that follows gives the file a new inode and leaves this one intact.
    func keepLastGoodCopy(_ location: DefaultsLocation) {
        let staging = location.backupURL.path + ".new"
        unlink(staging)
        guard link(location.fileURL.path, staging) == 0 else { return }  // no file yet
        if rename(staging, location.backupURL.path) != 0 { unlink(staging) }
    }
}

extension DefaultsStore {
    /// Deletes the suite file if it holds no keys (under the file lock, so a concurrent
    /// writer's keys are never deleted).
    func removeFileIfEmpty() throws {
        guard let location else { return }
        try io("delete \(location.fileURL.path)") {
            try FileLock(url: location.lockURL).withExclusiveLock {
                if try loadRecovering(location).isEmpty { unlink(location.fileURL.path) }
            }
        }
    }
}
