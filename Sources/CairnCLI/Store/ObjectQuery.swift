import Cairn
import Foundation

/// A fetch of one entity printed as JSON Lines (`cairn query`): one object per line with `_id`
/// (the object ID's URI) first, then the attributes in model order (see ``AttributeJSON``), then
/// the relationships — to-one as the destination's URI (or `null`), to-many as an array of URIs
/// (in order for ordered relationships, by primary key otherwise). Transient attributes are left out.
///
/// ```swift
/// var query = ObjectQuery(entityName: "Walk")
/// query.predicate = try FetchPredicate.parse(format: "dog.name == 'Fido'")
/// query.sortKeys = ["date"]
/// query.limit = 10
/// try query.run(in: session) { print($0) }
/// ```
struct ObjectQuery {
    /// The entity to fetch (sub-entities included).
    var entityName: String
    /// The condition objects must meet (`nil`: all).
    var predicate: FetchPredicate?
    /// Keys to sort by, most significant first.
    var sortKeys: [String] = []
    /// Whether every sort key sorts in descending order.
    var descending = false
    /// At most this many objects (0: no limit).
    var limit = 0
    /// Skip this many objects first.
    var offset = 0
    /// Objects are loaded this many at a time, so memory stays bounded on large stores.
    var batchSize = 500

    /// Runs the fetch and hands each object's JSON line to `output`; returns the number of objects.
    ///
    /// - Throws: ``ToolError`` for an unknown entity; ``CairnError`` `.invalidRequest` for a sort
    ///   key the store cannot sort by or a predicate it cannot run; store errors.
    @discardableResult
    func run(in session: StoreSession, output: (String) -> Void) throws -> Int {
        _ = try session.entity(named: entityName)
        let request = self.request
        return try session.perform { context in
            let objects = try context.fetch(request)
            for object in objects {
                output(Self.json(for: object).rendered)
                // Back to a fault: only the current batch's values stay in memory.
                context.refresh(object, mergeChanges: false)
            }
            return objects.count
        }
    }

    /// The fetch request the query runs.
    var request: FetchRequest<ManagedObject> {
        let request = FetchRequest<ManagedObject>(entityName: entityName)
        request.predicate = predicate
        request.sortKeys = sortKeys.map { SortKey($0, ascending: !descending) }
        request.fetchLimit = limit
        request.fetchOffset = offset
        request.fetchBatchSize = batchSize
        return request
    }

    /// The SQL the store runs for the query, with its bound values and SQLite's query plan.
    ///
    /// - Throws: the errors ``run(in:output:)`` throws before fetching.
    func explain(in session: StoreSession) throws -> [FetchExplanation] {
        _ = try session.entity(named: entityName)
        let request = self.request
        return try session.perform { context in try context.explain(request) }
    }

    /// One object as a JSON object.
    static func json(for object: ManagedObject) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [("_id", .string(object.objectID.uriRepresentation.absoluteString))]
        let properties = object.entity.properties.filter { !$0.isTransient }
        for case let attribute as AttributeDescription in properties {
            members.append((attribute.name, AttributeJSON.json(for: object.primitivePropertyValue(forKey: attribute.name), of: attribute)))
        }
        for case let relationship as RelationshipDescription in properties {
            members.append((relationship.name, json(for: relationship, of: object)))
        }
        return .object(members)
    }

    private static func json(for relationship: RelationshipDescription, of object: ManagedObject) -> JSONValue {
        let value = object.value(forKey: relationship.name)
        if let destination = value as? ManagedObject { return uri(of: destination) }
        if let ordered = value as? NSOrderedSet { return .array(ordered.array.compactMap { ($0 as? ManagedObject).map(uri) }) }
        if let set = value as? NSSet {
            let destinations = set.allObjects.compactMap { $0 as? ManagedObject }
                .sorted { ($0.entity.entityName, $0.objectID.primaryKey) < ($1.entity.entityName, $1.objectID.primaryKey) }
            return .array(destinations.map(uri))
        }
        return .null
    }

    private static func uri(of object: ManagedObject) -> JSONValue {
        .string(object.objectID.uriRepresentation.absoluteString)
    }
}
