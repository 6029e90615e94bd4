/// A recursive-descent parser from tokens to a ``FetchPredicate``.
///
/// Grammar (loosest first; see `PredicateParser+Predicate.swift` and `+Expression.swift`):
///
/// ```text
/// predicate   := or
/// or          := and (("OR" | "||") and)*
/// and         := not (("AND" | "&&") not)*
/// not         := ("NOT" | "!") not | TRUEPREDICATE | FALSEPREDICATE | "(" predicate ")" | comparison
/// comparison  := [ANY | SOME | ALL | NONE] expression operator ["[" options "]"] expression
/// expression  := bitor ; bitor := bitxor ("|" bitxor)* ; bitxor := bitand ("^" bitand)*
/// bitand      := shift ("&" shift)* ; shift := additive (("<<" | ">>") additive)*
/// additive    := multiplicative (("+" | "-") multiplicative)*
/// multiplicative := unary (("*" | "/") unary)* ; unary := ("-" | "~") unary | power
/// power       := postfix ["**" unary] ; postfix := primary ("." key | "[" index "]")*
/// primary     := … | "TERNARY" "(" predicate "," expression "," expression ")"
/// ```
///
/// Nesting is limited to ``maximumDepth`` levels so that hostile input cannot exhaust the stack.
struct PredicateParser {
    /// How deeply parentheses, `NOT`s, unary minuses, calls and arrays may nest.
    static let maximumDepth = 64

    let source: PredicateSource
    let tokens: [PredicateToken]
    /// The index of the current token.
    var position = 0
    /// The current nesting depth.
    var depth = 0

    /// Parses `format` with `arguments` into a predicate.
    static func parse(format: String, arguments: [Any]) throws(PredicateSyntaxError) -> FetchPredicate {
        let source = PredicateSource(format)
        var parser = PredicateParser(source: source, tokens: PredicateLexer.tokens(of: source, arguments: arguments))
        return try parser.parseWholeFormat()
    }

    /// Parses `format` with `arguments` into one expression (`NSExpression(format:)`).
    static func parseExpression(format: String, arguments: [Any]) throws(PredicateSyntaxError) -> FetchExpression {
        let source = PredicateSource(format)
        var parser = PredicateParser(source: source, tokens: PredicateLexer.tokens(of: source, arguments: arguments))
        if try parser.current().kind == .end {
            throw parser.error("unexpected end of format string, expected an expression", at: parser.tokens[parser.position])
        }
        let expression = try parser.parseExpression()
        let next = try parser.current()
        guard next.kind == .end else {
            throw parser.error("unexpected '\(parser.text(of: next))' after a complete expression", at: next)
        }
        return expression
    }

    /// A whole format string: one predicate and nothing after it.
    mutating func parseWholeFormat() throws(PredicateSyntaxError) -> FetchPredicate {
        if try current().kind == .end {
            throw error("unexpected end of format string, expected a predicate", at: tokens[position])
        }
        let predicate = try parsePredicate()
        let next = try current()
        guard next.kind == .end else {
            throw error("unexpected '\(text(of: next))' after a complete predicate", at: next)
        }
        // Chains inside chains: the whole tree's depth, reported at the end of the format string.
        do { try PredicateCheck.checkDepth(predicate) } catch let error as CairnError {
            throw self.error(error.message, at: next)
        } catch {}
        return predicate
    }

    // MARK: Token access

    /// The current token; throws the lexer's error when the parser reaches it.
    func current() throws(PredicateSyntaxError) -> PredicateToken {
        let token = tokens[position]
        if case .error(let message) = token.kind { throw source.error(message, at: token.start) }
        return token
    }

    /// The token after the current one, without reporting lexical errors.
    var following: PredicateToken { tokens[min(position + 1, tokens.count - 1)] }

    /// Moves past the current token and returns it.
    @discardableResult
    mutating func advance() throws(PredicateSyntaxError) -> PredicateToken {
        let token = try current()
        if position < tokens.count - 1 { position += 1 }
        return token
    }

    /// Consumes the current token if it has kind `kind`.
    mutating func consume(_ kind: PredicateToken.Kind) throws(PredicateSyntaxError) -> Bool {
        guard try current().kind == kind else { return false }
        try advance()
        return true
    }

    /// Consumes a token of kind `kind`, or throws "expected `what`".
    @discardableResult
    mutating func expect(_ kind: PredicateToken.Kind, _ what: String) throws(PredicateSyntaxError) -> PredicateToken {
        let token = try current()
        guard token.kind == kind else { throw expected(what, at: token) }
        return try advance()
    }

    // MARK: Errors

    /// The source text of `token`.
    func text(of token: PredicateToken) -> String { source.text(from: token.start, to: token.end) }

    /// An error at `token`.
    func error(_ message: String, at token: PredicateToken) -> PredicateSyntaxError {
        source.error(message, at: token.start)
    }

    /// "expected `what`" at `token`, or "unexpected end of format string, expected `what`" at the end.
    func expected(_ what: String, at token: PredicateToken, hint: String = "") -> PredicateSyntaxError {
        if token.kind == .end { return error("unexpected end of format string, expected \(what)\(hint)", at: token) }
        return error("expected \(what), found '\(text(of: token))'\(hint)", at: token)
    }

    // MARK: Nesting

    /// Refuses the `count`th link of a chain (`a + b + c …`, `a[0][0] …`) once the chain alone
    /// would nest deeper than ``FetchPredicate/maximumDepth``: each link is one level of the tree.
    func checkChain(_ count: Int, at token: PredicateToken, of what: String) throws(PredicateSyntaxError) {
        guard count >= FetchPredicate.maximumDepth else { return }
        throw error(
            "a chain of more than \(FetchPredicate.maximumDepth - 1) \(what) nests too deeply (each is one level of the predicate, which may nest \(FetchPredicate.maximumDepth) levels); split it into separate comparisons joined by AND/OR, or sum with @sum",
            at: token)
    }

    /// Runs `body` one nesting level deeper, refusing to go past ``maximumDepth``.
    mutating func nested<T>(_ body: (inout PredicateParser) throws(PredicateSyntaxError) -> T) throws(PredicateSyntaxError) -> T {
        guard depth < Self.maximumDepth else {
            throw error("the format string nests more than \(Self.maximumDepth) levels deep", at: try current())
        }
        depth += 1
        defer { depth -= 1 }
        return try body(&self)
    }
}
