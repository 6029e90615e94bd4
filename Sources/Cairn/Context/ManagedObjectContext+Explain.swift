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
        let fetch = try storeFetch(request, entity)
        return try coordinator.persistentStores.compactMap { try $0.explain(fetch) }
    }
}
