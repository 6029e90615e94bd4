import Cairn

extension ManagedObjectContext {
    /// Throws, naming the objects, when the context has unsaved inserts, updates or deletes: a
    /// test's way to say "everything was saved" or "the rollback left nothing behind".
    ///
    /// Safe to call from any thread: it reads the context on its own queue.
    public func expectNoPendingChanges(file: StaticString = #filePath, line: UInt = #line) throws {
        let pending: [String] = performAndWait {
            let groups = [("inserted", insertedObjects), ("updated", updatedObjects), ("deleted", deletedObjects)]
            return groups.compactMap { label, objects in
                objects.isEmpty ? nil : "\(label) \(Self.describe(objects.map(\.objectID)))"
            }
        }
        guard pending.isEmpty else {
            let context = name.map { "context '\($0)'" } ?? "the context"
            throw TestFailure("\(context) has unsaved changes: \(pending.joined(separator: "; ")); save or roll back first", file: file, line: line)
        }
    }

    /// Saves the context and returns what the save wrote, as its did-save notification reported it.
    ///
    /// ```swift
    /// let changes = try context.saveRecordingChanges()
    /// try changes.expect(inserted: [note], deleted: [draft])
    /// ```
    public func saveRecordingChanges() throws -> SavedChanges {
        let recorder = SavedChangesRecorder()
        let token = NotificationCenter.default.addObserver(forName: ManagedObjectContext.didSaveObjectIDsNotification, object: self, queue: nil) {
            notification in
            recorder.record(notification)
        }
        defer { NotificationCenter.default.removeObserver(token) }
        try performAndWait { try save() }
        return recorder.changes
    }

    /// Object IDs as `Entity/key` for a failure message, sorted so that the message is stable.
    static func describe(_ ids: some Collection<ManagedObjectID>) -> String {
        let names = ids.map { "\($0.entity.entityName)/\($0.isTemporaryID ? "t" : "p")\($0.primaryKey)" }.sorted()
        return "\(ids.count) (\(names.joined(separator: ", ")))"
    }
}
