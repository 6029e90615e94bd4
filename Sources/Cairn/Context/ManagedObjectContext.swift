import Foundation
import Synchronization

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
    // Safety: the settings are behind `settings` (a mutex) or atomics; the bookkeeping below them
    // is touched only on the context's executor (checked by `assertOnExecutor` in debug builds),
    // `perform`/`performAndWait` and actors running on ``unownedExecutor`` being the only doors in.

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

    // The settings below may be read and written from any thread (Core Data code often sets
    // `mergePolicy` or `name` right after creating a context, outside `perform`): each sits behind
    // a lock or in an atomic, a small cost per fetch or save.
    let settings = Locked(ContextSettings())
    /// See ``lastDecodingError``.
    private let decodingError = Locked<CairnError?>(nil)

    /// The last stored value this context's objects could not read as the type the code asked
    /// for (``CairnError/Code/undecodableValue``, 134504): an enum raw value unknown to this
    /// version of the app (written by a newer one, or synced from it), transformable data that
    /// does not decode. A typed property cannot throw, so such a read returns the attribute's
    /// default value (or `nil`, `0`, `false`), logs the error and keeps it here, naming the
    /// entity, the object, the attribute and the value. Set it to `nil` once handled.
    public var lastDecodingError: CairnError? {
        get { decodingError.withLock { $0 } }
        set { decodingError.withLock { $0 = newValue } }
    }

    private let mergesFromParent = Atomic<Bool>(false)
    private let retainsObjects = Atomic<Bool>(false)
    private let refreshesRefetched = Atomic<Bool>(false)
    /// Whether firing a fault reads the store rather than the coordinator's row cache (a
    /// ``stalenessInterval`` of 0 or more), read on every fault: an atomic, not the settings' lock.
    let bypassesRowCache = Atomic<Bool>(false)

    /// The coordinator the context fetches from and saves to. Set it before first use.
    ///
    /// A child context (one with a ``parent``) answers its root context's coordinator and cannot be
    /// given one of its own. Changing it once set is allowed only on the context's queue and while
    /// the context holds no objects.
    public var persistentStoreCoordinator: PersistentStoreCoordinator? {
        get {
            let (coordinator, parent) = settings.withLock { ($0.coordinator, $0.parent) }
            return coordinator ?? parent?.persistentStoreCoordinator
        }
        set {
            let old = settings.withLock { settings in
                precondition(
                    settings.parent == nil || newValue == nil,
                    "A child context saves into its parent context; it cannot have a persistentStoreCoordinator of its own. Set either parent or persistentStoreCoordinator, not both."
                )
                defer { settings.coordinator = newValue }
                return settings.coordinator
            }
            if let old, old !== newValue { checkCanChangeParentStore() }
            if automaticallyMergesChangesFromParent { newValue?.addMergeListener(self) }
        }
    }

    /// The context this one fetches through and saves into (Core Data's `parent`): a child context.
    ///
    /// A child sees its parent's unsaved changes; its `save()` pushes its changes into the parent
    /// only (the store is untouched until the parent, or the root context above it, saves).
    /// Discarding a child, or its ``rollback()``, leaves the parent untouched. Children nest to
    /// any depth, and may be of either concurrency type whatever the parent's.
    ///
    /// ```swift
    /// let scratchpad = ManagedObjectContext(concurrencyType: .mainQueue)
    /// scratchpad.parent = container.viewContext
    /// let draft = Note(context: scratchpad)
    /// draft.text = "Hello"
    /// try scratchpad.save()                  // the view context now holds the note, unsaved
    /// try container.viewContext.save()       // now it is in the store
    /// ```
    ///
    /// Set it before first use; a context has either a parent or a ``persistentStoreCoordinator``.
    public var parent: ManagedObjectContext? {
        get { settings.withLock { $0.parent } }
        set {
            var ancestor = newValue
            while let next = ancestor {
                precondition(next !== self, "A context cannot be its own parent or ancestor.")
                ancestor = next.parent
            }
            let old = settings.withLock { settings in
                precondition(
                    settings.coordinator == nil || newValue == nil,
                    "A context with a persistentStoreCoordinator cannot have a parent context. Set either parent or persistentStoreCoordinator, not both.")
                defer {
                    settings.parent = newValue
                    settings.parentStore = newValue.map(ContextParentStore.init)
                }
                return settings.parent
            }
            if let old, old !== newValue {
                checkCanChangeParentStore()
                old.children.remove(self)
            }
            guard let newValue else { return }
            newValue.children.add(self)
            if automaticallyMergesChangesFromParent { newValue.childMergeListeners.add(self) }
        }
    }

    /// Traps unless the context may move to another parent store: only on its queue, and while it
    /// holds no objects (they would mix two stores' data).
    private func checkCanChangeParentStore() {
        precondition(
            executor.allowsCurrentThread && registry.isEmpty && inserted.isEmpty,
            "Change a context's coordinator or parent only before it holds objects, inside perform { } or performAndWait { }.")
        lastCreated = nil
    }

    /// This context's children (for passing on permanent IDs their objects' temporary ones became).
    let children = WeakContexts()
    /// Children that merge this context's changes (`automaticallyMergesChangesFromParent`).
    let childMergeListeners = WeakContexts()
    /// For a parent context: the permanent IDs its saves gave objects inserted by its children,
    /// by their temporary IDs, for children that still use the temporary ones (see
    /// ManagedObjectContext+Children.swift). Emptied once no child is alive.
    @exclusivity(unchecked) var childRenames: [ManagedObjectID: ManagedObjectID] = [:]
    /// A name for debugging and for the author of saved changes.
    public var name: String? {
        get { settings.withLock { $0.name } }
        set { settings.withLock { $0.name = newValue } }
    }
    /// Who is making changes (recorded with saves by persistent history).
    public var transactionAuthor: String? {
        get { settings.withLock { $0.transactionAuthor } }
        set { settings.withLock { $0.transactionAuthor = newValue } }
    }
    /// Whether the context merges saves of other contexts on the same coordinator into its
    /// registered objects automatically (updated objects refresh, deleted ones leave); for a
    /// child context, the changes its siblings save into its parent.
    public var automaticallyMergesChangesFromParent: Bool {
        get { mergesFromParent.load(ordering: .acquiring) }
        set {
            mergesFromParent.store(newValue, ordering: .releasing)
            guard newValue else { return }
            let (coordinator, parent) = settings.withLock { ($0.coordinator, $0.parent) }
            if let parent { parent.childMergeListeners.add(self) } else { coordinator?.addMergeListener(self) }
        }
    }
    let mergeInbox = MergeInbox()
    /// How a save resolves conflicts with the store (optimistic locking and uniqueness
    /// constraints); `.error` (the default) fails the save.
    public var mergePolicy: MergePolicy {
        get { settings.withLock { $0.mergePolicy } }
        set { settings.withLock { $0.mergePolicy = newValue } }
    }
    /// Whether the context keeps registered objects alive (default: only changed ones, and
    /// unchanged ones until the context next sweeps its registry).
    public var retainsRegisteredObjects: Bool {
        get { retainsObjects.load(ordering: .relaxed) }
        set { retainsObjects.store(newValue, ordering: .relaxed) }
    }
    /// Whether fetches return fresh values for already-registered, unchanged objects.
    public var shouldRefreshRefetchedObjects: Bool {
        get { refreshesRefetched.load(ordering: .relaxed) }
        set { refreshesRefetched.store(newValue, ordering: .relaxed) }
    }

    // MARK: Object bookkeeping
    // `@exclusivity(unchecked)`: touched on every insert, fetch and save, only on the context's
    // executor (enforced by `assertOnExecutor` in debug builds, which the tests run), never by
    // public API directly.

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

    /// Your own values for this context (Core Data's `userInfo`, a mutable dictionary). Like the
    /// context's objects, use it on the context's queue.
    public let userInfo = NSMutableDictionary()

    /// Changes since the last `processPendingChanges()` (see ManagedObjectContext+Notifications.swift).
    @exclusivity(unchecked) var pending = PendingChanges()
    /// The consumers of ``changes``.
    let changeStreams = StreamFanOut<ContextChange>()
    /// Whether an undo manager is set (read on every first change of an object in an event).
    let recordsUndo = Atomic<Bool>(false)
    /// Observes the undo manager's checkpoints (see ManagedObjectContext+Undo.swift).
    let undoObservation = Locked<ObserverToken?>(nil)

    /// Creates a context. Set ``persistentStoreCoordinator`` (or ``parent``) before using it.
    public init(concurrencyType: ConcurrencyType) {
        self.concurrencyType = concurrencyType
        self.executor = ContextExecutor(mainQueue: concurrencyType == .mainQueue, label: "cairn.context")
        link.context = self
    }

    /// Creates a private-queue context that the thread holding it may use directly, without
    /// `perform`: SwiftData's `ModelContext`, which is not `Sendable`, so the compiler keeps it on
    /// one isolation domain at a time. The engine's own blocks (merges) still run on its queue, so
    /// such a context must not merge automatically unless an actor runs on its executor.
    package init(confinedTo label: String) {
        self.concurrencyType = .privateQueue
        self.executor = ContextExecutor(mainQueue: false, label: label, confined: true)
        link.context = self
    }

    deinit {
        changeStreams.finish()
        if let observer = undoObservation.withLock({ $0 }) { NotificationCenter.default.removeObserver(observer.token) }
    }

    /// The model of the context's coordinator.
    package var model: ManagedObjectModel { parentStore.managedObjectModel }

    /// The entity bound to `cls` in the context's model (see `ManagedObjectModel.entity(for:)`).
    func entity(forNew cls: ManagedObject.Type) -> EntityDescription? {
        let key = ObjectIdentifier(cls)
        if let lastCreated, lastCreated.cls == key { return lastCreated.entity }
        guard let found = model.entity(for: cls) else { return nil }
        lastCreated = (key, found)
        return found
    }

    /// What the context reads from (see ``ParentStore``): its parent context or its coordinator.
    var parentStore: any ParentStore {
        let (coordinator, parent) = settings.withLock { ($0.coordinator, $0.parentStore) }
        if let parent { return parent }
        guard let coordinator else { Self.missingParentStore() }
        return coordinator
    }

    /// The coordinator a root context saves to.
    var rootCoordinator: PersistentStoreCoordinator {
        guard let coordinator = persistentStoreCoordinator else { Self.missingParentStore() }
        return coordinator
    }

    private static func missingParentStore() -> Never {
        preconditionFailure(
            "This context has neither a persistentStoreCoordinator nor a parent context; set one (or use a PersistentContainer's contexts) before using it.")
    }

    // MARK: Doors in

    /// Runs `block` on the context's queue and waits for it (Core Data's `performAndWait`).
    ///
    /// Re-entrant in every case: inside another block of this context, and on the context's own
    /// queue outside any block (a `deinit` that a finished block's last release runs there),
    /// `block` runs at once. A main-queue context called from another thread waits for the main
    /// queue, as in Core Data; on a server whose main queue never runs, use private-queue contexts.
    public func performAndWait<T>(_ block: () throws -> T) rethrows -> T {
        // The context stays alive while its block runs, whoever drops the last other reference.
        try withExtendedLifetime(self) { try executor.performAndWait { try Self.$running.withValue(self, operation: block) } }
    }

    /// Queues `block` on the context's queue and returns at once; the context processes its
    /// pending changes after the block (Core Data's `perform`).
    public func perform(_ block: @escaping @Sendable () -> Void) {
        executor.perform { [self] in
            withExtendedLifetime(self) {
                Self.$running.withValue(self, operation: block)
                processPendingChanges()
            }
        }
    }

    /// Runs `block` on the context's queue and returns its result; at once when the caller already
    /// runs on the context's executor (an actor bound to ``unownedExecutor``, or inside a block).
    ///
    /// ```swift
    /// let count = try await context.perform { try context.count(for: Employee.fetchRequest()) }
    /// ```
    nonisolated(nonsending) public func perform<T, E: Error>(_ block: sending @escaping () throws(E) -> T) async throws(E) -> sending T {
        let result = await executor.perform { [self] in
            withExtendedLifetime(self) {
                defer { processPendingChanges() }
                return Self.$running.withValue(self) { Result<T, E>(catching: block) }
            }
        }
        return try result.get()
    }

    /// The serial executor of the context's queue (the main actor's for a main-queue context), so
    /// an actor can run on the context's queue and use its objects directly (SwiftData's
    /// `@ModelActor` pattern):
    ///
    /// ```swift
    /// actor Importer {
    ///     let context: ManagedObjectContext
    ///     nonisolated var unownedExecutor: UnownedSerialExecutor { context.unownedExecutor }
    ///     func importNotes(_ texts: [String]) throws {
    ///         for text in texts { Note(context: context).text = text }
    ///         try context.save()
    ///     }
    /// }
    /// ```
    public var unownedExecutor: UnownedSerialExecutor { executor.unownedSerialExecutor }

    /// Runs an actor's job on the context's queue (for executors that wrap the context's, such as
    /// CairnData's `DefaultSerialModelExecutor`).
    package func enqueue(_ job: consuming ExecutorJob) { executor.enqueue(job) }

    /// Hands a confined context (``init(confinedTo:)``) to an actor running on its executor:
    /// from now on only the actor's jobs and `perform` blocks may use it, which the owner check at
    /// each entry point enforces, and merges from other contexts run between the jobs.
    package func adoptByActorExecutor() { executor.endConfinement() }

    /// Whether the context was made confined to its creator and no executor took it over.
    package var isConfinedToCreator: Bool { executor.isConfined }

    /// Whether the context runs on the main queue.
    package var isMainQueueContext: Bool { executor.isMainQueue }

    /// Checks that the calling thread may use this context, in release builds too: a context used
    /// from two threads at once corrupts its state silently, so misuse stops with a clear message
    /// instead. An atomic load and a compare at each entry point (fetch, save, insert …); an
    /// object's property reads check only in debug builds (see `willAccessValues()`).
    @inline(__always)
    func assertOnExecutor(touching object: ManagedObject? = nil) {
        guard !executor.allowsCurrentThread else { return }
        wrongThread(touching: object)
    }

    @inline(never)
    private func wrongThread(touching object: ManagedObject?) -> Never {
        let what = object.map { "object \($0.objectID) (\($0.entity.entityName))" } ?? "this context"
        let how =
            concurrencyType == .mainQueue
            ? "use it on the main thread or inside viewContext.perform { } / performAndWait { }"
            : "wrap the code in context.perform { } or performAndWait { }"
        preconditionFailure(
            "Cairn: \(what) was used outside its context's queue (\(name ?? "unnamed") context, \(concurrencyType)); \(how). To move work between contexts, pass objectID values and call context.object(with:)."
        )
    }

    // MARK: Registered objects

    /// Every object the context currently knows (inserted, updated, deleted and unchanged).
    public var registeredObjects: Set<ManagedObject> {
        assertOnExecutor()
        sweepRegistry()
        return Set(allKnownObjects)
    }

    /// Objects inserted since the last save.
    public var insertedObjects: Set<ManagedObject> {
        assertOnExecutor()
        return Set(inserted.values)
    }
    /// Objects changed since the last save (not counting inserted ones).
    public var updatedObjects: Set<ManagedObject> {
        assertOnExecutor()
        return Set(updated.values)
    }
    /// Objects deleted since the last save.
    public var deletedObjects: Set<ManagedObject> {
        assertOnExecutor()
        return Set(deleted.values)
    }
    /// The inserted, updated and deleted objects as arrays (no sets built: CairnData reads them
    /// at every save).
    package var changedObjectLists: (inserted: [ManagedObject], updated: [ManagedObject], deleted: [ManagedObject]) {
        assertOnExecutor()
        return (inserted.values, updated.values, deleted.values)
    }

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
        #if DEBUG
            registry.checkInvariants()  // amortized like the sweep: runs once per doubling
        #endif
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
