import Foundation

extension ManagedObjectContext {
    /// Saves every unsaved insert, update and deletion to the store, all or nothing; in a child
    /// context, into its ``parent``.
    ///
    /// Runs `willSave` on each changed object, validates all of them (collecting every failure),
    /// obtains permanent IDs, writes one transaction, then runs `didSave`.
    ///
    /// Uniqueness constraints are checked before anything is written, under the coordinator's save
    /// lock: conflicts fail the save or are merged, according to ``mergePolicy``.
    ///
    /// - Throws: ``CairnError``: a validation error (or `.validationMultipleErrors`, 1560, listing
    ///   each), `.constraintConflict` (133021) listing the objects that share constrained values
    ///   (with the default merge policy), `.mergeConflict` (133020) when another context or process
    ///   saved the same objects first (with the default merge policy), or a store error. On any
    ///   error nothing is written and the context keeps its changes (merges a policy made stay).
    public func save() throws {
        assertOnExecutor()
        mergePendingSaves()
        guard hasChanges else { return postEmptySave() }
        postWillSave()
        for changes in [inserted, updated, deleted] {
            for object in changes { object.willSave() }
        }
        if parent == nil { updateDerivedAttributes() }
        processPendingChanges()
        try validateChanges()
        if let parent { return try saveIntoParent(parent) }

        let parentStore = rootCoordinator
        let (plan, saved, renamed) = try parentStore.serializingSaves { () throws -> (SavePlan, Saved, Renamed) in
            try resolveConstraintConflicts()
            // Insertion order: temporary keys count down from -1 as objects are created, so new
            // rows get primary keys in the order the objects were made.
            let insertedObjects = Self.sorted(inserted.values) { Self.insertionOrder($0.objectID) < Self.insertionOrder($1.objectID) }
            // Objects given permanent IDs by `obtainPermanentIDs(for:)` keep them.
            let needingIDs = insertedObjects.filter { $0.objectID.isTemporaryID }
            let permanent = try parentStore.permanentIDs(for: needingIDs.map(\.entity))
            // Old to new IDs, for the values that refer to the objects: only relationships do.
            var mapping: [ManagedObjectID: ManagedObjectID] = [:]
            if model.entities.contains(where: { !$0.relationships.isEmpty }) {
                mapping.reserveCapacity(needingIDs.count)
                for (object, id) in zip(needingIDs, permanent) { mapping[object.objectID] = id }
            }

            var plan = SavePlan(mapping: mapping)
            var fresh = permanent.makeIterator()  // in the order of `needingIDs`
            for object in insertedObjects { plan.insert(object, as: object.objectID.isTemporaryID ? fresh.next()! : object.objectID) }
            // In primary-key order: the store then walks its table forward instead of jumping
            // around it (the dictionary's order is random).
            let updatedObjects = Self.sorted(updated.values) { $0.objectID.primaryKey < $1.objectID.primaryKey }
            for object in updatedObjects { plan.update(object) }
            for object in deleted.values { plan.delete(object) }
            plan.changes.transaction = TransactionFacts(author: transactionAuthor, contextName: name, timestamp: Date())
            do {
                try parentStore.write(plan.changes)
            } catch let error as CairnError where error.code == .mergeConflict && mergePolicy != .error {
                // The store checks every row's version as it writes, all or nothing: only when
                // someone else saved some of these objects meanwhile does the policy need their
                // current state (reading it before every save cost as much as the save).
                try plan.resolveConflicts(with: parentStore, policy: mergePolicy)
                try parentStore.write(plan.changes)
            }
            return (plan, Saved(inserted: insertedObjects, updated: updatedObjects), Renamed(objects: needingIDs, ids: permanent))
        }
        didSave(plan, saved, renamed: renamed)
    }

    /// A save with nothing to save writes nothing but is announced, with empty sets, as Core Data
    /// announces it: code that saves a context unconditionally may wait for its did-save.
    private func postEmptySave() {
        postWillSave()
        let facts = TransactionFacts(author: transactionAuthor, contextName: name, timestamp: Date())
        postDidSave(
            inserted: [], updated: [], deleted: [], summary: SaveSummary(inserted: [], updated: [], changedIndices: [], deleted: [], transaction: facts))
    }

    /// `objects` sorted by `areInIncreasingOrder`; without sorting when they already are (the
    /// lists keep the order objects changed in, which usually is creation or fetch order).
    static func sorted(_ objects: [ManagedObject], by areInIncreasingOrder: (ManagedObject, ManagedObject) -> Bool) -> [ManagedObject] {
        let ordered = zip(objects, objects.dropFirst()).allSatisfy { !areInIncreasingOrder($1, $0) }
        return ordered ? objects : objects.sorted(by: areInIncreasingOrder)
    }

    /// Sorts permanent IDs (from `obtainPermanentIDs`) first by key, then temporary ones by creation.
    static func insertionOrder(_ id: ManagedObjectID) -> (Int, Int64) {
        id.isTemporaryID ? (1, -id.primaryKey) : (0, id.primaryKey)
    }

    /// Objects a save gave permanent IDs, and those IDs (in the same order).
    private struct Renamed {
        let objects: [ManagedObject]
        let ids: [ManagedObjectID]
    }

    /// The inserted and updated objects a save wrote, each list in the order it was planned in
    /// (kept from the plan instead of collecting the context's lists again: each collection
    /// retained and released every object).
    private struct Saved {
        let inserted: [ManagedObject]
        let updated: [ManagedObject]

        /// Both lists, inserted objects first, without concatenating them.
        var all: FlattenSequence<[[ManagedObject]]> { [inserted, updated].joined() }
    }

    private func didSave(_ plan: SavePlan, _ saved: Saved, renamed: Renamed) {
        // Children may still name the objects by their temporary IDs (ones they inserted).
        let hasChildren = !children.isEmpty || !childRenames.isEmpty
        let temporaryIDs = hasChildren ? renamed.objects.map(\.objectID) : []
        applyPermanentIDs(renamed.objects, renamed.ids, mapping: plan.mapping)
        for object in saved.inserted { object.version = RowSnapshot.firstVersion }
        for (object, update) in zip(plan.updatedObjects, plan.changes.updated) { object.version = update.snapshot.version }
        for object in saved.all {
            object.commitValues()
            if let settled = plan.savedVersion(of: object) { object.version = settled }
            object.state.remove([.inserted, .updated])
        }
        let gone = Array(deleted.values)
        for object in gone { unregister(object) }
        inserted.removeAll()
        updated.removeAll()
        deleted.removeAll()
        temporaryIndex = nil
        for object in saved.all { object.didSave() }
        for object in gone {
            object.didSave()
            // Deleted by the save: no longer "to be deleted" (`isDeleted` is false, as in Core Data).
            object.state = []
            object.contextLink = nil
        }
        if hasChildren { passPermanentIDsToChildren(Dictionary(uniqueKeysWithValues: zip(temporaryIDs, renamed.ids))) }
        let summary = SaveSummary(plan.changes)
        rootCoordinator.announce(summary, from: self)
        postDidSave(inserted: saved.inserted, updated: saved.updated, deleted: gone, summary: summary)
    }
}
