extension FetchRequest {
    /// The same request with another result type: entity, condition, order, limits and options.
    func retyped<Other>(as other: Other.Type = Other.self) -> FetchRequest<Other> {
        let copy = entityName.map { FetchRequest<Other>(entityName: $0) } ?? FetchRequest<Other>()
        copy.entity = entity
        copy.predicate = predicate
        copy.sortKeys = sortKeys
        copy.fetchLimit = fetchLimit
        copy.fetchOffset = fetchOffset
        copy.fetchBatchSize = fetchBatchSize
        switch resultType {
        case .managedObject: copy.resultType = .managedObject
        case .managedObjectID: copy.resultType = .managedObjectID
        case .count: copy.resultType = .count
        case .dictionary: copy.resultType = .dictionary
        }
        copy.includesPendingChanges = includesPendingChanges
        copy.returnsObjectsAsFaults = returnsObjectsAsFaults
        copy.includesPropertyValues = includesPropertyValues
        copy.includesSubentities = includesSubentities
        copy.shouldRefreshRefetchedObjects = shouldRefreshRefetchedObjects
        copy.relationshipKeyPathsForPrefetching = relationshipKeyPathsForPrefetching
        copy.propertiesToFetch = propertiesToFetch
        copy.propertiesToGroupBy = propertiesToGroupBy
        copy.havingPredicate = havingPredicate
        copy.returnsDistinctResults = returnsDistinctResults
        copy.textSearch = textSearch
        copy.translationErrors = translationErrors
        return copy
    }
}

extension FetchRequest {
    /// ``propertiesToFetch``, under a name the Core Data face's `[Any]` overload cannot shadow.
    package var enginePropertiesToFetch: [FetchProperty]? {
        get { propertiesToFetch }
        set { propertiesToFetch = newValue }
    }

    /// ``propertiesToGroupBy``, under a name the Core Data face's `[Any]` overload cannot shadow.
    package var enginePropertiesToGroupBy: [FetchProperty]? {
        get { propertiesToGroupBy }
        set { propertiesToGroupBy = newValue }
    }
}
