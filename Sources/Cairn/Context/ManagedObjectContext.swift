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

    /// The coordinator the context fetches from and saves to. Set it before first use.
    public var persistentStoreCoordinator: PersistentStoreCoordinator? {
        didSet {
            precondition(oldValue == nil || oldValue === persistentStoreCoordinator || registry.isEmpty,
                         "Change a context's coordinator only before it holds objects.")
            if automaticallyMergesChangesFromParent { persistentStoreCoordinator?.addMergeListener(self) }
        }
    }
    /// A name for debugging and for the author of saved changes.
    public var name: String?
    /// Who is making changes (recorded with saves by persistent history).
    public var transactionAuthor: String?
    /// Whether the context merges saves of other contexts on the same coordinator into its
    /// registered objects automatically (updated objects refresh, deleted ones leave).
    public var automaticallyMergesChangesFromParent = false {
        didSet {
            if automaticallyMergesChangesFromParent { persistentStoreCoordinator?.addMergeListener(self) }
        }
    }
    let mergeInbox = MergeInbox()
    /// Whether a save with constraint or optimistic-locking conflicts fails (the only policy so far).
    public var mergePolicy: MergePolicy = .error
    /// Whether the context keeps registered objects alive (default: only changed ones).
    public var retainsRegisteredObjects = false {
        didSet { retained = retainsRegisteredObjects ? Dictionary(uniqueKeysWithValues: registeredObjects.map { (ObjectIdentifier($0), $0) }) : [:] }
    }
    /// Whether fetches return fresh values for already-registered, unchanged objects.
    public var shouldRefreshRefetchedObjects = false

    // MARK: Object bookkeeping

    /// One object per ID; weak so unused objects go away (Core Data's default).
    var registry: [ManagedObjectID: WeakObject] = [:]
    var registrySweepThreshold = 1024
    var inserted: [ObjectIdentifier: ManagedObject] = [:]
    var updated: [ObjectIdentifier: ManagedObject] = [:]
    var deleted: [ObjectIdentifier: ManagedObject] = [:]
    var retained: [ObjectIdentifier: ManagedObject] = [:]

    /// Creates a context. Set ``persistentStoreCoordinator`` before using it.
    public init(concurrencyType: ConcurrencyType) {
        self.concurrencyType = concurrencyType
        self.executor = ContextExecutor(mainQueue: concurrencyType == .mainQueue, label: "cairn.context")
    }

    /// The model of the context's coordinator.
    var model: ManagedObjectModel {
        guard let coordinator = persistentStoreCoordinator else {
            preconditionFailure("This context has no persistentStoreCoordinator; set one (or use a PersistentContainer's contexts) before using it.")
        }
        return coordinator.managedObjectModel
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
        return Set(registry.values.compactMap(\.object))
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
        return registry[id]?.object
    }

    func register(_ object: ManagedObject) {
        registry[object.objectID] = WeakObject(object)
        if retainsRegisteredObjects { retained[ObjectIdentifier(object)] = object }
        if registry.count > registrySweepThreshold { sweepRegistry() }
    }

    func unregister(_ object: ManagedObject) {
        if registry[object.objectID]?.object === object { registry.removeValue(forKey: object.objectID) }
        let key = ObjectIdentifier(object)
        inserted.removeValue(forKey: key)
        updated.removeValue(forKey: key)
        deleted.removeValue(forKey: key)
        retained.removeValue(forKey: key)
    }

    /// Drops registry entries whose objects are gone.
    func sweepRegistry() {
        registry = registry.filter { $0.value.object != nil }
        registrySweepThreshold = max(1024, registry.count * 2)
    }

    /// Records that `object` changed (called by every setter).
    func objectDidChange(_ object: ManagedObject) {
        guard object.state.isDisjoint(with: [.inserted, .updated]) else { return }
        object.state.insert(.updated)
        updated[ObjectIdentifier(object)] = object
    }
}

/// A weak reference to a registered object.
struct WeakObject {
    weak var object: ManagedObject?
    init(_ object: ManagedObject) { self.object = object }
}
