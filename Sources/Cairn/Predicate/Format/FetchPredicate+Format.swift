extension FetchPredicate {
    /// Parses a predicate written in the NSPredicate format language, like `NSPredicate(format:)`.
    ///
    /// ```swift
    /// let byTitle = FetchPredicate(format: "title CONTAINS[c] %@", "hello")
    /// let byKey = FetchPredicate(format: "%K == %@", "notebook.name", "Inbox")
    /// let recent = FetchPredicate(format: "createdAt > %@ AND NOT (tags.@count == 0)", cutoff)
    /// ```
    ///
    /// The language is Apple's "Predicate Format String Syntax": comparisons, string operators with
    /// `[c]`/`[d]`/`[cd]`, `AND`/`OR`/`NOT` (`AND` binds tighter than `OR`), `ANY`/`ALL`/`NONE`,
    /// `IN`, `BETWEEN`, key paths with collection operators (`@count`, `@sum` …), `SUBQUERY`,
    /// arithmetic, functions, `CAST`, literals and `$VARIABLES`. Format specifiers: `%@` (a value,
    /// see below), `%K` (a key path), `%d %i %ld %u %f %lf …` (numbers), `%%` (the string `"%"`). Inside quotes,
    /// `%@`, `%K` and `$NAME` are plain text.
    ///
    /// `%@` accepts `nil`/`NSNull`, strings, numbers, `Bool`, `Decimal`, `NSNumber`, `Date`,
    /// `Data`, `UUID`, `URL`, any ``PropertyValueConvertible`` or ``PropertyValue``, a
    /// ``ManagedObject`` or ``ManagedObjectID`` (compared by object ID), and arrays or sets of these.
    ///
    /// Like `NSPredicate`, this initializer does not throw: a format string with a syntax error
    /// gives ``invalid(_:)``, and fetching with it throws that ``PredicateSyntaxError``. Use
    /// ``parse(format:_:)`` to get the error at once.
    ///
    /// Complexity: O(*n*) in the length of `format` for predicates of bounded nesting.
    public init(format: String, _ arguments: Any...) {
        self.init(format: format, argumentArray: arguments)
    }

    /// Parses a predicate with its format arguments in an array (`NSPredicate(format:argumentArray:)`).
    ///
    /// See ``init(format:_:)``; a syntax error gives ``invalid(_:)``. `nil` is no arguments.
    public init(format: String, argumentArray: [Any]?) {
        do {
            self = try PredicateParser.parse(format: format, arguments: argumentArray ?? [])
        } catch {
            self = .invalid(error)
        }
    }

    /// Parses a predicate, throwing if the format string has a syntax error.
    ///
    /// ```swift
    /// do {
    ///     let predicate = try FetchPredicate.parse(format: "(age > %d", 3)
    /// } catch {
    ///     print(error)  // unexpected end of format string, expected ')' at offset 9 in "(age > %d"
    /// }
    /// ```
    ///
    /// - Throws: ``PredicateSyntaxError`` with the offset (in characters) of the problem and what
    ///   was expected there; also for arguments that are missing or of a type a predicate cannot use.
    public static func parse(format: String, _ arguments: Any...) throws(PredicateSyntaxError) -> FetchPredicate {
        try PredicateParser.parse(format: format, arguments: arguments)
    }

    /// Parses a predicate with its format arguments in an array, throwing on a syntax error.
    ///
    /// - Throws: ``PredicateSyntaxError``; see ``parse(format:_:)``.
    public static func parse(format: String, argumentArray: [Any]) throws(PredicateSyntaxError) -> FetchPredicate {
        try PredicateParser.parse(format: format, arguments: argumentArray)
    }
}
