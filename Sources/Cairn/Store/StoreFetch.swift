import Foundation

/// A fetch as a store sees it: which rows, in which order, how many.
public struct StoreFetch: Sendable {
    /// The entity to fetch.
    public var entity: EntityDescription
    /// Whether rows of sub-entities are included.
    public var includesSubentities: Bool = true
    /// The condition rows must meet (`nil`: all rows).
    public var predicate: FetchPredicate?
    /// The order of the rows.
    public var sortKeys: [SortKey] = []
    /// At most this many rows (0: no limit).
    public var limit: Int = 0
    /// Skip this many rows first.
    public var offset: Int = 0
    /// Only rows with these IDs (used to load batches of faults).
    public var objectIDs: [ManagedObjectID]?
    /// For dictionary fetches: the values each result holds, grouping, HAVING and DISTINCT.
    public var projection: StoreProjection?
    /// A full-text search the rows must match; they are then ordered by relevance after the sort keys.
    public var textSearch: TextSearch?

    /// Creates a fetch of every row of `entity`.
    public init(entity: EntityDescription) {
        self.entity = entity
    }

    /// The entities whose rows match: the entity, and its descendants when sub-entities are included.
    var entities: [EntityDescription] { includesSubentities ? entity.selfAndDescendants : [entity] }
}
