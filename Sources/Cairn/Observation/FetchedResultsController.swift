import Foundation

/// Fetched results for a list view: sorted objects in sections, kept current as the context
/// changes, with each change reported to a delegate (Core Data's `NSFetchedResultsController`).
///
/// ```swift
/// let request = Note.fetchRequest()
/// request.sortKeys = [SortKey("notebook.name"), SortKey("creationDate")]
/// let controller = FetchedResultsController(fetchRequest: request, managedObjectContext: viewContext,
///                                           sectionNameKeyPath: "notebook.name", cacheName: nil)
/// controller.delegate = self
/// try controller.performFetch()
/// let first = controller.object(at: IndexPath(row: 0, section: 0))
/// ```
///
/// The fetch request needs sort keys, and with a section key path its first sort key must keep
/// each section's objects together (the key path itself, or a key ordered the same way).
/// The results follow the context's changes — saved or not, made here or merged from
/// elsewhere — while there is a ``AnyFetchedResultsController/delegate`` or a consumer of
/// ``AnyFetchedResultsController/snapshots``; see ``FetchedResultsControllerDelegate`` for what
/// is reported, and `docs/FetchedResultsController.md` for what differs from Core Data.
///
/// Use the controller on its context's queue.
public final class FetchedResultsController<ResultType>: AnyFetchedResultsController {
    /// The request the results come from. Change it, then call ``performFetch()`` again.
    public let fetchRequest: FetchRequest<ResultType>

    /// Creates a controller; nothing is fetched until ``performFetch()``.
    ///
    /// - Parameters:
    ///   - fetchRequest: what to fetch; it must have sort keys (checked by ``performFetch()``).
    ///   - context: where to fetch, and whose changes to follow.
    ///   - sectionNameKeyPath: the key path (an attribute, or through to-one relationships) whose
    ///     value names each object's section; `nil` for one section.
    ///   - cacheName: accepted for Core Data's API and not used (Cairn keeps no section cache).
    public init(
        fetchRequest: FetchRequest<ResultType>, managedObjectContext context: ManagedObjectContext,
        sectionNameKeyPath: String?, cacheName: String?
    ) {
        self.fetchRequest = fetchRequest
        super.init(managedObjectContext: context, sectionNameKeyPath: sectionNameKeyPath, cacheName: cacheName) {
            try context.fetch(fetchRequest).map { result in
                guard let object = result as? ManagedObject else {
                    throw CairnError(
                        .invalidRequest,
                        "A FetchedResultsController's fetch request must return managed objects (resultType .managedObject), not \(type(of: result)).",
                        entity: fetchRequest.entityName)
                }
                return object
            }
        }
    }

    /// Fetches the results (pending changes of the context included), computes the sections, and
    /// from then on follows the context's changes.
    ///
    /// - Throws: ``CairnError`` `.invalidRequest` when the request has no sort keys, does not
    ///   return managed objects, or its first sort key does not keep sections together; and every
    ///   error of ``ManagedObjectContext/fetch(_:)``. The former results stay on failure.
    /// - Complexity: one fetch; with a section key path, its value read on every object.
    public func performFetch() throws {
        managedObjectContext.assertOnExecutor()
        let name = fetchRequest.entityName ?? "\(ResultType.self)"
        guard !fetchRequest.sortKeys.isEmpty else {
            throw CairnError(
                .invalidRequest,
                """
                A FetchedResultsController needs a fetch request with at least one sort key (the \(name) request has none): \
                set sortKeys\(sectionNameKeyPath.map { ", starting with SortKey(\"\($0)\") for the section key path" } ?? "").
                """, entity: name)
        }
        guard fetchRequest.resultType == .managedObject else {
            throw CairnError(
                .invalidRequest,
                "A FetchedResultsController tracks managed objects: the \(name) request's resultType must be .managedObject, not .\(fetchRequest.resultType).",
                entity: name)
        }
        let entity = try fetchRequest.resolveEntity(in: managedObjectContext.model)
        let query = try ResultsQuery(fetchRequest, entity: entity, sectionNameKeyPath: sectionNameKeyPath)
        isFetching = true
        let objects: [ManagedObject]
        do {
            defer { isFetching = false }
            objects = try fetchObjects()
        }
        try install(objects, query)
    }

    /// The fetched objects, in order, section after section; `nil` before ``performFetch()``.
    public var fetchedObjects: [ResultType]? {
        if let cached = typedObjects as? [ResultType] { return cached }
        guard let results else { return nil }
        let objects = results.sections.flatMap(\.members).compactMap { $0 as? ResultType }
        typedObjects = objects
        return objects
    }

    /// The object at `indexPath` (`[section, row]`).
    ///
    /// - Precondition: ``performFetch()`` has run and `indexPath` is in range (Core Data raises
    ///   an exception otherwise).
    public func object(at indexPath: IndexPath) -> ResultType {
        guard let results else {
            preconditionFailure("FetchedResultsController.object(at: \(indexPath)): call performFetch() first; there are no results yet.")
        }
        precondition(
            indexPath.count == 2,
            "FetchedResultsController.object(at: \(indexPath)): an index path has two indices, [section, row]; build it with IndexPath(row:section:).")
        let section = indexPath[0], row = indexPath[1]
        precondition(
            results.sections.indices.contains(section),
            "FetchedResultsController.object(at: \(indexPath)): no section \(section); there are \(results.sections.count) sections.")
        let members = results.sections[section].members
        precondition(
            members.indices.contains(row),
            "FetchedResultsController.object(at: \(indexPath)): no row \(row) in section \(section) ('\(results.sections[section].name)'), which has \(members.count) objects."
        )
        guard let object = members[row] as? ResultType else {
            preconditionFailure(
                "FetchedResultsController.object(at: \(indexPath)): the \(members[row].entity.entityName) object there is not a \(ResultType.self); bind the class to the entity (managedObjectClass)."
            )
        }
        return object
    }

    /// The index path of `object` in the results, or `nil` when it is not in them.
    ///
    /// - Complexity: O(m) for the m objects of its section.
    public func indexPath(forObject object: ResultType) -> IndexPath? {
        guard let object = object as? ManagedObject else { return nil }
        return results?.indexPath(of: object)
    }

    override func untypedFetchRequest() -> FetchRequest<any FetchRequestResult> {
        fetchRequest.retyped()
    }
}
