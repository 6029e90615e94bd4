import Foundation

extension ManagedObjectContext {
    /// Brings changes saved elsewhere (a batch request, another coordinator, another process)
    /// into `contexts` (Core Data's `mergeChanges(fromRemoteContextSave:into:)`).
    ///
    /// `changeNotificationData` holds, under ``NSInsertedObjectsKey``, ``NSUpdatedObjectsKey`` and
    /// ``NSDeletedObjectsKey``, arrays or sets of ``ManagedObjectID``s or of their URI
    /// representations (``ManagedObjectID/uriRepresentation``, which another process can send).
    /// In each context, on its own queue: registered objects that were updated are refreshed from
    /// the store, with the context's own unsaved changes kept on top; deleted ones leave the
    /// context. The coordinator's cached rows of those objects are dropped first.
    ///
    /// ```swift
    /// let request = BatchDeleteRequest(fetchRequest: FetchRequest<ManagedObject>(entityName: "Draft"))
    /// request.resultType = .resultTypeObjectIDs
    /// let result = try background.execute(request) as! BatchDeleteResult
    /// let changes = [NSDeletedObjectsKey: result.result as? [ManagedObjectID] ?? []]
    /// ManagedObjectContext.mergeChanges(fromRemoteContextSave: changes, into: [viewContext])
    /// ```
    ///
    /// Waits for each context's queue in turn (`performAndWait`); call it from a context's own
    /// queue only for that context or for contexts of other queues.
    public static func mergeChanges(fromRemoteContextSave changeNotificationData: [AnyHashable: Any], into contexts: [ManagedObjectContext]) {
        for context in contexts {
            guard let coordinator = context.persistentStoreCoordinator else { continue }
            let changes = RemoteChanges(changeNotificationData, in: coordinator)
            context.performAndWait { context.mergeRemoteChanges(changes) }
        }
    }

    /// Applies changes saved elsewhere to the registered objects, and reports them (objects did
    /// change, did merge): the one place merges go through. Runs on the context's executor.
    ///
    /// `forgettingCachedRows: false` is for saves that went through this context's coordinator
    /// (its row cache already holds what they wrote).
    func mergeRemoteChanges(_ changes: RemoteChanges, forgettingCachedRows: Bool = true) {
        assertOnExecutor()
        if forgettingCachedRows {
            let parentStore = parentStore
            for id in changes.updated { parentStore.forgetCachedSnapshot(of: id) }
            for id in changes.deleted { parentStore.forgetCachedSnapshot(of: id) }
        }
        let refreshed = changes.updated.compactMap(refreshChangedElsewhere)
        let removed = changes.deleted.compactMap(removeDeletedElsewhere)
        // Registered (as faults) so that observers of this context see them, as Core Data does.
        let inserted = changes.inserted.map { object(with: $0) }
        reportMerge(inserted: inserted, refreshed: refreshed, removed: removed, changes)
    }

    /// Reloads the registered object `id` (if its values are loaded) from the parent store, with
    /// this context's unsaved changes of it kept on top; returns it if it did.
    private func refreshChangedElsewhere(_ id: ManagedObjectID) -> ManagedObject? {
        guard let object = registry[id], object.values != nil, !object.isDeleted else { return nil }
        guard let row = parentStore.cachedSnapshot(for: id) ?? (try? parentStore.snapshot(for: id)) else { return nil }
        let local = object.values
        let changed = object.changedIndices()
        object.load(row.values)
        object.version = row.version
        if let local { for index in changed { object.storeValue(local[index], at: index) } }
        object.didChangeOutsideAccessors()
        return object
    }

    /// Removes the registered object `id`, deleted elsewhere, from this context; returns it.
    private func removeDeletedElsewhere(_ id: ManagedObjectID) -> ManagedObject? {
        guard let object = registry[id] else { return nil }
        unregister(object)
        object.state = []
        object.contextLink = nil
        return object
    }
}
