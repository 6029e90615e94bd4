import Foundation

/// A dictionary fetch as a store sees it: which values each result holds, how rows are grouped,
/// which groups are kept, and whether equal results are merged.
///
/// Built from a ``FetchRequest`` by `resolve(_:entity:)`, which checks Core Data's rules; both
/// stores compute the same answers from it (SQL in the SQLite store, Swift in the in-memory store).
public struct StoreProjection: Sendable {
    /// How a value is returned.
    public enum ValueType: Sendable {
        /// As a value of this attribute type.
        case attribute(AttributeType)
        /// As the ID of an object of this entity.
        case object(EntityDescription)
        /// As computed (integers, doubles, strings or data).
        case computed
    }

    /// One value of the result dictionaries, or one grouping value.
    public struct Column: Sendable {
        /// The key in the result dictionaries.
        public var key: String
        /// What is computed for each row (or group).
        public var expression: FetchExpression
        /// How the value is returned.
        public var type: ValueType
        /// Whether it aggregates the rows of a group (`count:`, `sum:` … of a value of the row).
        public var isAggregate: Bool
    }

    /// The values of each result, in ``FetchRequest/propertiesToFetch`` order.
    public var columns: [Column]
    /// The grouping values (empty: no GROUP BY).
    public var groupBy: [Column]
    /// The condition groups must meet, with `$name` replaced by the fetched expression `name`.
    public var having: FetchPredicate?
    /// Whether equal results are returned once.
    public var distinct: Bool
    /// The sort keys, for grouped and distinct results: positions in ``columns`` and direction.
    public var valueOrder: [(column: Int, ascending: Bool, caseInsensitive: Bool)]

    /// Whether rows are grouped (grouping values, or aggregates over all rows).
    public var isGrouped: Bool { !groupBy.isEmpty || columns.contains(where: \.isAggregate) }
    /// Whether results are ordered by their values (grouped or distinct) rather than by rows.
    public var ordersByValues: Bool { isGrouped || distinct }
}
