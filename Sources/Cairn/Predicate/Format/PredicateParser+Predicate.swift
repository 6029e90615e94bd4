extension PredicateParser {
    /// `or`: `AND` binds tighter than `OR`; a chain `a OR b OR c` becomes one `.or([a, b, c])`.
    mutating func parsePredicate() throws(PredicateSyntaxError) -> FetchPredicate {
        try parseChain(joinedBy: \.isOr, combined: FetchPredicate.or) { parser throws(PredicateSyntaxError) in
            try parser.parseChain(joinedBy: \.isAnd, combined: FetchPredicate.and) { parser throws(PredicateSyntaxError) in
                try parser.parseNegation()
            }
        }
    }

    /// Operands joined by a connective (`AND` or `OR`); a chain of two or more becomes one compound.
    private mutating func parseChain(
        joinedBy isConnective: (PredicateToken) -> Bool,
        combined: ([FetchPredicate]) -> FetchPredicate,
        operand: (inout PredicateParser) throws(PredicateSyntaxError) -> FetchPredicate
    ) throws(PredicateSyntaxError) -> FetchPredicate {
        var operands = [try operand(&self)]
        while isConnective(try current()) {
            try advance()
            operands.append(try operand(&self))
        }
        return operands.count == 1 ? operands[0] : combined(operands)
    }

    /// `not`: `NOT`/`!` applies to the predicate right after it (`NOT a == 1 AND b == 2` is
    /// `(NOT a == 1) AND b == 2`).
    private mutating func parseNegation() throws(PredicateSyntaxError) -> FetchPredicate {
        try nested { parser throws(PredicateSyntaxError) in
            let token = try parser.current()
            if token.isNot {
                try parser.advance()
                return .not(try parser.parseNegation())
            }
            if token.is(.truePredicate) || token.is(.falsePredicate) {
                try parser.advance()
                return .literal(token.is(.truePredicate))
            }
            if token.kind == .leftParen, parser.parenthesizedPredicateAhead() {
                try parser.advance()
                let inner = try parser.parsePredicate()
                try parser.expect(.rightParen, "')'")
                return inner
            }
            return try parser.parseComparison()
        }
    }

    /// Whether the `(` at the current position opens a parenthesized predicate rather than an
    /// expression: it does unless the token after its matching `)` continues an expression
    /// (`(a + b) * 2 > c`, `(x).name == 1`).
    private func parenthesizedPredicateAhead() -> Bool {
        var open = 0
        var index = position
        while index < tokens.count {
            switch tokens[index].kind {
            case .leftParen: open += 1
            case .rightParen:
                open -= 1
                if open == 0 { return !tokens[min(index + 1, tokens.count - 1)].continuesExpression }
            case .end, .error: return true
            default: break
            }
            index += 1
        }
        return true
    }

    /// `[ANY | SOME | ALL | NONE] lhs operator[options] rhs`.
    private mutating func parseComparison() throws(PredicateSyntaxError) -> FetchPredicate {
        var modifier = FetchComparison.Modifier.direct
        if case .keyword(let keyword) = try current().kind, let quantifier = keyword.modifier {
            try advance()
            modifier = quantifier
        }
        let lhs = try parseExpression()
        let op = try parseOperator()
        let options = try parseOptions()
        let rhsToken = try current()
        let rhs = try parseExpression()
        if op == .between, case .aggregate(let bounds) = rhs, bounds.count != 2 {
            throw error("BETWEEN needs exactly two bounds, like {1, 10}; found \(bounds.count)", at: rhsToken)
        }
        return .comparison(FetchComparison(lhs, op, rhs, modifier: modifier, options: options))
    }

    /// A comparison operator, symbolic (`==`, `=<` …) or a word (`CONTAINS`, `IN` …).
    private mutating func parseOperator() throws(PredicateSyntaxError) -> FetchComparison.Operator {
        let token = try current()
        switch token.kind {
        case .comparison(let op):
            try advance()
            return op
        case .keyword(let keyword):
            if let op = keyword.comparisonOperator {
                try advance()
                return op
            }
            if keyword == .utiConformsTo || keyword == .utiEquals {
                throw error("operator \(keyword.rawValue) is not supported", at: token)
            }
            if keyword == .not {
                throw error("unknown operator 'NOT' here; negate the whole comparison instead: NOT (a IN b)", at: token)
            }
        case .identifier(let name):
            throw error("unknown operator '\(name)'", at: token)
        default:
            break
        }
        let hint =
            token.isAnd || token.isOr || token.kind == .end || token.kind == .rightParen
            ? " (a predicate compares two expressions; write isDone == YES for a Boolean key)" : ""
        throw expected("a comparison operator", at: token, hint: hint)
    }

    /// `[c]`, `[d]`, `[n]`, `[l]` and combinations like `[cd]` or `[cdl]` after an operator.
    private mutating func parseOptions() throws(PredicateSyntaxError) -> FetchComparison.Options {
        guard try consume(.leftBracket) else { return [] }
        let token = try current()
        guard case .identifier(let letters) = token.kind else { throw expected("comparison options like c, d, cd or cdl", at: token) }
        var options: FetchComparison.Options = []
        for letter in letters.lowercased() {
            switch letter {
            case "c": options.insert(.caseInsensitive)
            case "d": options.insert(.diacriticInsensitive)
            case "n": options.insert(.normalized)
            case "l": options.insert(.localeSensitive)
            default: throw error("unknown comparison option '\(letter)' (use c, d, n or l)", at: token)
            }
        }
        try advance()
        try expect(.rightBracket, "']'")
        return options
    }
}
