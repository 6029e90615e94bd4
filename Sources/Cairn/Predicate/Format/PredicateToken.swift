/// One token of a predicate format string, with where it stands in the source.
struct PredicateToken: Sendable {
    /// What a token is.
    enum Kind: Sendable, Equatable {
        /// A key name: `title`, `#size` (escaped), `@count`, `na\u006De`.
        case identifier(String)
        /// A reserved word.
        case keyword(PredicateKeyword)
        /// `$NAME`.
        case variable(String)
        /// An integer literal's magnitude (`0x`, `0o`, `0b` or decimal), sign not included.
        case integer(UInt64)
        /// A floating-point literal, or an integer literal too large for 64 bits.
        case double(Double)
        /// A quoted string literal, escapes resolved.
        case string(String)
        /// A format argument (`%@`, `%d`, `%f` …), already converted.
        case argument(FetchExpression)
        /// A `%K` argument: a key path.
        case keyPathArgument(String)
        /// `%%`: a literal percent sign (the string `"%"`), using no argument.
        case percent
        /// A comparison operator written with symbols: `==`, `<>`, `=<` …
        case comparison(FetchComparison.Operator)
        /// `&&`
        case ampersands
        /// `||`
        case bars
        /// `!`
        case bang
        /// `+`, `-`, `*`, `/`, `**`, or a bitwise `&`, `|`, `^`, `<<`, `>>`.
        case arithmetic(PredicateArithmeticOperator)
        /// `~`: the bitwise complement.
        case tilde
        /// `(`, `)`, `{`, `}`, `[`, `]`.
        case leftParen, rightParen, leftBrace, rightBrace, leftBracket, rightBracket
        /// `,`, `.`, `:` (the last only in selector-style calls like `modulus:by:(a, 3)`).
        case comma, dot, colon
        /// A lexical error: the lexer stops here, and the parser reports it when it gets this far.
        case error(String)
        /// The end of the format string.
        case end
    }

    /// What the token is.
    var kind: Kind
    /// The scalar offset where the token starts.
    var start: Int
    /// The scalar offset just past the token.
    var end: Int

    /// Whether the token is the reserved word `keyword`.
    func `is`(_ keyword: PredicateKeyword) -> Bool { kind == .keyword(keyword) }

    /// Whether the token is `&&` / `AND`.
    var isAnd: Bool { kind == .ampersands || self.is(.and) }
    /// Whether the token is `||` / `OR`.
    var isOr: Bool { kind == .bars || self.is(.or) }
    /// Whether the token is `!` / `NOT`.
    var isNot: Bool { kind == .bang || self.is(.not) }

    /// Whether the token, following an expression, continues it or compares it (so a parenthesized
    /// group before it was an expression, not a predicate).
    var continuesExpression: Bool {
        switch kind {
        case .comparison, .arithmetic, .dot, .leftBracket: true
        case .keyword(let keyword):
            keyword.comparisonOperator != nil || keyword == .utiConformsTo || keyword == .utiEquals
        default: false
        }
    }
}
