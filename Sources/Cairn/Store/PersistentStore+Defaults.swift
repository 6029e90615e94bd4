import Foundation

extension PersistentStore {
    /// The versions of the given objects, from their snapshots.
    public func versions(for ids: [ManagedObjectID]) throws -> [ManagedObjectID: Int64] {
        Dictionary(try snapshots(for: ids).map { ($0.objectID, $0.version) }, uniquingKeysWith: { first, _ in first })
    }

    /// The store's kind: the type it was added as.
    public var type: PersistentStoreType { openRequest.type }
    /// Where the store lives (`nil` for stores without a file).
    public var url: URL? { openRequest.url }
    /// The options the store was added with.
    public var options: [String: String] { openRequest.options }
    /// The model configuration this store holds (`nil`: every entity).
    public var configurationName: String? { openRequest.configurationName }
    /// The model the store was opened with (the coordinator's).
    public var model: ManagedObjectModel { openRequest.model }

    /// The store's UUID (Core Data's `NSStoreUUID`), part of every object ID URI.
    public var identifier: String { identity.identifier }

    /// Builds an object ID in this store.
    public func objectID(for entity: EntityDescription, primaryKey: Int64) -> ManagedObjectID {
        identity.objectID(for: entity, primaryKey: primaryKey)
    }

    /// Whether `id` belongs to this store.
    public func owns(_ id: ManagedObjectID) -> Bool { identity.owns(id) }

    /// Not counted: `nil`.
    public var executedStatementCount: Int? { nil }

    /// The IDs of ``fetch(_:)``'s rows.
    public func fetchIDs(_ request: StoreFetch) throws -> [ManagedObjectID] { try fetch(request).map(\.objectID) }

    /// The number of ``fetchIDs(_:)``.
    public func count(_ request: StoreFetch) throws -> Int { try fetchIDs(request).count }

    /// Throws `.invalidRequest`: the store does not compute dictionary results.
    public func fetchValues(_ request: StoreFetch) throws -> [[PropertyValue]] {
        throw CairnError(.invalidRequest, "\(type) stores do not support dictionary fetches.", entity: request.entity.entityName)
    }

    /// `nil`: the store runs no SQL.
    public func explain(_ request: StoreFetch) throws -> FetchExplanation? { nil }

    /// Asks ``relatedIDs(of:relationship:)`` once per object and ``snapshots(for:)`` once.
    public func relatedRows(of ids: [ManagedObjectID], relationship: RelationshipDescription) throws -> RelatedRows {
        var result = RelatedRows()
        for id in ids { result.members[id] = try relatedIDs(of: id, relationship: relationship) }
        var seen = Set<ManagedObjectID>()
        let destinations = result.members.values.joined().filter { seen.insert($0).inserted }
        result.rows = try snapshots(for: Array(destinations))
        return result
    }

    /// Runs fetches with an OR of equalities, 50 keys per fetch.
    public func rows(of entity: EntityDescription, matching keys: [[PropertyValue]], at indices: [Int]) throws -> [RowSnapshot] {
        let names = indices.map { entity.properties[$0].name }
        var rows: [RowSnapshot] = []
        for start in stride(from: 0, to: keys.count, by: 50) {
            var request = StoreFetch(entity: entity)
            request.predicate = .or(
                keys[start..<min(start + 50, keys.count)].map { key in
                    .and(zip(names, key).map { .comparison(.keyPath($0), .equalTo, .constant($1)) })
                })
            rows += try fetch(request)
        }
        return rows
    }

    /// The model's version hashes, ``identifier`` and ``type``; no serialized model.
    public var metadata: StoreMetadata {
        StoreMetadata(identifier: identifier, type: type, modelHashes: model.entityVersionHashesByName, modelData: nil)
    }

    /// Nothing to close.
    public func close() {}
}
