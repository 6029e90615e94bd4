import Cairn

extension FetchExpression {
    /// Core Data's `NSExpression(forKeyPath:)`.
    public init(forKeyPath keyPath: String) { self = .keyPath(keyPath) }

    /// Core Data's `NSExpression(forConstantValue:)`: numbers, strings, dates, data, UUIDs, URLs,
    /// managed objects and IDs, and arrays of them; `nil` is `NULL`.
    ///
    /// A value of another type stops the program with its type named (Core Data raises an
    /// exception at fetch time instead).
    public init(forConstantValue value: Any?) {
        guard let value else {
            self = .constant(.null)
            return
        }
        do {
            self = try FetchExpression.parse(format: "%@", value)
        } catch {
            preconditionFailure(
                "NSExpression(forConstantValue:) cannot hold a \(type(of: value)): \(error.message). Use a number, string, date, data, UUID, URL, managed object or object ID."
            )
        }
    }

    /// Core Data's `NSExpression(forVariable:)`: `$name`, replaced by
    /// `withSubstitutionVariables(_:)`.
    public init(forVariable name: String) { self = .variable(name) }

    /// Core Data's `NSExpression(forFunction:arguments:)`: `sum:`, `count:`, `max:`, `average:`,
    /// `lowercase:`, `now` … Arguments are expressions, or constants for other values.
    ///
    /// ```swift
    /// let total = NSExpression(forFunction: "sum:", arguments: [NSExpression(forKeyPath: "amount")])
    /// ```
    public init(forFunction name: String, arguments: [Any]) {
        self = .function(name, arguments.map { $0 as? FetchExpression ?? FetchExpression(forConstantValue: $0) })
    }

    /// Core Data's `NSExpression(forConditional:trueExpression:falseExpression:)`: the format
    /// language's `TERNARY(predicate, a, b)`.
    public init(forConditional predicate: FetchPredicate, trueExpression: FetchExpression, falseExpression: FetchExpression) {
        self = .conditional(predicate, trueExpression: trueExpression, falseExpression: falseExpression)
    }

    /// Core Data's `NSExpression.expressionForEvaluatedObject()`: `SELF`.
    public static func expressionForEvaluatedObject() -> FetchExpression { .evaluatedObject }

    /// Core Data's `NSExpression(format:)`.
    ///
    /// Malformed text stops the program with the position of the error, as Core Data's parser
    /// raises; `try FetchExpression.parse(format:)` throws it instead.
    public init(format: String, _ arguments: Any...) {
        do {
            self = try FetchExpression.parse(format: format, argumentArray: arguments)
        } catch {
            preconditionFailure("NSExpression(format: \"\(format)\"): \(error)")
        }
    }

    /// Core Data's `keyPath` (for a key-path expression; empty otherwise).
    public var keyPath: String {
        switch self {
        case .keyPath(let path): return path
        case .keyPathFrom(let base, let path): return "\(base).\(path)"
        default: return ""
        }
    }

    /// Core Data's `function` (for a function expression; empty otherwise).
    public var function: String {
        if case .function(let name, _) = self { return name }
        return ""
    }

    /// Core Data's `arguments` (for a function expression; `nil` otherwise).
    public var arguments: [FetchExpression]? {
        if case .function(_, let arguments) = self { return arguments }
        return nil
    }

    /// Core Data's `variable` (for a variable expression; empty otherwise).
    public var variable: String {
        if case .variable(let name) = self { return name }
        return ""
    }
}
