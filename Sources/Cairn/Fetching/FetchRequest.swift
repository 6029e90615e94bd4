import Foundation

/// A type a fetch request can return: managed objects, object IDs or counts
/// (Core Data's `NSFetchRequestResult`).
public protocol FetchRequestResult {}

extension ManagedObject: FetchRequestResult {}
extension ManagedObjectID: FetchRequestResult {}

/// A description of objects to fetch: entity, condition, order and limits
/// (Core Data's `NSFetchRequest`).
///
/// ```swift
/// let request = Article.fetchRequest()
/// request.predicate = FetchPredicate(format: "title CONTAINS[c] %@", "hello")
/// request.sortKeys = [SortKey("createdAt", ascending: false)]
/// request.fetchLimit = 50
/// let articles = try context.fetch(request)
/// ```
public final class FetchRequest<Result>: CustomStringConvertible {
    /// What a fetch returns.
    public enum ResultType: Sendable {
        /// Managed objects (the default).
        case managedObject
        /// Object IDs only (no property values are read).
        case managedObjectID
        /// The number of matching objects, as a one-element array.
        case count
        /// Dictionaries of the values of ``FetchRequest/propertiesToFetch`` (results are
        /// `NSDictionary` or `[String: Any]`); see ``ManagedObjectContext/fetch(_:)``.
        case dictionary

        /// Core Data's spelling of ``managedObject``.
        public static var managedObjectResultType: ResultType { .managedObject }
        /// Core Data's spelling of ``managedObjectID``.
        public static var managedObjectIDResultType: ResultType { .managedObjectID }
        /// Core Data's spelling of ``count``.
        public static var countResultType: ResultType { .count }
        /// Core Data's spelling of ``dictionary``.
        public static var dictionaryResultType: ResultType { .dictionary }
    }

    // The public settings keep Swift's exclusivity checks: a caller's overlapping access traps as
    // Swift promises. The private ones are reached only through this class's own short accesses.

    @exclusivity(unchecked) private var explicitEntityName: String?
    /// The entity, when set directly.
    public var entity: EntityDescription?
    /// The condition objects must meet (`nil`: all objects).
    public var predicate: FetchPredicate?
    /// The order of the results.
    public var sortKeys: [SortKey] = []
    /// At most this many results (0: no limit).
    public var fetchLimit = 0
    /// Skip this many results first.
    public var fetchOffset = 0
    /// When > 0, results are loaded this many at a time as they are touched (memory stays bounded).
    public var fetchBatchSize = 0
    /// What the fetch returns.
    public var resultType: ResultType = .managedObject
    /// Whether unsaved inserts, updates and deletions of the context count (default `true`).
    public var includesPendingChanges = true
    /// Whether returned objects are faults until a property is touched (default `true`).
    public var returnsObjectsAsFaults = true
    /// Whether property values are read with the rows (default `true`; `false` gives bare faults).
    public var includesPropertyValues = true
    /// Whether objects of sub-entities are included (default `true`).
    public var includesSubentities = true
    /// Whether registered objects without unsaved changes take the fetched values (default
    /// `false`: an object the context already holds keeps the values it has, as in Core Data).
    /// The context's ``ManagedObjectContext/shouldRefreshRefetchedObjects`` applies to every fetch.
    public var shouldRefreshRefetchedObjects = false
    /// Relationship key paths to load together with the results (one query per key path);
    /// `nil` (the default, as in Core Data) prefetches nothing.
    public var relationshipKeyPathsForPrefetching: [String]?
    /// For dictionary results: the values each dictionary holds, in order (`nil`: every stored
    /// attribute and to-one relationship). Key paths and ``ExpressionDescription``s.
    public var propertiesToFetch: [FetchProperty]?
    /// For dictionary results: the values rows are grouped by (SQL's GROUP BY); every fetched
    /// property must then be grouped by or be an aggregate.
    public var propertiesToGroupBy: [FetchProperty]?
    /// For grouped dictionary results: the condition groups must meet (SQL's HAVING). `$name`
    /// stands for the fetched ``ExpressionDescription`` called `name`; aggregate functions
    /// (`count:(SELF)`, `sum:(amount)`) aggregate the group; key paths read grouped values.
    public var havingPredicate: FetchPredicate?
    /// For dictionary results: whether equal dictionaries are returned once (SQL's DISTINCT).
    public var returnsDistinctResults = false
    /// A full-text search of the entity's searchable attributes: only matching objects are
    /// returned, best match first (after ``sortKeys``, when there are any). Runs in the store:
    /// unsaved changes of the context are not searched.
    public var textSearch: TextSearch?
    /// Why the typed predicate (key `predicate`) or sort descriptors (key `sort`) could not be
    /// translated; the fetch throws it.
    @exclusivity(unchecked) var translationErrors: [String: CairnError] = [:]

    /// Creates a request for the entity named `entityName`.
    public init(entityName: String) {
        explicitEntityName = entityName
    }

    /// Creates a request for the entity bound to `Result` (a `ManagedObject` subclass).
    public init() {}

    /// The entity's name: set explicitly, from `entity`, or the `Result` class's name.
    public var entityName: String? {
        explicitEntityName ?? entity?.entityName ?? (Result.self is ManagedObject.Type ? String(describing: Result.self) : nil)
    }

    /// Core Data's name for ``sortKeys``.
    public var sortDescriptors: [SortKey]? {
        get { sortKeys }
        set { sortKeys = newValue ?? [] }
    }

    /// Resolves the entity in `model`.
    func resolveEntity(in model: ManagedObjectModel) throws -> EntityDescription {
        if let entity { return entity }
        if let name = explicitEntityName {
            guard let entity = model.entitiesByName[name] else {
                throw CairnError(
                    .invalidRequest,
                    "The fetch request names entity '\(name)', which is not in the model (entities: \(model.entities.map(\.entityName).joined(separator: ", "))).",
                    entity: name)
            }
            // Binds the result class to the entity for objectClass(for:), when the entity names no
            // class of its own (looking the binding up on every fetch added to every fetch's cost).
            if entity.managedObjectClass == nil, let cls = Result.self as? ManagedObject.Type, cls != ManagedObject.self { model.entity(for: cls) }
            return entity
        }
        if let cls = Result.self as? ManagedObject.Type, let entity = model.entity(for: cls) { return entity }
        throw CairnError(
            .invalidRequest,
            "The fetch request has no entity: give it an entity name, or use a ManagedObject subclass bound to an entity as its result type (\(Result.self)).")
    }

    /// A summary of the request.
    public var description: String {
        var text = "FetchRequest(\(entityName ?? "?")"
        if let predicate { text += ", predicate: \(predicate)" }
        if !sortKeys.isEmpty { text += ", sort: \(sortKeys.map(\.description).joined(separator: ", "))" }
        if fetchLimit > 0 { text += ", limit: \(fetchLimit)" }
        if fetchOffset > 0 { text += ", offset: \(fetchOffset)" }
        return text + ")"
    }
}

extension FetchRequestResult where Self: ManagedObject {
    /// A fetch request for this class's entity (Core Data's generated `fetchRequest()`).
    ///
    /// ```swift
    /// let request = Employee.fetchRequest()   // FetchRequest<Employee>
    /// ```
    public static func fetchRequest() -> FetchRequest<Self> { FetchRequest<Self>() }
}

extension ManagedObject {
    /// An untyped fetch request for this class's entity, as Core Data's `NSManagedObject`
    /// declares it: `let request: NSFetchRequest<NSFetchRequestResult> = Book.fetchRequest()`
    /// (what a batch delete takes). Without a type annotation, `Book.fetchRequest()` is the typed
    /// request.
    @_disfavoredOverload
    public class func fetchRequest() -> FetchRequest<any FetchRequestResult> {
        let entity = ModelRegistry.models.lazy.compactMap { $0.entity(for: self) }.first
        return FetchRequest<any FetchRequestResult>(entityName: entity?.entityName ?? String(describing: self))
    }
}
