import Foundation

/// How a store runs a fetch request: the SQL it sends to SQLite, the values bound to its `?`
/// placeholders and SQLite's query plan (`EXPLAIN QUERY PLAN`).
///
/// ```swift
/// let request = FetchRequest<ManagedObject>(entityName: "Note")
/// request.predicate = FetchPredicate(format: "createdAt >= %@ AND createdAt < %@", start, end)
/// let explanation = try context.explain(request)
/// print(explanation.sql)        // SELECT … FROM ZNOTE t0 WHERE ((t0.ZCREATEDAT >= ?) AND (t0.ZCREATEDAT < ?)) ORDER BY t0.Z_PK
/// print(explanation.queryPlan)  // ["SEARCH t0 USING INDEX Z_NOTE_ZCREATEDAT (ZCREATEDAT>? AND ZCREATEDAT<?)"]
/// ```
/// Stores that do not use SQL (the in-memory store) evaluate predicates in Swift and have no
/// explanation.
public struct FetchExplanation: Sendable, CustomStringConvertible {
    /// The SQL statement.
    public var sql: String
    /// The values of the statement's `?` placeholders, in order (dates as seconds since 2001,
    /// objects as primary keys).
    public var bindings: [PropertyValue]
    /// SQLite's query plan, one line per step (`SCAN t0`, `SEARCH t0 USING INDEX …`).
    public var queryPlan: [String]

    /// Creates an explanation.
    public init(sql: String, bindings: [PropertyValue], queryPlan: [String]) {
        self.sql = sql
        self.bindings = bindings
        self.queryPlan = queryPlan
    }

    /// The SQL, its bindings and the plan, on separate lines.
    public var description: String {
        var lines = [sql]
        if !bindings.isEmpty { lines.append("bindings: " + bindings.map(\.description).joined(separator: ", ")) }
        lines += queryPlan.map { "plan: " + $0 }
        return lines.joined(separator: "\n")
    }
}
