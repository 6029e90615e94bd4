import Foundation

extension PersistentStoreCoordinator {
    /// Deletes the store at `url` (Core Data's `destroyPersistentStore(at:type:options:)`): removes
    /// it from this coordinator if it was added, then deletes its file and the files SQLite keeps
    /// beside it. A missing file is not an error.
    ///
    /// ```swift
    /// try coordinator.destroyPersistentStore(at: storeURL, type: .sqlite)
    /// ```
    ///
    /// The store disappears at once: its file is first renamed to a temporary name (a process
    /// killed midway leaves that file, which the next store creation beside it sweeps away), so
    /// no other coordinator can open half a store.
    ///
    /// - Throws: ``CairnError`` `.storeOperation` if the file is not a Cairn store (it is left
    ///   untouched: this never deletes a file it did not make) or cannot be deleted.
    public func destroyPersistentStore(at url: URL, type: PersistentStoreType = .sqlite, options: [String: String] = [:]) throws {
        if let store = persistentStore(for: url) { try remove(store) }
        guard type == .sqlite, FileManager.default.fileExists(atPath: url.path) else { return }
        let notAStore = "destroyPersistentStore: the file at \(url.path) is not a Cairn store; it is left untouched."
        let contents: SQLiteStoreFile.Contents
        do {
            contents = try SQLiteStoreFile.contents(of: url, writable: false, timeout: PersistentStoreOption.defaultTimeout)
        } catch {
            throw CairnError(.storeOperation, notAStore, causedBy: error)
        }
        if case .foreign = contents { throw CairnError(.storeOperation, notAStore) }
        let doomed = SQLiteStoreFile.temporaryFile(for: url)
        do {
            try FileManager.default.moveItem(at: url, to: doomed)
            for suffix in SQLiteStoreFile.sideFileSuffixes where FileManager.default.fileExists(atPath: url.path + suffix) {
                try FileManager.default.removeItem(atPath: url.path + suffix)
            }
            try FileManager.default.removeItem(at: doomed)
        } catch {
            throw CairnError(.storeOperation, "destroyPersistentStore: cannot delete the store at \(url.path)", causedBy: error)
        }
    }
}
