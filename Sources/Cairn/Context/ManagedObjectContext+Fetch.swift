import Foundation

extension NSNumber: FetchRequestResult {}

extension ManagedObjectContext {
    /// Runs a fetch request and returns its results.
    ///
    /// Objects already registered in the context are returned as they are (one object per ID);
    /// with `includesPendingChanges` (the default) unsaved inserts, updates and deletions count.
    ///
    /// - Throws: ``CairnError`` `.invalidRequest` for an unknown entity or a predicate the store
    ///   cannot run, ``PredicateSyntaxError`` for a predicate whose format string did not parse,
    ///   and store errors.
    /// - Complexity: one SQL query; O(n) objects created for n new rows.
    public func fetch<T>(_ request: FetchRequest<T>) throws -> [T] {
        assertOnExecutor()
        mergePendingSaves()
        let entity = try request.resolveEntity(in: model)
        switch request.resultType {
        case .count:
            guard let result = [NSNumber(value: try count(for: request))] as? [T] else {
                throw CairnError(.invalidRequest, "A count fetch must use FetchRequest<NSNumber>, not FetchRequest<\(T.self)>.")
            }
            return result
        case .managedObjectID:
            let ids: [ManagedObjectID]
            if request.includesPendingChanges, hasPendingChanges(for: entity, request) {
                ids = try fetchObjects(request, entity).map(\.objectID)
            } else {
                ids = try parentStore.fetchIDs(storeFetch(request, entity))
            }
            guard let result = ids as? [T] else {
                throw CairnError(.invalidRequest, "An object-ID fetch must use FetchRequest<ManagedObjectID>, not FetchRequest<\(T.self)>.")
            }
            return result
        case .dictionary:
            return try fetchDictionaries(request, entity)
        case .managedObject:
            let (objects, commonClass) = try fetchObjectsAndClass(request, entity)
            if commonClass.map({ $0 == ObjectIdentifier(T.self) }) ?? Self.areAllExactly(T.self, objects) {
                // Every object is exactly a T: the array already is an array of T (same layout),
                // without the dynamic cast per element that `as? [T]` does.
                return unsafeBitCast(objects, to: [T].self)
            }
            if let typed = objects as? [T] { return typed }
            return try objects.map { object in
                guard let typed = object as? T else {
                    throw CairnError(
                        .invalidRequest,
                        "Fetched a \(object.entity.entityName) object of class \(type(of: object)), which is not a \(T.self); bind the class to the entity (managedObjectClass).",
                        entity: object.entity.entityName)
                }
                return typed
            }
        }
    }

    /// Whether every object's class is exactly `T` (a metatype comparison per object).
    private static func areAllExactly<T>(_ type: T.Type, _ objects: [ManagedObject]) -> Bool {
        guard T.self is ManagedObject.Type else { return false }
        let wanted = ObjectIdentifier(T.self)
        return objects.allSatisfy { ObjectIdentifier(Swift.type(of: $0)) == wanted }
    }

    /// The number of objects a fetch request would return (pending changes included by default).
    ///
    /// - Throws: the same errors as ``fetch(_:)``.
    public func count<T>(for request: FetchRequest<T>) throws -> Int {
        assertOnExecutor()
        mergePendingSaves()
        let entity = try request.resolveEntity(in: model)
        if request.includesPendingChanges, hasPendingChanges(for: entity, request) {
            return try fetchObjects(request, entity).count
        }
        return try parentStore.count(storeFetch(request, entity))
    }

    func storeFetch<T>(_ request: FetchRequest<T>, _ entity: EntityDescription) throws -> StoreFetch {
        if case .invalid(let error)? = request.predicate { throw error }
        if !request.translationErrors.isEmpty, let error = request.translationErrors["predicate"] ?? request.translationErrors["sort"] { throw error }
        var fetch = StoreFetch(entity: entity)
        fetch.includesSubentities = request.includesSubentities
        fetch.predicate = request.predicate
        fetch.sortKeys = request.sortKeys
        fetch.limit = request.fetchLimit
        fetch.offset = request.fetchOffset
        fetch.textSearch = request.textSearch
        return fetch
    }

    /// Whether unsaved changes could change the answer of a fetch of `entity`.
    func hasPendingChanges<T>(for entity: EntityDescription, _ request: FetchRequest<T>) -> Bool {
        // Text searches run in the store's index only.
        if (inserted.isEmpty && updated.isEmpty && deleted.isEmpty) || request.textSearch != nil { return false }
        let entities = request.includesSubentities ? entity.selfAndDescendants : [entity]
        let keys = Set(entities.map(ObjectIdentifier.init))
        return [inserted, updated, deleted].contains { changes in
            changes.contains { keys.contains(ObjectIdentifier($0.entity)) }
        }
    }

    /// The number of updated and deleted objects of `entities`.
    private func changedObjectCount(of entities: [EntityDescription]) -> Int {
        let keys = Set(entities.map(ObjectIdentifier.init))
        var total = 0
        for changes in [updated, deleted] {
            for object in changes where keys.contains(ObjectIdentifier(object.entity)) { total += 1 }
        }
        return total
    }

    func fetchObjects<T>(_ request: FetchRequest<T>, _ entity: EntityDescription) throws -> [ManagedObject] {
        try fetchObjectsAndClass(request, entity).objects
    }

    /// The objects of a fetch, and the class every one of them has exactly when the objects were
    /// made from rows (`nil` otherwise: ask the objects).
    private func fetchObjectsAndClass<T>(_ request: FetchRequest<T>, _ entity: EntityDescription) throws -> (
        objects: [ManagedObject], commonClass: ObjectIdentifier?
    ) {
        var fetch = try storeFetch(request, entity)
        let pending = request.includesPendingChanges && hasPendingChanges(for: entity, request)
        if pending {
            // Unsaved changes are merged in memory, so the store must return every row that can
            // end up in the first `offset + limit` results: those, plus one per changed or deleted
            // object (each may leave the stored order), not the whole table.
            if fetch.limit > 0 { fetch.limit = fetch.offset + fetch.limit + changedObjectCount(of: fetch.entities) }
            fetch.offset = 0
        }
        var objects: [ManagedObject]
        var commonClass: ObjectIdentifier?
        if (request.fetchBatchSize > 0 || !request.includesPropertyValues) && !pending {
            let ids = try parentStore.fetchIDs(fetch)
            objects = faults(for: ids, batchSize: request.fetchBatchSize)
        } else {
            (objects, commonClass) = materializeNoting(
                try parentStore.fetchRows(fetch), asFaults: request.returnsObjectsAsFaults, refreshing: request.shouldRefreshRefetchedObjects)
        }
        if pending {
            objects = try mergePendingChanges(into: objects, request, fetch.entities)
            commonClass = nil
        }
        if let keyPaths = request.relationshipKeyPathsForPrefetching, !keyPaths.isEmpty {
            try prefetch(keyPaths, for: objects)
        }
        return (objects, commonClass)
    }

    /// Registered objects (or new bare faults) for IDs; with a batch size, firing one fault loads
    /// the data of its whole batch in one query.
    func faults(for ids: [ManagedObjectID], batchSize: Int) -> [ManagedObject] {
        var result: [ManagedObject] = []
        result.reserveCapacity(ids.count)
        prepareRegistry(forAdding: ids.count)
        var start = 0
        while start < ids.count {
            let end = batchSize > 0 ? min(ids.count, start + batchSize) : ids.count
            let batch = batchSize > 0 ? FaultBatch(ids: Array(ids[start..<end])) : nil
            for id in ids[start..<end] {
                let object = object(with: id)
                if object.values == nil { object.batch = batch }
                result.append(object)
            }
            start = end
        }
        return result
    }

    /// Adds unsaved inserts and updates that match, drops deleted objects, re-sorts, then applies
    /// offset and limit.
    private func mergePendingChanges<T>(into objects: [ManagedObject], _ request: FetchRequest<T>, _ entities: [EntityDescription]) throws -> [ManagedObject] {
        let keys = Set(entities.map(ObjectIdentifier.init))
        if let predicate = request.predicate { try PredicateCheck(entity: entities.first).check(predicate) }
        let predicate = request.predicate?.groupingEqualities()
        let evaluator = PredicateEvaluator()
        func matches(_ object: ManagedObject) throws -> Bool {
            guard let predicate else { return true }
            return try evaluator.evaluate(predicate, on: ObjectSubject(object: object))
        }
        var seen = Set<ObjectIdentifier>()
        var result: [ManagedObject] = []
        for object in objects where !object.isDeleted {
            if object.isUpdated, try !matches(object) { continue }
            if seen.insert(ObjectIdentifier(object)).inserted { result.append(object) }
        }
        for object in Array(updated.values) + Array(inserted.values) where keys.contains(ObjectIdentifier(object.entity)) {
            guard !seen.contains(ObjectIdentifier(object)), try matches(object) else { continue }
            seen.insert(ObjectIdentifier(object))
            result.append(object)
        }
        if !request.sortKeys.isEmpty {
            let sorter = SubjectSorter(sortKeys: request.sortKeys)
            result.sort { sorter.ordered(ObjectSubject(object: $0), ObjectSubject(object: $1)) }
        }
        let limited = result.dropFirst(request.fetchOffset)
        return Array(request.fetchLimit > 0 ? limited.prefix(request.fetchLimit) : limited)
    }
}

/// IDs of faults created together by a batched fetch; firing one loads them all.
final class FaultBatch {
    let ids: [ManagedObjectID]
    init(ids: [ManagedObjectID]) { self.ids = ids }
}
