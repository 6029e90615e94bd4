import Foundation

/// The kind of a persistent store (Core Data's `NSPersistentStore.StoreType`).
public struct PersistentStoreType: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The type's name, as Core Data spells it.
    public var rawValue: String
    /// Wraps a type name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A SQLite file (the default). A URL of `/dev/null` gives a SQLite database in memory.
    public static let sqlite = PersistentStoreType(rawValue: "SQLite")
    /// Objects kept in memory by a Swift store, never written anywhere.
    public static let inMemory = PersistentStoreType(rawValue: "InMemory")
    /// The type's name.
    public var description: String { rawValue }
}

/// A persistent store: where objects' snapshots live (Core Data's `NSPersistentStore`).
///
/// Stores work on ``RowSnapshot``s keyed by ``ManagedObjectID``, never on live objects; a
/// ``PersistentStoreCoordinator`` routes requests to them. Subclasses must be safe to call from any
/// thread. `SQLiteStore` and `InMemoryStore` ship with Cairn.
open class PersistentStore: @unchecked Sendable {
    // Safety: the stored properties are immutable after init; subclasses guard their own state.

    /// The store's kind.
    public let type: PersistentStoreType
    /// Where the store lives (`nil` for stores without a file).
    public let url: URL?
    /// The options the store was added with.
    public let options: [String: String]
    /// The model configuration this store holds (`nil`: every entity).
    public let configurationName: String?
    /// The model the store was opened with.
    public let model: ManagedObjectModel
    let identity: StoreIdentity
    let statementCounter: StatementCounter?

    /// The store option that turns on ``executedStatementCount`` (value `"true"`).
    public static let countStatementsOption = "countStatements"

    /// How many statements the store has run since it was added: SQL statements reading or writing
    /// data for SQLite (not transaction control), requests for the in-memory store. `nil` unless
    /// the store was added with ``countStatementsOption`` = `"true"`. For tests and diagnostics.
    ///
    /// ```swift
    /// let store = try coordinator.addPersistentStore(at: url, options: [PersistentStore.countStatementsOption: "true"])
    /// let before = store.executedStatementCount ?? 0
    /// _ = try context.fetch(request)
    /// print((store.executedStatementCount ?? 0) - before)   // statements the fetch needed
    /// ```
    public var executedStatementCount: Int? { statementCounter?.value }

    /// The store's UUID (Core Data's `NSStoreUUID`), part of every object ID URI.
    public var identifier: String { identity.identifier }

    /// Creates the store object; subclasses open or create their storage in their initializer.
    init(
        type: PersistentStoreType, url: URL?, options: [String: String], configurationName: String?, model: ManagedObjectModel,
        identifier: String, statementCounter: StatementCounter? = nil
    ) {
        self.statementCounter = statementCounter
        self.type = type
        self.url = url
        self.options = options
        self.configurationName = configurationName
        self.model = model
        self.identity = StoreIdentity(identifier: identifier, entities: model.entities)
    }

    /// Builds an object ID in this store.
    public final func objectID(for entity: EntityDescription, primaryKey: Int64) -> ManagedObjectID {
        ManagedObjectID(space: identity.space(for: entity), primaryKey: primaryKey)
    }

    /// Whether `id` belongs to this store.
    public final func owns(_ id: ManagedObjectID) -> Bool { id.store === identity }

    /// The rows matching a fetch, in order.
    open func fetch(_ request: StoreFetch) throws -> [RowSnapshot] { fatalError("\(Self.self) must override fetch(_:)") }
    /// The IDs of the rows matching a fetch, in order.
    open func fetchIDs(_ request: StoreFetch) throws -> [ManagedObjectID] { try fetch(request).map(\.objectID) }
    /// The number of rows matching a fetch (ignoring sort, honouring offset and limit).
    open func count(_ request: StoreFetch) throws -> Int { try fetchIDs(request).count }
    /// The results of a dictionary fetch (`request.projection`): one array of values per result,
    /// aligned with the projection's columns.
    open func fetchValues(_ request: StoreFetch) throws -> [[PropertyValue]] {
        throw CairnError(.invalidRequest, "\(type) stores do not support dictionary fetches.")
    }
    /// How the store runs a fetch (its SQL and query plan), or `nil` for stores without SQL.
    open func explain(_ request: StoreFetch) throws -> FetchExplanation? { nil }
    /// The current snapshots of the given objects (missing objects are left out).
    open func snapshots(for ids: [ManagedObjectID]) throws -> [RowSnapshot] { fatalError("\(Self.self) must override snapshots(for:)") }
    /// The destinations of a to-many relationship of one object, in order for ordered relationships.
    open func relatedIDs(of id: ManagedObjectID, relationship: RelationshipDescription) throws -> [ManagedObjectID] {
        fatalError("\(Self.self) must override relatedIDs(of:relationship:)")
    }
    /// The destinations of a to-many relationship of several objects at once, with their rows
    /// (used to prefetch). The default asks ``relatedIDs(of:relationship:)`` once per object and
    /// ``snapshots(for:)`` once; stores override it to answer in one query.
    open func relatedRows(of ids: [ManagedObjectID], relationship: RelationshipDescription) throws -> RelatedRows {
        var result = RelatedRows()
        for id in ids { result.members[id] = try relatedIDs(of: id, relationship: relationship) }
        var seen = Set<ManagedObjectID>()
        let destinations = result.members.values.joined().filter { seen.insert($0).inserted }
        result.rows = try snapshots(for: Array(destinations))
        return result
    }
    /// The rows of `entity` (sub-entities included) whose values at the property `indices` equal
    /// one of `keys`, for uniqueness checks. The default runs fetches with an OR of equalities
    /// (50 keys per fetch); stores override it when they can look keys up directly.
    open func rows(of entity: EntityDescription, matching keys: [[PropertyValue]], at indices: [Int]) throws -> [RowSnapshot] {
        let names = indices.map { entity.properties[$0].name }
        var rows: [RowSnapshot] = []
        for start in stride(from: 0, to: keys.count, by: 50) {
            var request = StoreFetch(entity: entity)
            request.predicate = .or(keys[start..<min(start + 50, keys.count)].map { key in
                .and(zip(names, key).map { .comparison(.keyPath($0), .equalTo, .constant($1)) })
            })
            rows += try fetch(request)
        }
        return rows
    }
    /// Reserves `count` new primary keys for `entity` and returns the first.
    open func allocatePrimaryKeys(for entity: EntityDescription, count: Int) throws -> Int64 {
        fatalError("\(Self.self) must override allocatePrimaryKeys(for:count:)")
    }
    /// Applies a change set atomically: all of it, or nothing (and throws).
    open func save(_ changes: ChangeSet) throws { fatalError("\(Self.self) must override save(_:)") }
    /// The store's metadata: model version hashes, UUID, type and the serialized model.
    open var metadata: StoreMetadata { StoreMetadata(identifier: identifier, type: type, modelHashes: model.entityVersionHashesByName, modelData: nil) }
    /// Closes the storage; the store must not be used afterwards.
    open func close() {}
}
