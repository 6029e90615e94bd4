import Foundation

/// A computed value a dictionary fetch returns under a name (Core Data's `NSExpressionDescription`):
/// an aggregate over the fetched rows (or over each group of ``FetchRequest/propertiesToGroupBy``),
/// or any expression of one row.
///
/// ```swift
/// let total = ExpressionDescription(name: "total", expression: .function("sum:", [.keyPath("amount")]), resultType: .double)
/// let notes = ExpressionDescription(name: "notes", function: "count:", keyPath: "title", resultType: .integer64)
/// request.propertiesToFetch = ["category", .expression(total), .expression(notes)]
/// request.propertiesToGroupBy = ["category"]
/// ```
///
/// The aggregate functions are `count:` (rows of the group, nil values included), `sum:` (0 when
/// there is nothing to add), `average:`, `min:` and `max:` (nil values skipped; no key when every
/// value is nil). Their argument is a key path of the fetched entity (through to-one relationships);
/// an argument through a to-many relationship aggregates that collection for each row instead.
public struct ExpressionDescription: Sendable, Hashable, CustomStringConvertible {
    /// The key of the value in each result dictionary.
    public var name: String
    /// The expression computed.
    public var expression: FetchExpression
    /// The type the value is returned as (Core Data's `expressionResultType`).
    public var resultType: AttributeType

    /// Creates an expression description.
    public init(name: String, expression: FetchExpression, resultType: AttributeType) {
        self.name = name
        self.expression = expression
        self.resultType = resultType
    }

    /// Creates the description of an aggregate function of a key path, e.g. `sum:` of `amount`.
    public init(name: String, function: String, keyPath: String, resultType: AttributeType) {
        self.init(name: name, expression: .function(function, [.keyPath(keyPath)]), resultType: resultType)
    }

    /// `name = expression`.
    public var description: String { "\(name) = \(expression)" }
}
