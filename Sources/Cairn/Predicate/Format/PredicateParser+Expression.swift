extension PredicateParser {
    /// An expression: arithmetic and bitwise operators over postfix expressions.
    mutating func parseExpression() throws(PredicateSyntaxError) -> FetchExpression {
        try parseBinary(level: PredicateExpressionLevel.binaryLevels[0])
    }

    /// A left-associative chain of the operators of one binary level (`|`, `^`, `&`, `<< >>`,
    /// `+ -` or `* /`), whose operands are the next tighter level.
    private mutating func parseBinary(level: PredicateExpressionLevel) throws(PredicateSyntaxError) -> FetchExpression {
        func operand(_ parser: inout PredicateParser) throws(PredicateSyntaxError) -> FetchExpression {
            if let tighter = level.tighterBinary { return try parser.parseBinary(level: tighter) }
            return try parser.parseUnary()
        }
        var result = try operand(&self)
        var links = 0
        while case .arithmetic(let op) = try current().kind, op.level == level {
            links += 1
            try checkChain(links, at: try current(), of: "'\(op.rawValue)' operations")
            try advance()
            result = .function(op.selector, [result, try operand(&self)])
        }
        return result
    }

    /// `-x` (the function `negative:`), `~x` (`onesComplement:`) or a power; `-` directly before
    /// a number literal makes a negative literal instead, which (like any literal) may then take
    /// `**`, `.key` or `[i]`.
    private mutating func parseUnary() throws(PredicateSyntaxError) -> FetchExpression {
        try nested { parser throws(PredicateSyntaxError) in
            if try parser.consume(.tilde) {
                return .function(PredicateArithmeticOperator.complementSelector, [try parser.parseUnary()])
            }
            guard try parser.current().kind == .arithmetic(.subtract) else {
                return try parser.parsePower(base: try parser.parsePostfix(try parser.parsePrimary()))
            }
            try parser.advance()
            if let literal = try parser.numberLiteral(negated: true) {
                return try parser.parsePower(base: try parser.parsePostfix(literal))
            }
            return .function(PredicateArithmeticOperator.negationSelector, [try parser.parseUnary()])
        }
    }

    /// `base ** exponent`, right-associative; the exponent may be negated (`2 ** -1`).
    private mutating func parsePower(base: FetchExpression) throws(PredicateSyntaxError) -> FetchExpression {
        guard try consume(.arithmetic(.power)) else { return base }
        return .function(PredicateArithmeticOperator.power.selector, [base, try parseUnary()])
    }

    /// Key steps and index forms after an expression: `a.b.c`, `x[0]`, `list[LAST].name`,
    /// `SUBQUERY(…).@count`.
    private mutating func parsePostfix(_ base: FetchExpression) throws(PredicateSyntaxError) -> FetchExpression {
        var result = base
        var links = 0
        while true {
            if try consume(.dot) {
                result = Self.appending(try parseKey(), to: result)
            } else if try current().kind == .leftBracket {
                links += 1
                try checkChain(links, at: try current(), of: "'[…]' subscripts")
                result = try nested { parser throws(PredicateSyntaxError) in try parser.parseIndex(of: result) }
            } else {
                return result
            }
        }
    }

    /// One key after a dot: a name, a reserved word (after a dot it can only be a key), `@operator`
    /// or a `%K` argument.
    private mutating func parseKey() throws(PredicateSyntaxError) -> String {
        let token = try current()
        switch token.kind {
        case .identifier(let name), .keyPathArgument(let name):
            try advance()
            return name
        case .keyword:
            try advance()
            return text(of: token)
        default:
            throw expected("a key after '.'", at: token)
        }
    }

    /// `expression.key`: a key path grows (`a.b` + `c` is `a.b.c`); other expressions get a key path
    /// from them.
    static func appending(_ key: String, to base: FetchExpression) -> FetchExpression {
        switch base {
        case .keyPath(let path): .keyPath(path + "." + key)
        case .keyPathFrom(let from, let path): .keyPathFrom(from, path + "." + key)
        default: .keyPathFrom(base, key)
        }
    }

    /// `[n]`, `[FIRST]`, `[LAST]`, `[SIZE]`; any other index (a key, a variable …) is the function
    /// `objectFrom:withIndex:`.
    private mutating func parseIndex(of base: FetchExpression) throws(PredicateSyntaxError) -> FetchExpression {
        try expect(.leftBracket, "'['")
        let token = try current()
        let keywordIndex: FetchIndex? = token.is(.first) ? .first : token.is(.last) ? .last : token.is(.size) ? .size : nil
        let result: FetchExpression
        if let keywordIndex {
            try advance()
            result = .index(base, keywordIndex)
        } else {
            let index = try parseExpression()
            if case .constant(.integer(let position)) = index, let position = Int(exactly: position) {
                result = .index(base, .position(position))
            } else {
                result = .function(PredicateFunctionCatalog.indexSelector, [base, index])
            }
        }
        try expect(.rightBracket, "']'")
        return result
    }

    /// The number literal at the current token (negated if asked), consumed; `nil` if there is none.
    mutating func numberLiteral(negated: Bool) throws(PredicateSyntaxError) -> FetchExpression? {
        switch try current().kind {
        case .integer(let magnitude):
            try advance()
            if !negated { return .constant(Int64(exactly: magnitude).map(PropertyValue.integer) ?? .double(Double(magnitude))) }
            if magnitude <= UInt64(Int64.max) + 1 { return .constant(.integer(0 &- Int64(truncatingIfNeeded: magnitude))) }
            return .constant(.double(-Double(magnitude)))
        case .double(let value):
            try advance()
            return .constant(.double(negated ? -value : value))
        default:
            return nil
        }
    }
}
