import Foundation

extension ManagedObjectContext {
    /// How the stores run a fetch request: the SQL (with bound values and SQLite's query plan) of
    /// every store that uses SQL, in store order; empty when predicates are evaluated in memory
    /// (the in-memory store). Nothing is fetched.
    ///
    /// ```swift
    /// for step in try context.explain(request) { print(step) }
    /// ```
    ///
    /// - Throws: the errors the fetch would throw for the request (unknown entity, a predicate the
    ///   store cannot run, syntax errors).
    public func explain<T>(_ request: FetchRequest<T>) throws -> [FetchExplanation] {
        assertOnExecutor()
        let entity = try request.resolveEntity(in: model)
        var fetch = try storeFetch(request, entity)
        if request.resultType == .dictionary { fetch.projection = try StoreProjection.resolve(request, entity: entity) }
        return try parentStore.explain(fetch)
    }
}
