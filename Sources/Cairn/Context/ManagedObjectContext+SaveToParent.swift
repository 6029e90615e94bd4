import Foundation

/// A child context's save: its changes go into its parent context, not the store.
extension ManagedObjectContext {
    /// Pushes every unsaved change into `parent`, all or nothing (called by `save()` after
    /// `willSave` and validation).
    ///
    /// The parent takes the child's values as its own unsaved changes (its objects become
    /// inserted, updated or deleted there); the store is untouched until the root context saves.
    /// Objects the parent changed since the child read them conflict: ``mergePolicy`` decides, as
    /// between a context and the store (`.error` fails the save naming them). Uniqueness
    /// constraints are checked when the root context saves, as in Core Data. Objects inserted
    /// here keep their temporary IDs until the root context saves them; they then take their
    /// permanent IDs at this context's next fetch or save.
    func saveIntoParent(_ parent: ManagedObjectContext) throws {
        let changes = collectChildChanges()
        let policy = mergePolicy
        let outcome = try parent.performAndWait {
            try parent.accept(changes, policy: policy, from: self)
        }
        settleChildSave(changes, outcome)
    }

    /// The context's unsaved changes in a form its parent can take on its own executor.
    private func collectChildChanges() -> ChildChanges {
        var changes = ChildChanges(transaction: TransactionFacts(author: transactionAuthor, contextName: name, timestamp: Date()))
        for object in inserted {
            changes.inserted.append(.init(id: object.objectID, values: object.values!))
        }
        for object in updated {
            let changed = object.changedIndices()
            guard !changed.isEmpty else { continue }
            changes.updated.append(
                .init(id: object.objectID, changed: changed, values: object.values!, read: object.committed ?? object.values!, readVersion: object.version))
        }
        for object in deleted {
            changes.deleted.append(.init(id: object.objectID, read: object.committed))
        }
        return changes
    }

    /// Makes the pushed changes this context's saved state: what the parent now holds.
    private func settleChildSave(_ changes: ChildChanges, _ outcome: ChildSaveOutcome) {
        let wasInserted = inserted.values
        let wasUpdated = updated.values
        let wasDeleted = deleted.values
        inserted.removeAll()
        updated.removeAll()
        deleted.removeAll()
        for object in wasInserted {
            object.commitValues()
            object.state.remove(.inserted)
            register(object)
        }
        temporaryIndex = nil
        let positions = Dictionary(changes.updated.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        for object in wasUpdated {
            object.state.remove(.updated)
            if let position = positions[object.objectID], let settled = outcome.settled[position] {
                object.load(settled)
            } else {
                object.commitValues()
            }
        }
        var gone: [ManagedObject] = []
        for (position, object) in wasDeleted.enumerated() {
            if let values = outcome.undeleted[position] {
                object.state.remove(.deleted)
                object.load(values)
            } else {
                unregister(object)
                gone.append(object)
            }
        }
        for object in wasInserted { object.didSave() }
        for object in wasUpdated { object.didSave() }
        for object in gone {
            object.didSave()
            object.state = []
            object.contextLink = nil
        }
        postDidSave(inserted: wasInserted, updated: wasUpdated, deleted: gone, summary: changes.summary)
    }
}
