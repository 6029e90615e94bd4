import Foundation

/// A predicate expression compiled to SQL: one value per row, constants, or a collection.
enum SQLOperand {
    /// One value per evaluated row (a column, a scalar subquery, arithmetic …).
    case scalar(SQLFragment, SQLValueKind)
    /// A constant.
    case constant(PropertyValue)
    /// An array of expressions (`{a, b}` literals and array arguments); constants stay constants.
    case list([SQLOperand])
    /// The elements of a to-many key path or a `SUBQUERY`.
    case collection(SQLCollection)

    /// The constant values of a list of constants (or of one constant), else `nil`.
    var constantValues: [PropertyValue]? {
        switch self {
        case .constant(.objects(let ids)): return ids.map(PropertyValue.object)
        case .constant(let value): return [value]
        case .list(let items):
            var values: [PropertyValue] = []
            for item in items {
                guard case .constant(let value) = item else { return nil }
                values.append(value)
            }
            return values
        default: return nil
        }
    }
}

/// A correlated row source standing for a collection: `FROM tables WHERE conditions`, each row one
/// element (`element`).
struct SQLCollection {
    /// `table alias` entries of the FROM clause.
    var tables: [String]
    /// Conditions linking the rows to the evaluated row (and to each other).
    var conditions: [SQLFragment]
    /// The element's value: a primary key for objects, a column for attributes.
    var element: SQLFragment
    /// The kind of the elements.
    var kind: SQLValueKind
    /// When the elements are objects of a row in the FROM clause: its alias and entity.
    var row: (alias: String, entity: EntityDescription)?
    /// The order of an ordered relationship's elements (SQL `ORDER BY` terms), if it has one.
    var order: String?

    /// `FROM … WHERE …` with an extra condition.
    func source(where extra: SQLFragment? = nil) -> SQLFragment {
        let all = conditions + (extra.map { [$0] } ?? [])
        let condition = all.isEmpty ? "1" : SQLFragment.joined(all.map { "(\($0))" }, separator: " AND ")
        return "FROM \(tables.joined(separator: ", ")) WHERE \(condition)"
    }

    /// `EXISTS (SELECT 1 FROM … WHERE … AND condition)`.
    func exists(_ condition: SQLFragment?) -> SQLFragment {
        "EXISTS (SELECT 1 \(source(where: condition)))"
    }

    /// A scalar subquery `(SELECT expression FROM … WHERE …)`.
    func select(_ expression: SQLFragment, suffix: String = "") -> SQLFragment {
        "(SELECT \(expression) \(source())\(suffix))"
    }
}
