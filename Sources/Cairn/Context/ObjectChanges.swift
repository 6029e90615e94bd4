/// What one objects-did-change notification reports: a context's pending changes with objects
/// that changed and went back in the same event left out, each object once.
///
/// Built without hashing the context's own changes (a save of 100,000 new objects builds this
/// once): the ``ObjectState/noticed`` bit marks an object not yet sorted, so duplicates are
/// skipped by clearing it, and ``ObjectState/insertedInEvent`` says an object was inserted since
/// the last processing.
struct ObjectChanges {
    /// Objects inserted in this context since the last processing.
    var insertedHere: [ManagedObject] = []
    /// Objects a merge brought in.
    var mergedInserts: [ManagedObject] = []
    var updated: [ManagedObject] = []
    var deleted: [ManagedObject] = []
    var refreshed: [ManagedObject] = []

    /// Sorts `changes` of `context` into what happened by the end of the event, clearing the
    /// objects' event bits: an object inserted and deleted in the same event is not reported; one
    /// inserted (or undeleted) in it is not also reported as updated.
    init(_ changes: PendingChanges, of context: ManagedObjectContext) {
        func take(_ object: ManagedObject) -> Bool {
            guard object.state.contains(.noticed) else { return false }
            object.state.remove(.noticed)
            return true
        }
        // The link, not `managedObjectContext`: comparing a strong reference costs no weak load.
        let link = context.link
        func inContext(_ object: ManagedObject) -> Bool { object.contextLink === link && !object.isDeleted }
        for object in changes.inserted where take(object) && inContext(object) { insertedHere.append(object) }
        for object in changes.deleted where take(object) && object.isDeleted && !object.state.contains(.insertedInEvent) { deleted.append(object) }
        for object in changes.updated where take(object) && inContext(object) { updated.append(object) }
        for object in changes.inserted { object.state.remove(.insertedInEvent) }
        guard !(changes.mergedInserts.isEmpty && changes.refreshed.isEmpty && changes.mergedDeletions.isEmpty) else { return }
        // Merged objects carry no event bits (they are not this context's changes).
        var seen = Set((insertedHere + updated + deleted).lazy.map(ObjectIdentifier.init))
        func once(_ object: ManagedObject) -> Bool { seen.insert(ObjectIdentifier(object)).inserted }
        deleted += changes.mergedDeletions.filter(once)
        mergedInserts = changes.mergedInserts.filter { inContext($0) && once($0) }
        refreshed = changes.refreshed.filter { inContext($0) && once($0) }
    }

    /// Every inserted object reported.
    var inserted: [ManagedObject] { insertedHere + mergedInserts }

    var isEmpty: Bool { insertedHere.isEmpty && mergedInserts.isEmpty && updated.isEmpty && deleted.isEmpty && refreshed.isEmpty }

    /// The notification's `userInfo`: each non-empty set under Core Data's key.
    var userInfo: [AnyHashable: Any] {
        var info: [AnyHashable: Any] = [:]
        let inserted = inserted
        if !inserted.isEmpty { info[NSInsertedObjectsKey] = Set(inserted) }
        if !updated.isEmpty { info[NSUpdatedObjectsKey] = Set(updated) }
        if !deleted.isEmpty { info[NSDeletedObjectsKey] = Set(deleted) }
        if !refreshed.isEmpty { info[NSRefreshedObjectsKey] = Set(refreshed) }
        return info
    }
}
