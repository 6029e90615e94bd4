import Foundation

extension InMemoryStore {
    /// The results of a dictionary fetch, computed in Swift with the SQLite store's rules.
    static func values(_ request: StoreFetch, in state: State) throws -> [[PropertyValue]] {
        guard let projection = request.projection else { return [] }
        var rows = request
        rows.projection = nil
        if projection.ordersByValues {
            // Grouped and distinct results are ordered by their values, then offset and limited.
            rows.sortKeys = []
            rows.limit = 0
            rows.offset = 0
        }
        let matching = try query(rows, in: state)
        let subjects = matching.map { subject($0, in: state) }
        let evaluator = ProjectionEvaluator(projection, entity: request.entity)
        return projection.ordersByValues
            ? try evaluator.results(subjects, offset: request.offset, limit: request.limit)
            : try evaluator.results(subjects, offset: 0, limit: 0)
    }
}
