import Foundation

/// A scratchpad of managed objects bound to one queue (Core Data's `NSManagedObjectContext`).
///
/// A context keeps one object per ID (its identity map), tracks inserted, updated and deleted
/// objects, turns fetched rows into objects (faults by default) and saves all its changes at once.
///
/// ```swift
/// let context = container.newBackgroundContext()
/// try await context.perform {
///     let employee = Employee(context: context)
///     employee.name = "John Doe"
///     try context.save()
/// }
/// ```
///
/// **Concurrency.** A private-queue context runs work on its own serial queue; a main-queue context
/// belongs to the main thread. `perform` (async and callback forms) and `performAndWait` are the
/// doors in; a main-queue context may also be used directly on the main thread. Touching a context
/// or its objects from elsewhere trips an assertion in debug builds. The context itself is
/// `Sendable` (so it can be captured by `perform` blocks); its objects are not.
public final class ManagedObjectContext: @unchecked Sendable {
    // The hot bookkeeping is `@exclusivity(unchecked)`: only the context's executor touches it,
    // so dynamic access tracking would only cost time.
    // Safety: every mutable property below is touched only on the context's executor (checked by
    // `assertOnExecutor` in debug builds); `perform`/`performAndWait` are the only doors in.

    /// How a context is bound to threads.
    public enum ConcurrencyType: Sendable {
        /// Work runs on a private serial queue, through `perform` / `performAndWait`.
        case privateQueue
        /// Work runs on the main thread (directly, or through `perform` / `performAndWait`).
        case mainQueue

        /// Core Data's spelling of ``privateQueue``.
        public static var privateQueueConcurrencyType: ConcurrencyType { .privateQueue }
        /// Core Data's spelling of ``mainQueue``.
        public static var mainQueueConcurrencyType: ConcurrencyType { .mainQueue }
    }

    /// How the context is bound to threads.
    public let concurrencyType: ConcurrencyType
    let executor: ContextExecutor

    // The settings below are `@exclusivity(unchecked)` like the bookkeeping further down: a context
    // is used on its own queue only, and fetches and saves read several of them every time.

    /// The coordinator the context fetches from and saves to. Set it before first use.
    @exclusivity(unchecked) public var persistentStoreCoordinator: PersistentStoreCoordinator? {
        didSet {
            precondition(oldValue == nil || oldValue === persistentStoreCoordinator || (registry.isEmpty && inserted.isEmpty),
                         "Change a context's coordinator only before it holds objects.")
            lastCreated = nil
            if automaticallyMergesChangesFromParent { persistentStoreCoordinator?.addMergeListener(self) }
        }
    }
    /// A name for debugging and for the author of saved changes.
    public var name: String?
    /// Who is making changes (recorded with saves by persistent history).
    public var transactionAuthor: String?
    /// Whether the context merges saves of other contexts on the same coordinator into its
    /// registered objects automatically (updated objects refresh, deleted ones leave).
    @exclusivity(unchecked) public var automaticallyMergesChangesFromParent = false {
        didSet {
            if automaticallyMergesChangesFromParent { persistentStoreCoordinator?.addMergeListener(self) }
        }
    }
    let mergeInbox = MergeInbox()
    /// Whether a save with constraint or optimistic-locking conflicts fails (the only policy so far).
    @exclusivity(unchecked) public var mergePolicy: MergePolicy = .error
    /// Whether the context keeps registered objects alive (default: only changed ones, and
    /// unchanged ones until the context next sweeps its registry).
    @exclusivity(unchecked) public var retainsRegisteredObjects = false
    /// Whether fetches return fresh values for already-registered, unchanged objects.
    @exclusivity(unchecked) public var shouldRefreshRefetchedObjects = false

    // MARK: Object bookkeeping

    /// One object per ID. The references are strong (a weak reference gives every object a side
    /// table, which made each retain and release of it several times slower); objects that only the
    /// registry still holds are dropped by ``sweepRegistry()`` and treated as absent before then
    /// (see `reusableObject(for:)`), so unused objects still go away as with Core Data's weak registry.
    /// See ``ObjectRegistry`` for how objects are found.
    let registry = ObjectRegistry()
    @exclusivity(unchecked) var registrySweepThreshold = 1024
    /// Inserted objects under temporary IDs by ID, once a lookup by a temporary ID needed it (see
    /// ManagedObjectContext+TemporaryIDs.swift); such objects are not in ``registry``.
    @exclusivity(unchecked) var temporaryIndex: [ManagedObjectID: ManagedObject]?
    @exclusivity(unchecked) var inserted = TrackedObjects()
    @exclusivity(unchecked) var updated = TrackedObjects()
    @exclusivity(unchecked) var deleted = TrackedObjects()
    /// Values of transformable attributes that failed to encode, failing the next save.
    @exclusivity(unchecked) var unencodableValues = UnencodableValues()
    /// The class last created with `ManagedObject(context:)` and its entity: creating many objects
    /// of one class looks the entity up once.
    @exclusivity(unchecked) private var lastCreated: (cls: ObjectIdentifier, entity: EntityDescription)?

    /// What the context's objects hold to reach it.
    let link = ContextLink()

    /// Creates a context. Set ``persistentStoreCoordinator`` before using it.
    public init(concurrencyType: ConcurrencyType) {
        self.concurrencyType = concurrencyType
        self.executor = ContextExecutor(mainQueue: concurrencyType == .mainQueue, label: "cairn.context")
        link.context = self
    }

    deinit {
        link.context = nil
    }

    /// The model of the context's coordinator.
    var model: ManagedObjectModel {
        guard let coordinator = persistentStoreCoordinator else {
            preconditionFailure("This context has no persistentStoreCoordinator; set one (or use a PersistentContainer's contexts) before using it.")
        }
        return coordinator.managedObjectModel
    }

    /// The entity bound to `cls` in the context's model (see `ManagedObjectModel.entity(for:)`).
    func entity(forNew cls: ManagedObject.Type) -> EntityDescription? {
        let key = ObjectIdentifier(cls)
        if let lastCreated, lastCreated.cls == key { return lastCreated.entity }
        guard let found = model.entity(for: cls) else { return nil }
        lastCreated = (key, found)
        return found
    }

    var coordinator: PersistentStoreCoordinator {
        guard let coordinator = persistentStoreCoordinator else {
            preconditionFailure("This context has no persistentStoreCoordinator; set one (or use a PersistentContainer's contexts) before using it.")
        }
        return coordinator
    }

    // MARK: Doors in

    /// Runs `block` on the context's queue and waits for it (re-entrant; Core Data's `performAndWait`).
    public func performAndWait<T>(_ block: () throws -> T) rethrows -> T {
        try executor.performAndWait(block)
    }

    /// Queues `block` on the context's queue and returns at once.
    public func perform(_ block: @escaping @Sendable () -> Void) {
        executor.perform(block)
    }

    /// Runs `block` on the context's queue and returns its result.
    ///
    /// ```swift
    /// let count = try await context.perform { try context.count(for: Employee.fetchRequest()) }
    /// ```
    public func perform<T, E: Error>(_ block: sending @escaping () throws(E) -> T) async throws(E) -> sending T {
        let result = await executor.perform { Result<T, E>(catching: block) }
        return try result.get()
    }

    /// Checks (debug builds) that the calling thread may use this context.
    @inline(__always)
    func assertOnExecutor(touching object: ManagedObject? = nil) {
        #if DEBUG
        guard !executor.allowsCurrentThread else { return }
        let what = object.map { "object \($0.objectID) (\($0.entity.name))" } ?? "this context"
        let how = concurrencyType == .mainQueue
            ? "use it on the main thread or inside viewContext.perform { } / performAndWait { }"
            : "wrap the code in context.perform { } or performAndWait { }"
        preconditionFailure("Cairn: \(what) was used outside its context's queue (\(name ?? "unnamed") context, \(concurrencyType)); \(how). To move work between contexts, pass objectID values and call context.object(with:).")
        #endif
    }

    // MARK: Registered objects

    /// Every object the context currently knows (inserted, updated, deleted and unchanged).
    public var registeredObjects: Set<ManagedObject> {
        assertOnExecutor()
        sweepRegistry()
        return Set(allKnownObjects)
    }

    /// Objects inserted since the last save.
    public var insertedObjects: Set<ManagedObject> { assertOnExecutor(); return Set(inserted.values) }
    /// Objects changed since the last save (not counting inserted ones).
    public var updatedObjects: Set<ManagedObject> { assertOnExecutor(); return Set(updated.values) }
    /// Objects deleted since the last save.
    public var deletedObjects: Set<ManagedObject> { assertOnExecutor(); return Set(deleted.values) }

    /// Whether there are unsaved inserts, updates or deletions.
    public var hasChanges: Bool {
        assertOnExecutor()
        return !inserted.isEmpty || !updated.isEmpty || !deleted.isEmpty
    }

    /// The registered object with `id`, without touching the store.
    public func registeredObject(for id: ManagedObjectID) -> ManagedObject? {
        assertOnExecutor()
        guard let index = registry.index(forKey: id) else { return insertedObject(withTemporaryID: id) }
        if isUnobserved(at: index) {
            registry.remove(at: index)
            return nil
        }
        return registry.object(at: index)
    }

    @inline(__always)
    func register(_ object: ManagedObject) {
        registry[object.objectID] = object
        if registry.count > registrySweepThreshold { sweepRegistry() }
    }

    func unregister(_ object: ManagedObject) {
        if registry[object.objectID] === object { registry.removeValue(forKey: object.objectID) }
        if object.objectID.isTemporaryID { temporaryIndex?.removeValue(forKey: object.objectID) }
        inserted.remove(object)
        updated.remove(object)
        deleted.remove(object)
    }

    /// Drops registry entries whose objects nobody else holds (unchanged objects the app let go
    /// of), unless ``retainsRegisteredObjects`` is set. Runs when the registry doubles, so its
    /// cost is amortized over the registrations.
    func sweepRegistry() {
        defer { registrySweepThreshold = max(1024, registry.count * 2) }
        guard !retainsRegisteredObjects else { return }
        registry.removeUniquelyReferenced()
    }

    /// Drops the registry entries of `ids` whose objects nobody else holds (a batch left behind).
    func releaseUnobserved(_ ids: [ManagedObjectID]) {
        for id in ids {
            guard let index = registry.index(forKey: id), isUnobserved(at: index) else { continue }
            registry.remove(at: index)
        }
    }

    /// Whether only the registry holds the object at `index` (and ``retainsRegisteredObjects`` is
    /// off): nobody can observe it, so it may be dropped or handed out as if it had been released.
    @inline(__always)
    func isUnobserved(at index: ObjectRegistry.Index) -> Bool {
        !retainsRegisteredObjects && registry.isUniquelyReferenced(at: index)
    }

    /// Records that `object` changed (called by every setter).
    func objectDidChange(_ object: ManagedObject) {
        guard object.state.isDisjoint(with: [.inserted, .updated]) else { return }
        object.state.insert(.updated)
        updated.insert(object)
    }
}
