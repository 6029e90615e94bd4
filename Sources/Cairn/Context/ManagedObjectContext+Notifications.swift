import Foundation

/// Noticing changes as they happen, and reporting them: Core Data's objects-did-change, will-save
/// and did-save notifications, and ``ManagedObjectContext/changes``.
///
/// `processPendingChanges()` reports what changed since it last ran. Like Core Data, a context
/// runs it at the start of each save, at the end of each `perform` block (not `performAndWait`),
/// at the end of each main-queue pass for a main-queue context, and after merges.
extension ManagedObjectContext {
    /// Reports the changes to registered objects since the last call: posts
    /// ``didChangeObjectsNotification`` (and delivers ``changes``) and, with an ``undoManager``,
    /// records them for undo as one group (within the group you opened, if any).
    public func processPendingChanges() {
        assertOnExecutor()
        pending.isScheduled = false
        guard !pending.isEmpty else { return }
        let changes = pending
        pending = PendingChanges()
        let report = ObjectChanges(changes, of: self)  // clears the objects' event bits
        if let undoManager, undoManager.isUndoRegistrationEnabled {
            recordForUndo(changes, report, in: undoManager)
        }
        guard !report.isEmpty else { return }
        NotificationCenter.default.post(name: Self.didChangeObjectsNotification, object: self, userInfo: report.userInfo)
        guard !changeStreams.isEmpty else { return }
        changeStreams.yield(
            ContextChange(
                kind: .objectsChanged, inserted: Set(report.inserted.map(\.objectID)), updated: Set(report.updated.map(\.objectID)),
                deleted: Set(report.deleted.map(\.objectID)), refreshed: Set(report.refreshed.map(\.objectID))))
    }

    /// The changes of this context from now on, as an `AsyncSequence` (objects did change, and
    /// saves). Each use makes a new sequence; it ends when its consumer stops iterating.
    public var changes: AsyncStream<ContextChange> { changeStreams.makeStream() }

    // MARK: Noticing

    /// Notes that `object` is about to change (once per event; call before the change).
    @inline(__always)
    func noticeChange(of object: ManagedObject) {
        guard !object.state.contains(.noticed) else { return }
        noticeFirstChange(of: object)
    }

    private func noticeFirstChange(of object: ManagedObject) {
        object.state.insert(.noticed)
        pending.updated.append(object)
        keepValuesForUndo(of: object)
        scheduleEndOfEvent()
    }

    /// Notes an insertion (or an undeletion).
    func noticeInsert(_ object: ManagedObject) {
        object.state.insert([.noticed, .insertedInEvent])
        pending.inserted.append(object)
        scheduleEndOfEvent()
    }

    /// Notes a deletion (before the object's relationships are cut).
    func noticeDelete(_ object: ManagedObject) {
        if !object.state.contains(.noticed) {
            object.state.insert(.noticed)
            keepValuesForUndo(of: object)
        }
        pending.deleted.append(object)
        scheduleEndOfEvent()
    }

    /// Notes that a to-many relationship of `object` was loaded after the object's values were
    /// kept for undo: the kept values must hold the loaded list, not "not loaded".
    func noticeLoad(of object: ManagedObject, value: PropertyValue, at index: Int) {
        guard object.state.contains(.noticed), pending.before[ObjectIdentifier(object)] != nil else { return }
        pending.before[ObjectIdentifier(object)]![index] = value
    }

    private func keepValuesForUndo(of object: ManagedObject) {
        guard recordsUndo.load(ordering: .relaxed), let values = object.values else { return }
        pending.before[ObjectIdentifier(object)] = values
    }

    /// A main-queue context processes its changes at the end of the main queue's current pass,
    /// as Core Data's does at the end of each event.
    private func scheduleEndOfEvent() {
        guard concurrencyType == .mainQueue, !pending.isScheduled else { return }
        pending.isScheduled = true
        DispatchQueue.main.async { [weak self] in self?.processPendingChanges() }
    }

    // MARK: Saves

    /// Posts ``willSaveObjectsNotification``.
    func postWillSave() {
        NotificationCenter.default.post(name: Self.willSaveObjectsNotification, object: self)
    }

    /// Posts ``didSaveObjectsNotification`` and ``didSaveObjectIDsNotification`` for a save, and
    /// delivers it to ``changes``.
    func postDidSave(inserted: [ManagedObject], updated: [ManagedObject], deleted: [ManagedObject], summary: SaveSummary) {
        NotificationCenter.default.post(
            name: Self.didSaveObjectsNotification, object: self,
            userInfo: [
                NSInsertedObjectsKey: Set(inserted), NSUpdatedObjectsKey: Set(updated), NSDeletedObjectsKey: Set(deleted),
            ])
        let insertedIDs = Set(summary.inserted), updatedIDs = Set(summary.updated), deletedIDs = Set(summary.deleted)
        NotificationCenter.default.post(
            name: Self.didSaveObjectIDsNotification, object: self,
            userInfo: [
                NSInsertedObjectIDsKey: insertedIDs, NSUpdatedObjectIDsKey: updatedIDs, NSDeletedObjectIDsKey: deletedIDs,
                SaveSummary.userInfoKey: summary,
            ])
        // A save with nothing in it is no change for the context's change streams.
        if !changeStreams.isEmpty, !(insertedIDs.isEmpty && updatedIDs.isEmpty && deletedIDs.isEmpty) {
            changeStreams.yield(ContextChange(kind: .saved, inserted: insertedIDs, updated: updatedIDs, deleted: deletedIDs))
        }
    }

    // MARK: Merging

    /// Merges the changes of a save another context announced with ``didSaveObjectsNotification``
    /// or ``didSaveObjectIDsNotification`` (Core Data's `mergeChanges(fromContextDidSave:)`):
    /// updated objects registered here are refreshed (this context's own unsaved changes of them
    /// kept on top), deleted ones leave, inserted ones are registered (as faults) so that
    /// observers see them. Call it on this context's queue.
    ///
    /// ```swift
    /// NotificationCenter.default.addObserver(forName: ManagedObjectContext.didSaveObjectsNotification,
    ///                                        object: background, queue: nil) { note in
    ///     viewContext.perform { viewContext.mergeChanges(fromContextDidSave: note) }
    /// }
    /// ```
    public func mergeChanges(fromContextDidSave notification: Notification) {
        assertOnExecutor()
        let info = notification.userInfo ?? [:]
        func ids(_ objectsKey: String, _ idsKey: String) -> [ManagedObjectID] {
            if let objects = info[objectsKey] as? Set<ManagedObject> { return objects.map(\.objectID) }
            if let ids = info[idsKey] as? Set<ManagedObjectID> { return Array(ids) }
            return []
        }
        let changes = RemoteChanges(
            inserted: ids(NSInsertedObjectsKey, NSInsertedObjectIDsKey),
            updated: ids(NSUpdatedObjectsKey, NSUpdatedObjectIDsKey),
            deleted: ids(NSDeletedObjectsKey, NSDeletedObjectIDsKey))
        let source = notification.object as? ManagedObjectContext
        // A sibling's save went through this context's coordinator, whose cache is current.
        let sameCoordinator = source?.persistentStoreCoordinator === persistentStoreCoordinator && source?.parent == nil && parent == nil
        mergeRemoteChanges(changes, forgettingCachedRows: !sameCoordinator)
    }

    /// Reports what a merge did (see `mergeRemoteChanges(_:forgettingCachedRows:)`), at once.
    func reportMerge(inserted: [ManagedObject], refreshed: [ManagedObject], removed: [ManagedObject], _ changes: RemoteChanges) {
        pending.mergedInserts += inserted
        pending.refreshed += refreshed
        pending.mergedDeletions += removed
        processPendingChanges()
        NotificationCenter.default.post(
            name: Self.didMergeChangesObjectIDsNotification, object: self,
            userInfo: [
                NSInsertedObjectIDsKey: Set(changes.inserted), NSUpdatedObjectIDsKey: Set(changes.updated), NSDeletedObjectIDsKey: Set(changes.deleted),
            ])
    }
}
