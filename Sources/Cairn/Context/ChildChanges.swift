/// A child context's unsaved changes on their way into its parent context: every value of
/// inserted objects, the changed values of updated ones with the values the child read (to find
/// what the parent changed since), and deletions.
struct ChildChanges {
    /// An object inserted in the child.
    struct Insert {
        let id: ManagedObjectID
        let values: ContiguousArray<PropertyValue>
    }

    /// An object the child changed.
    struct Update {
        let id: ManagedObjectID
        /// The indices of the properties the child changed.
        let changed: [Int]
        let values: ContiguousArray<PropertyValue>
        /// The values the child read from its parent (or last saved into it).
        let read: ContiguousArray<PropertyValue>
        /// The store version of what the child read.
        let readVersion: Int64
    }

    /// An object the child deleted.
    struct Delete {
        let id: ManagedObjectID
        /// The values the child read, if it read any.
        let read: ContiguousArray<PropertyValue>?
    }

    var inserted: [Insert] = []
    var updated: [Update] = []
    var deleted: [Delete] = []
    var transaction: TransactionFacts

    /// What a save summary of these changes says (for the parent's other children).
    var summary: SaveSummary {
        SaveSummary(
            inserted: inserted.map(\.id), updated: updated.map(\.id), changedIndices: updated.map(\.changed),
            deleted: deleted.map(\.id), transaction: transaction)
    }
}

/// What a parent context did with a child's changes, for the child to settle its objects.
struct ChildSaveOutcome {
    /// Updated objects (by position in ``ChildChanges/updated``) whose values the merge policy
    /// settled differently from the child's: their values as the parent now holds them.
    var settled: [Int: ContiguousArray<PropertyValue>] = [:]
    /// Deletions (by position in ``ChildChanges/deleted``) the merge policy dropped, with the
    /// values the object has in the parent.
    var undeleted: [Int: ContiguousArray<PropertyValue>] = [:]
}
