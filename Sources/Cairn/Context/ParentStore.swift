/// What a context reads from: its coordinator, or its parent context (``ContextParentStore``).
///
/// The context reads through this protocol only (it never reaches the coordinator's stores or row
/// cache directly), so that a parent context can stand in for the coordinator: a child sees its
/// parent's unsaved state. Saves differ: a root context writes to its coordinator, a child pushes
/// its changes into its parent (ManagedObjectContext+SaveToParent.swift). Every requirement may be
/// called from any thread: a context calls them on its own executor, and several contexts share
/// one parent store.
protocol ParentStore: AnyObject, Sendable {
    /// The model of every object the parent store holds.
    var managedObjectModel: ManagedObjectModel { get }

    // MARK: Reading

    /// The rows matching `request`, in order.
    func fetchRows(_ request: StoreFetch) throws -> [RowSnapshot]
    /// The IDs of the rows matching `request`, in order.
    func fetchIDs(_ request: StoreFetch) throws -> [ManagedObjectID]
    /// The results of a dictionary fetch (`request.projection`).
    func fetchValues(_ request: StoreFetch) throws -> [[PropertyValue]]
    /// The number of rows matching `request`.
    func count(_ request: StoreFetch) throws -> Int
    /// How the parent runs `request` (one explanation per store that has SQL).
    func explain(_ request: StoreFetch) throws -> [FetchExplanation]
    /// The current snapshot of `id` (cached if possible), or `nil` if it is not stored.
    func snapshot(for id: ManagedObjectID) throws -> RowSnapshot?
    /// The cached snapshot of `id`, without reading the store.
    func cachedSnapshot(for id: ManagedObjectID) -> RowSnapshot?
    /// Drops the cached snapshot of `id` (the next read goes to the store).
    func forgetCachedSnapshot(of id: ManagedObjectID)
    /// The current snapshots of `ids` from the store, in no order; `caching: false` leaves the
    /// cache alone (bulk loads).
    func freshSnapshots(for ids: [ManagedObjectID], caching: Bool) throws -> [RowSnapshot]
    /// The snapshots of `ids` (cached ones first), in no order.
    func snapshots(for ids: [ManagedObjectID]) throws -> [RowSnapshot]
    /// The current versions of `ids` (missing objects left out), for a save's conflict check.
    func currentVersions(for ids: [ManagedObjectID]) throws -> [ManagedObjectID: Int64]
    /// The destinations of a to-many relationship of a saved object.
    func relatedIDs(of id: ManagedObjectID, relationship: RelationshipDescription) throws -> [ManagedObjectID]
    /// The destinations of a to-many relationship of several objects, with their rows.
    func relatedRows(of ids: [ManagedObjectID], relationship: RelationshipDescription) throws -> RelatedRows
    /// The rows of `entity` whose values at `indices` equal one of `keys` (uniqueness checks).
    func rows(of entity: EntityDescription, matching keys: [[PropertyValue]], at indices: [Int]) throws -> [RowSnapshot]

    // MARK: Saving

    /// Permanent IDs for objects about to be saved, one per entry of `entities`, in order.
    func permanentIDs(for entities: [EntityDescription]) throws -> [ManagedObjectID]
    /// Tells the other contexts that merge saves about a save of `source`.
    func announce(_ summary: SaveSummary, from source: ManagedObjectContext)
    /// Registers a context that merges the saves of other contexts.
    func addMergeListener(_ context: ManagedObjectContext)
}

extension ParentStore {
    /// The versions of `ids`, from fresh snapshots (a parent context's objects).
    func currentVersions(for ids: [ManagedObjectID]) throws -> [ManagedObjectID: Int64] {
        Dictionary(try freshSnapshots(for: ids, caching: false).map { ($0.objectID, $0.version) }, uniquingKeysWith: { first, _ in first })
    }

    /// The current snapshots of `ids` from the store, cached for later reads.
    func freshSnapshots(for ids: [ManagedObjectID]) throws -> [RowSnapshot] {
        try freshSnapshots(for: ids, caching: true)
    }
}
