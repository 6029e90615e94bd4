import Foundation
import Logging

/// Keeping the results current: the controller listens to its context's objects-did-change
/// notification and applies each one to the results in memory.
///
/// Inserted, updated and refreshed objects are tested against the predicate and placed by the
/// sort keys (a binary search), deleted and invalidated ones taken out; an updated object stays
/// where it is while that place is still in order. Only a context reset, a request the memory
/// cannot decide (a fetch limit or offset, a text search), or changes missed while nobody
/// listened make the controller refetch.
extension AnyFetchedResultsController {
    /// Whether anyone listens to changes (Core Data tracks only with a delegate).
    var isTracking: Bool { delegate != nil || !snapshotStreams.isEmpty }

    /// Makes `objects`, just fetched, the results, and starts listening to the context.
    func install(_ objects: [ManagedObject], _ query: ResultsQuery) throws {
        let fresh = try SectionedResults(grouping: objects, query)
        self.query = query
        results = fresh
        isStale = false
        if observer == nil { observeContext() }
        announce(fresh)
    }

    private func observeContext() {
        let link = ControllerLink(self)
        let token = NotificationCenter.default.addObserver(
            forName: ManagedObjectContext.didChangeObjectsNotification,
            object: managedObjectContext, queue: nil
        ) { notification in
            link.controller?.receive(notification)
        }
        observer = ObserverToken(token: token)
    }

    /// Applies one objects-did-change notification (posted on the context's queue).
    func receive(_ notification: Notification) {
        guard results != nil, !isFetching else { return }
        guard !isApplying else {
            deferred.append(notification)
            return
        }
        guard isTracking else {
            isStale = true
            return
        }
        isApplying = true
        defer { isApplying = false }
        apply(notification)
        while !deferred.isEmpty { apply(deferred.removeFirst()) }
    }

    private func apply(_ notification: Notification) {
        guard let query, let oldSections = results?.sections else { return }
        let info = notification.userInfo ?? [:]
        func objects(_ key: String) -> Set<ManagedObject> { info[key] as? Set<ManagedObject> ?? [] }
        let inserted = objects(NSInsertedObjectsKey)
        let updated = objects(NSUpdatedObjectsKey).union(objects(NSRefreshedObjectsKey))
        let deleted = objects(NSDeletedObjectsKey).union(objects(NSInvalidatedObjectsKey))
        let changes: ResultsChanges?
        if info[NSInvalidatedAllObjectsKey] != nil || isStale {
            changes = refetch(oldSections, query, updated: updated)
        } else if query.refetchesOnChange {
            let relevant = [inserted, updated, deleted].contains { $0.contains(where: query.covers) }
            changes = relevant ? refetch(oldSections, query, updated: updated) : nil
        } else {
            changes = update(oldSections, query, inserted: inserted, updated: updated, deleted: deleted)
        }
        guard let changes, !changes.isEmpty else { return }
        report(changes, from: oldSections)
    }

    /// Applies a change in memory.
    ///
    /// - Complexity: O(m + k log m) for k changed objects in sections of m objects, plus the
    ///   section key of each changed object.
    private func update(
        _ oldSections: [FetchedResultsSection], _ query: ResultsQuery, inserted: Set<ManagedObject>,
        updated: Set<ManagedObject>, deleted: Set<ManagedObject>
    ) -> ResultsChanges? {
        guard var current = results else { return nil }
        var removed: [ManagedObject] = [], added: [ManagedObject] = []
        for object in deleted where current.contains(object) { removed.append(object) }
        for object in updated.union(inserted) where query.covers(object) && !deleted.contains(object) {
            if current.contains(object) { removed.append(object) }
            if query.matches(object, in: managedObjectContext) { added.append(object) }
        }
        guard !removed.isEmpty || !added.isEmpty else { return nil }
        results = nil  // `current` is now the only owner: it changes in place, not as a copy
        let (names, stayed) = current.apply(removing: removed, adding: added, query)
        results = current
        var touched = Set<ObjectIdentifier>(minimumCapacity: removed.count + added.count)
        for object in removed { touched.insert(ObjectIdentifier(object)) }
        for object in added { touched.insert(ObjectIdentifier(object)) }
        return ResultsDiff.changes(
            from: oldSections, to: current.sections, touched: touched,
            updated: Set(updated.map(ObjectIdentifier.init)), in: names, stayed: stayed)
    }

    /// Fetches the results again and compares them with the former ones.
    private func refetch(_ oldSections: [FetchedResultsSection], _ query: ResultsQuery, updated: Set<ManagedObject>) -> ResultsChanges? {
        let fresh: SectionedResults
        do {
            isFetching = true
            defer { isFetching = false }
            fresh = try SectionedResults(grouping: fetchObjects(), query)
        } catch {
            // The results stay as they were and the next change tries again; the failure is not
            // silent.
            isStale = true
            Logger.cairn.error(
                "FetchedResultsController: refetching the \(query.entityName) results after a change failed, they are unchanged until the next change: \(error)"
            )
            return nil
        }
        isStale = false
        results = fresh
        let before = Set(oldSections.lazy.flatMap(\.members).map(ObjectIdentifier.init))
        let after = Set(fresh.sections.lazy.flatMap(\.members).map(ObjectIdentifier.init))
        let changed = Set(updated.map(ObjectIdentifier.init))
        return ResultsDiff.changes(
            from: oldSections, to: fresh.sections, touched: before.symmetricDifference(after).union(changed),
            updated: changed, in: nil)
    }
}
