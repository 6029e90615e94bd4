import Foundation

/// Telling listeners what changed: snapshot sequences, then the delegate in the one form it
/// takes (a snapshot, a difference, or Core Data's per-change calls).
extension AnyFetchedResultsController {
    /// After `performFetch()`: the new results to snapshot listeners, and to a delegate that
    /// takes snapshots (Core Data sends its first snapshot then too).
    func announce(_ fresh: SectionedResults) {
        let delegate = delegate
        let offersSnapshot = delegate != nil && !declinedForms.contains(.snapshot)
        guard offersSnapshot || !snapshotStreams.isEmpty else { return }
        let snapshot = makeSnapshot(fresh, reloaded: [])
        snapshotStreams.yield(snapshot)
        if let delegate, offersSnapshot { _ = offer(snapshot, to: delegate) }
    }

    /// After a change: `changes` (from `oldSections` to the current results) to every listener.
    func report(_ changes: ResultsChanges, from oldSections: [FetchedResultsSection]) {
        guard let results else { return }
        let delegate = delegate
        let offersSnapshot = delegate != nil && !declinedForms.contains(.snapshot)
        if offersSnapshot || !snapshotStreams.isEmpty {
            let snapshot = makeSnapshot(results, reloaded: changes.reloaded)
            snapshotStreams.yield(snapshot)
            if let delegate, offersSnapshot, offer(snapshot, to: delegate) { return }
        }
        guard let delegate else { return }
        if sectionNameKeyPath == nil, !declinedForms.contains(.difference) {
            let before = oldSections.flatMap(\.members).map(\.objectID)
            let after = results.sections.flatMap(\.members).map(\.objectID)
            lastCallDeclined = false
            delegate.controller(self, didChangeContentWith: after.difference(from: before).inferringMoves())
            if !lastCallDeclined { return }
        }
        delegate.controllerWillChangeContent(self)
        for change in changes.sections {
            var section = change.section
            section.indexTitle = sectionIndexTitle(forSectionName: section.name)
            delegate.controller(self, didChange: section, atSectionIndex: change.index, for: change.type)
        }
        for change in changes.objects {
            delegate.controller(self, didChange: change.object, at: change.indexPath, for: change.type, newIndexPath: change.newIndexPath)
        }
        delegate.controllerDidChangeContent(self)
    }

    /// Gives `snapshot` to `delegate`; whether it took it (its own method, not the default).
    private func offer(_ snapshot: FetchedResultsSnapshot, to delegate: any FetchedResultsControllerDelegate) -> Bool {
        lastCallDeclined = false
        delegate.controller(self, didChangeContentWith: snapshot)
        return !lastCallDeclined
    }
}
