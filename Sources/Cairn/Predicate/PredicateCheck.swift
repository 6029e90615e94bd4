import Foundation

/// The checks a predicate passes before either back end runs it, so that the SQL compiler and the
/// in-memory evaluator refuse the same predicates with the same errors, whatever the data:
///
/// - nesting deeper than ``FetchPredicate/maximumDepth`` (every recursive pass over the tree —
///   evaluation, SQL compilation, description, substitution — then stays far from the end of the
///   stack, even on a thread with 512 KiB);
/// - `IN` with a right-hand side that is neither a collection nor a string (see
///   ``checkMembership(_:)``);
/// - `MATCHES` with a constant pattern that is not a valid regular expression;
/// - functions neither back end runs (``FunctionEvaluator/supportedSelectors``);
/// - with an entity: a stored attribute compared with a constant of another kind (`name == 5`,
///   `date == "2024-01-01"`), which SQLite would answer by converting one side and memory could not.
///
/// The walk recurses, but never deeper than ``FetchPredicate/maximumDepth`` + 1 frames: it is the
/// guard, so it must not be what overflows.
struct PredicateCheck {
    /// The entity the predicate is evaluated on, for the type checks; `nil` skips them.
    let entity: EntityDescription?

    /// Checks a whole predicate.
    ///
    /// - Throws: ``CairnError`` `.invalidRequest` naming what is wrong, where, and what to do.
    func check(_ predicate: FetchPredicate) throws {
        try visit(predicate, depth: 1)
    }

    /// Checks an expression on its own (fetched expressions of dictionary fetches).
    func check(_ expression: FetchExpression) throws {
        try visit(expression, depth: 1)
    }

    /// Whether `predicate` nests deeper than ``FetchPredicate/maximumDepth`` (for callers that
    /// cannot throw, such as `description`).
    static func isTooDeep(_ predicate: FetchPredicate) -> Bool {
        do { try checkDepth(predicate) } catch { return true }
        return false
    }

    /// Throws the error of ``check(_:)-(FetchPredicate)`` when `predicate` nests deeper than
    /// ``FetchPredicate/maximumDepth``, and checks nothing else.
    static func checkDepth(_ predicate: FetchPredicate) throws {
        try PredicateCheck(entity: nil).visit(predicate, depth: 1, comparisons: false)
    }

    /// Whether `expression` nests deeper than ``FetchPredicate/maximumDepth``.
    static func isTooDeep(_ expression: FetchExpression) -> Bool {
        isTooDeep(.comparison(expression, .equalTo, .constant(.null)))
    }

    // MARK: The walk

    private func visit(_ predicate: FetchPredicate, depth: Int, comparisons: Bool = true) throws {
        guard depth <= FetchPredicate.maximumDepth else { throw Self.tooDeep(at: Self.name(of: predicate)) }
        switch predicate {
        case .literal, .invalid: return
        case .not(let inner): try visit(inner.predicate, depth: depth + 1, comparisons: comparisons)
        case .and(let parts), .or(let parts):
            for part in parts { try visit(part, depth: depth + 1, comparisons: comparisons) }
        case .comparison(let c):
            try visit(c.lhs, depth: depth + 1, comparisons: comparisons)
            try visit(c.rhs, depth: depth + 1, comparisons: comparisons)
            if comparisons { try checkComparison(c) }
        }
    }

    private func visit(_ expression: FetchExpression, depth: Int, comparisons: Bool = true) throws {
        guard depth <= FetchPredicate.maximumDepth else { throw Self.tooDeep(at: Self.name(of: expression)) }
        switch expression {
        case .constant, .evaluatedObject, .variable: return
        case .keyPath(let path):
            // Each component is a step of the SQL compiler's walk (a nested subquery through to-one
            // relationships).
            guard depth + Self.extraSteps(path) <= FetchPredicate.maximumDepth else { throw Self.tooDeep(at: "the key path '\(path.prefix(80))…'") }
        case .keyPathFrom(let base, let path):
            guard depth + Self.extraSteps(path) <= FetchPredicate.maximumDepth else { throw Self.tooDeep(at: "the key path '\(path.prefix(80))…'") }
            try visit(base, depth: depth + 1, comparisons: comparisons)
        case .aggregate(let items):
            for item in items { try visit(item, depth: depth + 1, comparisons: comparisons) }
        case .index(let base, _):
            try visit(base, depth: depth + 1, comparisons: comparisons)
        case .function(let name, let arguments):
            if comparisons { try FunctionEvaluator.checkSupported(name) }
            for argument in arguments { try visit(argument, depth: depth + 1, comparisons: comparisons) }
        case .subquery(let collection, _, let predicate):
            try visit(collection, depth: depth + 1, comparisons: comparisons)
            try visit(predicate, depth: depth + 1, comparisons: comparisons)
        case .conditional(let predicate, let whenTrue, let whenFalse):
            try visit(predicate, depth: depth + 1, comparisons: comparisons)
            try visit(whenTrue, depth: depth + 1, comparisons: comparisons)
            try visit(whenFalse, depth: depth + 1, comparisons: comparisons)
        }
    }

    /// The components of a key path after the first (one dot each), counted without splitting.
    private static func extraSteps(_ path: String) -> Int {
        var dots = 0
        for byte in path.utf8 where byte == UInt8(ascii: ".") { dots += 1 }
        return dots
    }

    // MARK: Errors

    private static func tooDeep(at place: String) -> CairnError {
        CairnError(
            .invalidRequest,
            "The predicate nests more than \(FetchPredicate.maximumDepth) levels deep (the limit is reached at \(place)); each operator, function, index, key-path step, NOT, AND/OR and SUBQUERY is one level. Deeper predicates could exhaust the stack while they are evaluated or compiled to SQL. Make it flatter: join separate comparisons with AND/OR (a long AND/OR list is flat and has no limit), sum values with @sum or sum(…), or compute the value in code and compare with a constant."
        )
    }

    private static func name(of predicate: FetchPredicate) -> String {
        switch predicate {
        case .literal, .invalid: return "a literal"
        case .not: return "a NOT"
        case .and: return "an AND"
        case .or: return "an OR"
        case .comparison(let c): return "a '\(c.op.rawValue)' comparison"
        }
    }

    private static func name(of expression: FetchExpression) -> String {
        switch expression {
        case .constant: return "a constant"
        case .keyPath(let path), .keyPathFrom(_, let path): return "the key path '\(path.prefix(80))'"
        case .evaluatedObject: return "SELF"
        case .variable(let name): return "$\(name)"
        case .aggregate: return "an array {…}"
        case .index(_, let index): return "an index [\(index.formatText)]"
        case .function(let name, _):
            if let op = PredicateArithmeticOperator(selector: name) { return "a '\(op.rawValue)' (\(name))" }
            return "the function '\(name)'"
        case .subquery: return "a SUBQUERY"
        case .conditional: return "a TERNARY"
        }
    }
}
