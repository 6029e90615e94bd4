import Foundation

/// A persistent store: where objects' snapshots live (Core Data's `NSPersistentStore`, or rather
/// its incremental store, and SwiftData's `DataStore`).
///
/// Stores work on ``RowSnapshot``s keyed by ``ManagedObjectID``, never on live objects; a
/// ``PersistentStoreCoordinator`` routes requests to them. `SQLiteStore` and `InMemoryStore` ship
/// with Cairn; write a store of your own by conforming a class to this protocol and registering a
/// factory for its type with ``PersistentStoreCoordinator/registerStoreType(_:factory:)``:
///
/// ```swift
/// final class ArchiveStore: PersistentStore {
///     let openRequest: StoreOpenRequest
///     let identity: StoreIdentity
///
///     init(_ request: StoreOpenRequest) throws {
///         openRequest = request
///         identity = StoreIdentity(identifier: UUID().uuidString, model: request.model)
///     }
///     func fetch(_ request: StoreFetch) throws -> [RowSnapshot] { … objectID(for: entity, primaryKey: key) … }
///     func snapshots(for ids: [ManagedObjectID]) throws -> [RowSnapshot] { … }
///     func relatedIDs(of id: ManagedObjectID, relationship: RelationshipDescription) throws -> [ManagedObjectID] { … }
///     func allocatePrimaryKeys(for entity: EntityDescription, count: Int) throws -> Int64 { … }
///     func save(_ changes: ChangeSet) throws { … }
/// }
/// ```
///
/// A store's ``type``, ``url``, ``options``, ``configurationName`` and ``model`` are those of its
/// ``openRequest``. The requirements below ``executedStatementCount`` have default implementations
/// where marked; the object IDs of a store are minted and recognized by its ``identity``, which
/// the store creates once, in its initializer, and never replaces. Every method may be called from any thread, concurrently:
/// a store guards its own state. The coordinator calls each method once per request, never once
/// per row.
public protocol PersistentStore: AnyObject, Sendable {
    /// What the store was opened with: the request its type's factory got (type, configuration,
    /// URL, options and the coordinator's model).
    var openRequest: StoreOpenRequest { get }
    /// The store's identity: its UUID and the spaces of its object IDs. Created once, in the
    /// store's initializer (`StoreIdentity(identifier:model:)`), and the same object every time.
    var identity: StoreIdentity { get }

    /// How many statements the store has run since it was added, for tests and diagnostics;
    /// `nil` when not counted (the default).
    ///
    /// The SQLite store counts SQL statements reading or writing data (not transaction control),
    /// the in-memory store requests, both only when added with ``PersistentStoreOption/countStatements``
    /// = `"true"`.
    ///
    /// ```swift
    /// let store = try coordinator.addPersistentStore(at: url, options: [PersistentStoreOption.countStatements: "true"])
    /// let before = store.executedStatementCount ?? 0
    /// _ = try context.fetch(request)
    /// print((store.executedStatementCount ?? 0) - before)   // statements the fetch needed
    /// ```
    var executedStatementCount: Int? { get }

    /// The rows matching a fetch, in order.
    func fetch(_ request: StoreFetch) throws -> [RowSnapshot]
    /// The IDs of the rows matching a fetch, in order. Default: the IDs of ``fetch(_:)``'s rows.
    func fetchIDs(_ request: StoreFetch) throws -> [ManagedObjectID]
    /// The number of rows matching a fetch (ignoring sort, honouring offset and limit). Default:
    /// the number of ``fetchIDs(_:)``.
    func count(_ request: StoreFetch) throws -> Int
    /// The results of a dictionary fetch (`request.projection`): one array of values per result,
    /// aligned with the projection's columns. Default: throws `.invalidRequest`.
    func fetchValues(_ request: StoreFetch) throws -> [[PropertyValue]]
    /// How the store runs a fetch (its SQL and query plan), or `nil` for stores without SQL (the
    /// default).
    func explain(_ request: StoreFetch) throws -> FetchExplanation?
    /// The current snapshots of the given objects (missing objects are left out).
    func snapshots(for ids: [ManagedObjectID]) throws -> [RowSnapshot]
    /// The current optimistic-locking versions of the given objects (missing objects are left
    /// out): what a save under a merge policy checks first. Default: from ``snapshots(for:)``;
    /// stores implement it to read the versions alone.
    func versions(for ids: [ManagedObjectID]) throws -> [ManagedObjectID: Int64]
    /// The destinations of a to-many relationship of one object, in order for ordered relationships.
    func relatedIDs(of id: ManagedObjectID, relationship: RelationshipDescription) throws -> [ManagedObjectID]
    /// The destinations of a to-many relationship of several objects at once, with their rows
    /// (used to prefetch). Default: ``relatedIDs(of:relationship:)`` once per object and
    /// ``snapshots(for:)`` once; stores implement it to answer in one query.
    func relatedRows(of ids: [ManagedObjectID], relationship: RelationshipDescription) throws -> RelatedRows
    /// The rows of `entity` (sub-entities included) whose values at the property `indices` equal
    /// one of `keys`, for uniqueness checks. Default: fetches with an OR of equalities (50 keys per
    /// fetch); stores implement it when they can look keys up directly.
    func rows(of entity: EntityDescription, matching keys: [[PropertyValue]], at indices: [Int]) throws -> [RowSnapshot]
    /// Reserves `count` new primary keys for `entity` and returns the first.
    func allocatePrimaryKeys(for entity: EntityDescription, count: Int) throws -> Int64
    /// Applies a change set atomically: all of it, or nothing (and throws). Every ID in it belongs
    /// to this store.
    func save(_ changes: ChangeSet) throws
    /// The store's metadata: model version hashes, UUID, type and the serialized model. Default:
    /// the model's hashes, ``identifier`` and ``type``, no serialized model.
    var metadata: StoreMetadata { get }
    /// Closes the storage; the store is not used afterwards. Default: nothing to close.
    func close()
}
