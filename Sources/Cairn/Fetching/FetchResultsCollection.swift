import Foundation

/// The results of a batched fetch, loaded `batchSize` objects at a time as you walk them
/// (SwiftData's `FetchResultsCollection`; Core Data's batch-faulting array).
///
/// Only the matching primary keys are held up front; the objects of one batch are kept alive
/// while you are in it, so iterating a million rows needs memory for one batch, not for a
/// million objects.
///
/// ```swift
/// let request = Employee.fetchRequest()
/// for employee in try context.fetch(request, batchSize: 500) {
///     total += employee.salary
/// }
/// ```
///
/// Use it on the context's queue, like the objects it returns.
public struct FetchResultsCollection<Element: ManagedObject>: RandomAccessCollection {
    /// The objects of the batch last touched.
    final class Window {
        var start = -1
        var objects: [ManagedObject] = []
    }

    let context: ManagedObjectContext
    let ids: CompactObjectIDs
    /// How many objects are loaded together.
    public let batchSize: Int
    let window = Window()

    /// The first position (0).
    public var startIndex: Int { 0 }
    /// One past the last position.
    public var endIndex: Int { ids.count }

    /// The object at `position`, loading its batch (one query) if needed.
    public subscript(position: Int) -> Element {
        precondition(position >= 0 && position < ids.count, "Index \(position) is out of range for \(ids.count) fetched objects.")
        let start = position / batchSize * batchSize
        if window.start != start {
            let left = window.objects.map(\.objectID)
            window.objects = []
            context.releaseUnobserved(left)
            window.objects = context.loadBatch(ids.slice(start..<Swift.min(start + batchSize, ids.count)))
            window.start = start
        }
        guard let typed = window.objects[position - start] as? Element else {
            preconditionFailure(
                "Fetched a \(window.objects[position - start].entity.entityName) object that is not a \(Element.self); bind the class to the entity (managedObjectClass)."
            )
        }
        return typed
    }
}

/// Object IDs stored compactly: 8 bytes each when they share one entity and store (the common
/// case), full IDs otherwise.
struct CompactObjectIDs {
    private let template: ManagedObjectID?
    private let keys: [Int64]
    private let mixed: [ManagedObjectID]

    init(_ ids: [ManagedObjectID]) {
        if let first = ids.first, ids.allSatisfy({ $0.entity === first.entity && $0.persistentStoreIdentifier == first.persistentStoreIdentifier }) {
            template = first
            keys = ids.map(\.primaryKey)
            mixed = []
        } else {
            template = nil
            keys = []
            mixed = ids
        }
    }

    var count: Int { template == nil ? mixed.count : keys.count }

    func slice(_ range: Range<Int>) -> [ManagedObjectID] {
        guard let template else { return Array(mixed[range]) }
        return keys[range].map { template.withPrimaryKey($0) }
    }
}

extension ManagedObjectContext {
    /// Runs a fetch request and returns its results as a collection loaded `batchSize` objects at a
    /// time (memory stays bounded on large results).
    ///
    /// Unsaved changes of the context are not included (save first, as SwiftData requires).
    ///
    /// - Throws: the same errors as ``fetch(_:)``.
    public func fetch<T: ManagedObject>(_ request: FetchRequest<T>, batchSize: Int) throws -> FetchResultsCollection<T> {
        assertOnExecutor()
        mergePendingSaves()
        precondition(batchSize > 0, "batchSize must be at least 1.")
        let entity = try request.resolveEntity(in: model)
        let ids = try parentStore.fetchIDs(storeFetch(request, entity))
        return FetchResultsCollection(context: self, ids: CompactObjectIDs(ids), batchSize: batchSize)
    }

    /// The objects for `ids`, in order, with their data loaded in one query.
    func loadBatch(_ ids: [ManagedObjectID]) -> [ManagedObject] {
        let objects = faults(for: ids, batchSize: ids.count)
        if let first = objects.first(where: { $0.values == nil }) { first.fireFault() }
        return objects
    }
}
