/// Splits a predicate format string into tokens, converting format arguments (`%@`, `%K`, `%d` …)
/// as it meets them.
///
/// The lexer never throws: at the first lexical problem it emits an ``PredicateToken/Kind/error(_:)``
/// token and stops, so that the parser reports problems in the order they appear in the string.
struct PredicateLexer {
    /// A lexical problem and its scalar offset.
    struct Failure: Error {
        var message: String
        var offset: Int
    }

    let source: PredicateSource
    let arguments: [Any]
    /// The scalar being read.
    var index = 0
    /// The next format argument to use.
    var nextArgument = 0

    /// Tokenizes `source`, using `arguments` for its format specifiers; the last token is `.end` or
    /// `.error`.
    static func tokens(of source: PredicateSource, arguments: [Any]) -> [PredicateToken] {
        var lexer = PredicateLexer(source: source, arguments: arguments)
        return lexer.run()
    }

    private mutating func run() -> [PredicateToken] {
        var tokens: [PredicateToken] = []
        while true {
            while let scalar = source[index], scalar == " " || (!scalar.isASCII || scalar.value < 0x20) && scalar.properties.isWhitespace { index += 1 }
            let start = index
            guard let scalar = source[index] else {
                tokens.append(PredicateToken(kind: .end, start: start, end: start))
                return tokens
            }
            do {
                let kind = try token(startingWith: scalar)
                tokens.append(PredicateToken(kind: kind, start: start, end: index))
            } catch {
                tokens.append(PredicateToken(kind: .error(error.message), start: error.offset, end: error.offset))
                return tokens
            }
        }
    }

    /// Consumes `scalar` if it is next.
    mutating func consume(_ scalar: Unicode.Scalar) -> Bool {
        guard source[index] == scalar else { return false }
        index += 1
        return true
    }

    private mutating func token(startingWith scalar: Unicode.Scalar) throws(Failure) -> PredicateToken.Kind {
        if let punctuation = Self.punctuation(scalar) {
            index += 1
            return punctuation
        }
        switch scalar {
        case "=", "<", ">", "!", "&", "|", "*":
            return try symbolOperator(startingWith: scalar)
        case "\"", "'":
            return .string(try stringLiteral())
        case "0"..."9":
            return try numberLiteral()
        case "%":
            return try formatSpecifier()
        case "$":
            index += 1
            guard let name = try identifierName() else { throw Failure(message: "expected a variable name after '$'", offset: index - 1) }
            return .variable(name.text)
        case "#":
            index += 1
            guard let name = try identifierName() else { throw Failure(message: "expected a name after '#'", offset: index - 1) }
            return .identifier(name.text)
        case "@":
            index += 1
            guard let name = try identifierName() else {
                throw Failure(message: "expected a collection operator name after '@', like @count", offset: index - 1)
            }
            return .identifier("@" + name.text)
        default:
            if let word = try identifierName() { return word.isEscaped ? .identifier(word.text) : self.word(word.text) }
            throw Failure(message: "unexpected character '\(Character(scalar))'", offset: index)
        }
    }

    /// The token of a one-scalar punctuation mark. A `switch`: a dictionary literal of these was
    /// costly to build on the first parse, and cost a hash per token after that.
    private static func punctuation(_ scalar: Unicode.Scalar) -> PredicateToken.Kind? {
        switch scalar {
        case "(": .leftParen
        case ")": .rightParen
        case "{": .leftBrace
        case "}": .rightBrace
        case "[": .leftBracket
        case "]": .rightBracket
        case ",": .comma
        case ".": .dot
        case ":": .colon
        case "+": .arithmetic(.add)
        case "-": .arithmetic(.subtract)
        case "/": .arithmetic(.divide)
        case "^": .arithmetic(.bitwiseXor)
        case "~": .tilde
        default: nil
        }
    }

    /// `=`, `==`, `=<`, `=>`, `<`, `<=`, `<>`, `<<`, `>`, `>=`, `>>`, `!`, `!=`, `&&`, `&`, `||`,
    /// `|`, `*`, `**`.
    private mutating func symbolOperator(startingWith scalar: Unicode.Scalar) throws(Failure) -> PredicateToken.Kind {
        index += 1
        switch scalar {
        case "=":
            if consume("<") { return .comparison(.lessThanOrEqualTo) }
            if consume(">") { return .comparison(.greaterThanOrEqualTo) }
            _ = consume("=")
            return .comparison(.equalTo)
        case "<":
            if consume("=") { return .comparison(.lessThanOrEqualTo) }
            if consume(">") { return .comparison(.notEqualTo) }
            if consume("<") { return .arithmetic(.leftShift) }
            return .comparison(.lessThan)
        case ">":
            if consume(">") { return .arithmetic(.rightShift) }
            return consume("=") ? .comparison(.greaterThanOrEqualTo) : .comparison(.greaterThan)
        case "!":
            return consume("=") ? .comparison(.notEqualTo) : .bang
        case "*":
            return consume("*") ? .arithmetic(.power) : .arithmetic(.multiply)
        case "&":
            // A single `&` is bitwise AND, as in Apple's parser.
            return consume("&") ? .ampersands : .arithmetic(.bitwiseAnd)
        default:
            return consume("|") ? .bars : .arithmetic(.bitwiseOr)
        }
    }

    /// A word that is not escaped: a reserved word (`UTI-CONFORMS-TO` and `UTI-EQUALS` included)
    /// or an identifier.
    private mutating func word(_ text: String) -> PredicateToken.Kind {
        if text.utf8.count == 3, text.uppercased() == "UTI" {
            for keyword in [PredicateKeyword.utiConformsTo, .utiEquals] {
                let rest = keyword.rawValue.dropFirst(3).unicodeScalars
                let candidate = source.text(from: index, to: index + rest.count)
                if candidate.uppercased().unicodeScalars.elementsEqual(rest) {
                    index += rest.count
                    return .keyword(keyword)
                }
            }
        }
        return PredicateKeyword(word: text).map(PredicateToken.Kind.keyword) ?? .identifier(text)
    }
}
