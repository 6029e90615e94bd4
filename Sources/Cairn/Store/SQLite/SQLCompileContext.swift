import Foundation

/// What the SQL compiler is compiling, for error messages: "the comparison 'age > $x.limit'",
/// "the fetched property 'total' (sum(amount))".
struct SQLCompileContext: CustomStringConvertible, Sendable {
    let description: String

    init(_ comparison: FetchComparison) {
        description = "the comparison '\(FetchPredicate.comparison(comparison))'"
    }

    init(property name: String, _ expression: FetchExpression) {
        description = "the fetched property '\(name)' (\(expression))"
    }
}
