import Foundation
import GRDB
import GRDBSQLite

extension SQLiteStore {
    /// The SELECT a fetch of rows runs, with its bindings and SQLite's query plan.
    func explainRows(_ request: StoreFetch) throws -> FetchExplanation {
        try explain(try query(request, selecting: rowColumns(for: request.entity)))
    }

    /// A query's SQL, bindings and `EXPLAIN QUERY PLAN` details.
    func explain(_ query: Query) throws -> FetchExplanation {
        let plan = try reading { db -> [String] in
            var details: [String] = []
            try run(Query(sql: "EXPLAIN QUERY PLAN " + query.sql, bindings: query.bindings, cacheable: false), in: db) { statement in
                details.append(SQLiteValueCodec.text(statement, 3))
            }
            return details
        }
        return FetchExplanation(sql: query.sql, bindings: query.bindings, queryPlan: plan)
    }
}
