import Cairn

extension FetchExpression {
    /// What kind of expression this is (Core Data's `NSExpression.ExpressionType`, with its raw
    /// values), for code that walks predicates.
    public enum ExpressionType: UInt, Sendable {
        /// A constant value (`constantValue`).
        case constantValue = 0
        /// `SELF`.
        case evaluatedObject = 1
        /// `$NAME`.
        case variable = 2
        /// A key path (`keyPath`).
        case keyPath = 3
        /// A function (`function`, `arguments`); an element of a collection (`array[2]`) is one too.
        case function = 4
        /// `UNION` of two collections (not produced by Cairn's parser).
        case unionSet = 5
        /// `INTERSECT` of two collections (not produced by Cairn's parser).
        case intersectSet = 6
        /// `MINUS` of two collections (not produced by Cairn's parser).
        case minusSet = 7
        /// `SUBQUERY(…)`.
        case subquery = 13
        /// `{a, b, c}`.
        case aggregate = 14
        /// `ANYKEY` (not produced by Cairn's parser).
        case anyKey = 15
        /// A block expression (no Objective-C blocks on Linux; not produced).
        case block = 19
        /// `TERNARY(…)`.
        case conditional = 20
    }

    /// Core Data's `expressionType`.
    public var expressionType: ExpressionType {
        switch self {
        case .constant: .constantValue
        case .keyPath, .keyPathFrom: .keyPath
        case .evaluatedObject: .evaluatedObject
        case .variable: .variable
        case .aggregate: .aggregate
        case .index, .function: .function
        case .subquery: .subquery
        case .conditional: .conditional
        }
    }

    /// Core Data's `constantValue`: the value of a constant expression (`nil` for `NULL` and for
    /// any other kind of expression).
    public var constantValue: Any? {
        if case .constant(let value) = self { return value.anyValue }
        return nil
    }
}
