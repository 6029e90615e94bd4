/// A parent context as what its children read from (see ``ParentStore``).
///
/// Every read runs on the parent's executor (`performAndWait`, re-entrant) and answers with the
/// parent's current state: its unsaved inserts, changes and deletions included, as Core Data's
/// child contexts see them. What the parent does not hold comes from the parent's own parent
/// store. The child holds its parent strongly, as Core Data's does.
final class ContextParentStore: ParentStore {
    let context: ManagedObjectContext

    init(_ context: ManagedObjectContext) {
        self.context = context
    }

    var managedObjectModel: ManagedObjectModel { context.model }

    func fetchRows(_ request: StoreFetch) throws -> [RowSnapshot] {
        try context.performAndWait { try context.rowsForChild(request) }
    }

    func fetchIDs(_ request: StoreFetch) throws -> [ManagedObjectID] {
        try context.performAndWait { try context.idsForChild(request) }
    }

    /// Dictionary fetches read the store, as Core Data's do (they ignore unsaved changes).
    func fetchValues(_ request: StoreFetch) throws -> [[PropertyValue]] {
        try context.parentStore.fetchValues(request)
    }

    func count(_ request: StoreFetch) throws -> Int {
        try context.performAndWait { try context.countForChild(request) }
    }

    func explain(_ request: StoreFetch) throws -> [FetchExplanation] {
        try context.parentStore.explain(request)
    }

    func snapshot(for id: ManagedObjectID) throws -> RowSnapshot? {
        try context.performAndWait { try context.snapshotForChild(id, reading: .cache) }
    }

    func cachedSnapshot(for id: ManagedObjectID) -> RowSnapshot? {
        context.performAndWait { try? context.snapshotForChild(id, reading: .cacheOnly) }
    }

    func forgetCachedSnapshot(of id: ManagedObjectID) {
        context.parentStore.forgetCachedSnapshot(of: id)
    }

    func freshSnapshots(for ids: [ManagedObjectID], caching: Bool) throws -> [RowSnapshot] {
        try context.performAndWait { try context.snapshotsForChild(ids, reading: .fresh(caching: caching)) }
    }

    func snapshots(for ids: [ManagedObjectID]) throws -> [RowSnapshot] {
        try context.performAndWait { try context.snapshotsForChild(ids, reading: .cache) }
    }

    func relatedIDs(of id: ManagedObjectID, relationship: RelationshipDescription) throws -> [ManagedObjectID] {
        try context.performAndWait { try context.relatedIDsForChild(of: id, relationship: relationship) }
    }

    func relatedRows(of ids: [ManagedObjectID], relationship: RelationshipDescription) throws -> RelatedRows {
        try context.performAndWait {
            var result = RelatedRows()
            var destinations: [ManagedObjectID] = []
            var seen = Set<ManagedObjectID>()
            for id in ids {
                let members = try context.relatedIDsForChild(of: id, relationship: relationship)
                result.members[id] = members
                for member in members where seen.insert(member).inserted { destinations.append(member) }
            }
            result.rows = try context.snapshotsForChild(destinations, reading: .cache)
            return result
        }
    }

    /// Uniqueness is checked when the root context saves to the store; this answers from there.
    func rows(of entity: EntityDescription, matching keys: [[PropertyValue]], at indices: [Int]) throws -> [RowSnapshot] {
        try context.parentStore.rows(of: entity, matching: keys, at: indices)
    }

    /// Permanent IDs come from the coordinator (`obtainPermanentIDs(for:)` in a child).
    func permanentIDs(for entities: [EntityDescription]) throws -> [ManagedObjectID] {
        try context.parentStore.permanentIDs(for: entities)
    }

    func announce(_ summary: SaveSummary, from source: ManagedObjectContext) {
        for child in context.childMergeListeners.all where child !== source { child.receive(summary) }
    }

    func addMergeListener(_ child: ManagedObjectContext) {
        context.childMergeListeners.add(child)
    }
}
