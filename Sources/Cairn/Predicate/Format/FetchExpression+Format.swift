extension FetchExpression {
    /// Parses one expression written in the predicate format language, like
    /// `NSExpression(format:)`: a key path (`notes.@count`, `author.name`), a function call
    /// (`lowercase:(name)`, `now()`), arithmetic, a constant or a `%@` argument.
    ///
    /// ```swift
    /// let count = try FetchExpression.parse(format: "notes.@count")
    /// let folded = try FetchExpression.parse(format: "canonical:(title)")
    /// ```
    ///
    /// - Throws: ``PredicateSyntaxError`` with the offset of the problem and what was expected.
    public static func parse(format: String, _ arguments: Any...) throws(PredicateSyntaxError) -> FetchExpression {
        try PredicateParser.parseExpression(format: format, arguments: arguments)
    }

    /// Parses an expression with its format arguments in an array.
    ///
    /// - Throws: ``PredicateSyntaxError`` naming the position and the problem.
    public static func parse(format: String, argumentArray: [Any]) throws(PredicateSyntaxError) -> FetchExpression {
        try PredicateParser.parseExpression(format: format, arguments: argumentArray)
    }
}
