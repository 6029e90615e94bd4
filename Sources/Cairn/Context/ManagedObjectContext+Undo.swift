import Foundation

/// Undo and redo of a context's changes (Core Data's `undoManager`, `undo()`, `redo()`).
///
/// Each `processPendingChanges()` records what changed since the last one as undo actions: an
/// insertion is undone by deleting the object, a change by restoring the object's values from
/// before the event (relationships included: both sides of a relationship change, so both are
/// restored), a deletion by inserting the object again with its values (objects a cascade
/// deleted come back too). Undoing is itself a change: what it changes is recorded on the redo
/// stack the same way. Changes merged from elsewhere are not recorded.
extension ManagedObjectContext {
    /// The undo manager recording this context's changes; `nil` (the default, as in Core Data)
    /// records nothing. A container's `viewContext` may opt in:
    ///
    /// ```swift
    /// container.viewContext.undoManager = UndoManager()
    /// note.text = "Draft"
    /// container.viewContext.undo()      // note.text is back to its old value
    /// ```
    ///
    /// With no undo group open, each processing of changes is one group (one event); open your
    /// own with `beginUndoGrouping()` / `endUndoGrouping()` to undo several events as one.
    public var undoManager: UndoManager? {
        get { settings.withLock { $0.undoManager } }
        set {
            settings.withLock { $0.undoManager = newValue }
            recordsUndo.store(newValue != nil, ordering: .relaxed)
            observeCheckpoints(of: newValue)
        }
    }

    /// Undoes the last group of changes (processing pending changes first).
    public func undo() {
        assertOnExecutor()
        processPendingChanges()
        undoManager?.undo()
    }

    /// Redoes the last undone group of changes.
    public func redo() {
        assertOnExecutor()
        processPendingChanges()
        undoManager?.redo()
    }

    /// Before an undo manager undoes or redoes (it posts a checkpoint first), the context
    /// records its pending changes, so `undoManager.undo()` called directly undoes them too.
    private func observeCheckpoints(of manager: UndoManager?) {
        let observer = manager.map { manager in
            ObserverToken(
                token: NotificationCenter.default.addObserver(forName: .NSUndoManagerCheckpoint, object: manager, queue: nil) { [weak self] _ in
                    guard let self, self.executor.allowsCurrentThread else { return }
                    self.processPendingChanges()
                })
        }
        if let old = undoObservation.withLock({ slot in
            defer { slot = observer }
            return slot
        }) {
            NotificationCenter.default.removeObserver(old.token)
        }
    }

    /// Records one event's changes with `manager` (called by `processPendingChanges()`).
    func recordForUndo(_ changes: PendingChanges, _ report: ObjectChanges, in manager: UndoManager) {
        let inserted = report.insertedHere
        let updated = report.updated.filter { changes.before[ObjectIdentifier($0)] != nil }
        let deleted = report.deleted.filter { $0.state.contains(.deleted) }
        guard !(inserted.isEmpty && updated.isEmpty && deleted.isEmpty) else { return }
        let ownGroup = manager.groupingLevel == 0
        if ownGroup { manager.beginUndoGrouping() }
        // Undone last registered first: deletions come back, then values, then insertions go.
        for object in inserted {
            manager.registerUndo(withTarget: self) { context in context.undoInsertion(of: object) }
        }
        for object in updated {
            let values = changes.before[ObjectIdentifier(object)]!
            manager.registerUndo(withTarget: self) { context in context.restore(object, to: values) }
        }
        for object in deleted {
            let values = changes.before[ObjectIdentifier(object)]
            manager.registerUndo(withTarget: self) { context in context.undoDeletion(of: object, values: values) }
        }
        if ownGroup { manager.endUndoGrouping() }
    }

    private func undoInsertion(of object: ManagedObject) {
        guard object.managedObjectContext === self, !object.isDeleted else { return }
        delete(object)
        processPendingChanges()
    }

    private func restore(_ object: ManagedObject, to values: ContiguousArray<PropertyValue>) {
        guard object.managedObjectContext === self, !object.isDeleted else { return }
        object.willAccessValues()
        for index in values.indices where values[index] != object.values![index] {
            // A to-many list never loaded before the change: the store's list is the old one.
            if values[index].isNull, (object.entity.properties[index] as? RelationshipDescription)?.isToMany == true {
                object.setPrimitiveValue(.null, at: index)
                _ = object.relatedIDs(at: index)
                continue
            }
            object.setPrimitiveValue(values[index], at: index)
        }
        object.didChangeOutsideAccessors()
        processPendingChanges()
    }

    private func undoDeletion(of object: ManagedObject, values: ContiguousArray<PropertyValue>?) {
        guard object.managedObjectContext === self || object.managedObjectContext == nil, object.isDeleted else { return }
        insert(object)
        if let values { restore(object, to: values) } else { processPendingChanges() }
    }

    // MARK: Rollback and reset

    /// Reports a rollback: discarded insertions are invalidated, restored objects refreshed; the
    /// undo stack is cleared (Core Data's rollback empties it).
    func reportRollback(discarded: [ManagedObject], restored: [ManagedObject]) {
        undoManager?.removeAllActions()
        pending.clearEventBits()
        pending = PendingChanges()
        guard !discarded.isEmpty || !restored.isEmpty else { return }
        var info: [AnyHashable: Any] = [:]
        if !discarded.isEmpty { info[NSInvalidatedObjectsKey] = Set(discarded) }
        if !restored.isEmpty { info[NSRefreshedObjectsKey] = Set(restored) }
        NotificationCenter.default.post(name: Self.didChangeObjectsNotification, object: self, userInfo: info)
        if !changeStreams.isEmpty {
            changeStreams.yield(ContextChange(kind: .objectsChanged, deleted: Set(discarded.map(\.objectID)), refreshed: Set(restored.map(\.objectID))))
        }
    }

    /// Reports a reset: every object is invalid; the undo stack is cleared.
    func reportReset() {
        undoManager?.removeAllActions()
        pending.clearEventBits()
        pending = PendingChanges()
        NotificationCenter.default.post(name: Self.didChangeObjectsNotification, object: self, userInfo: [NSInvalidatedAllObjectsKey: true])
    }
}
