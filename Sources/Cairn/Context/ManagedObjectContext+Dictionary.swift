import Foundation

extension NSDictionary: FetchRequestResult {}
extension Dictionary: FetchRequestResult where Key == String, Value == Any {}

extension ManagedObjectContext {
    /// Runs a fetch request with ``FetchRequest/ResultType/dictionary`` results: one dictionary per
    /// object (or per group, or one for aggregates over all objects), keyed by the names of
    /// ``FetchRequest/propertiesToFetch``.
    ///
    /// ```swift
    /// let request = FetchRequest<NSDictionary>(entityName: "Expense")   // or FetchRequest<[String: Any]>
    /// request.resultType = .dictionary
    /// request.propertiesToFetch = ["category", .expression(ExpressionDescription(name: "total", function: "sum:", keyPath: "amount", resultType: .double))]
    /// request.propertiesToGroupBy = ["category"]
    /// request.havingPredicate = FetchPredicate(format: "$total > 100")
    /// request.sortKeys = [SortKey("total", ascending: false)]
    /// for row in try context.fetch(request) { print(row["category"]!, row["total"]!) }
    /// ```
    ///
    /// Values are Core Data's: numbers and Booleans as `NSNumber`, to-one relationships as
    /// ``ManagedObjectID``s, and nil values leave their key out. As in Core Data, the results reflect
    /// the store only: unsaved changes of the context are not included (`includesPendingChanges` is
    /// ignored for dictionaries). Grouped and distinct results are sorted by fetched values (the sort
    /// keys must name fetched properties), then by all their values.
    func fetchDictionaries<T>(_ request: FetchRequest<T>, _ entity: EntityDescription) throws -> [T] {
        var fetch = try storeFetch(request, entity)
        let projection = try StoreProjection.resolve(request, entity: entity)
        fetch.projection = projection
        let dictionaries = try parentStore.fetchValues(fetch).map { row -> [String: Any] in
            var dictionary: [String: Any] = [:]
            for (column, value) in zip(projection.columns, row) {
                if let swiftValue = ProjectedValue.swiftValue(value) { dictionary[column.key] = swiftValue }
            }
            return dictionary
        }
        if T.self == NSDictionary.self, let typed = dictionaries.map({ NSDictionary(dictionary: $0) }) as? [T] { return typed }
        guard let typed = dictionaries as? [T] else {
            throw CairnError(
                .invalidRequest, "A dictionary fetch must use FetchRequest<NSDictionary> or FetchRequest<[String: Any]>, not FetchRequest<\(T.self)>.",
                entity: entity.entityName)
        }
        return typed
    }
}
