import Cairn

/// Core Data's `NSExpressionDescription`: a computed column of a dictionary fetch, configured
/// property by property.
///
/// ```swift
/// let total = NSExpressionDescription()
/// total.name = "total"
/// total.expression = NSExpression(forFunction: "sum:", arguments: [NSExpression(forKeyPath: "amount")])
/// total.expressionResultType = .doubleAttributeType
/// request.propertiesToFetch = ["category", total]
/// ```
public final class NSExpressionDescription: CustomStringConvertible {
    /// The key of the value in each result dictionary.
    public var name = ""
    /// What to compute.
    public var expression: FetchExpression?
    /// The type of the computed value.
    public var expressionResultType: AttributeType = .double

    /// Creates an empty description; set its name, expression and result type.
    public init() {}

    /// The engine's description of the same column.
    ///
    /// A description without an expression stops the program with its name: set `expression`.
    public var engineDescription: ExpressionDescription {
        guard let expression else {
            preconditionFailure("NSExpressionDescription '\(name)' has no expression; set its `expression` before fetching.")
        }
        return ExpressionDescription(name: name, expression: expression, resultType: expressionResultType)
    }

    /// `name = expression`.
    public var description: String { "\(name) = \(expression.map(String.init(describing:)) ?? "(no expression)")" }
}
