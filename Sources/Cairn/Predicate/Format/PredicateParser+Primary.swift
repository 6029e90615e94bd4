extension PredicateParser {
    /// A primary expression: a literal, argument, variable, key, `SELF`, call, `SUBQUERY`, `CAST`,
    /// `{array}` or parenthesized expression.
    mutating func parsePrimary() throws(PredicateSyntaxError) -> FetchExpression {
        if let number = try numberLiteral(negated: false) { return number }
        let token = try current()
        switch token.kind {
        case .string(let text):
            try advance()
            return .constant(.string(text))
        case .argument(let expression):
            try advance()
            return expression
        case .keyPathArgument(let path):
            try advance()
            return .keyPath(path)
        case .variable(let name):
            try advance()
            return .variable(name)
        case .identifier(let name):
            if following.kind == .leftParen || following.kind == .colon { return try parseCall() }
            try advance()
            return .keyPath(name)
        case .keyword(let keyword):
            return try parseKeywordPrimary(keyword, token: token)
        case .leftBrace:
            return .aggregate(try parseList(open: .leftBrace, close: .rightBrace, closeName: "'}'"))
        case .leftParen:
            return try nested { parser throws(PredicateSyntaxError) in
                try parser.advance()
                let inner = try parser.parseExpression()
                try parser.expect(.rightParen, "')'")
                return inner
            }
        case .percent:
            try advance()
            return .constant(.string("%"))
        default:
            throw expected("an expression", at: token)
        }
    }

    private mutating func parseKeywordPrimary(_ keyword: PredicateKeyword, token: PredicateToken) throws(PredicateSyntaxError) -> FetchExpression {
        switch keyword {
        case .true, .yes, .false, .no:
            try advance()
            return .constant(.bool(keyword == .true || keyword == .yes))
        case .null, .nil:
            try advance()
            return .constant(.null)
        case .self:
            try advance()
            return .evaluatedObject
        case .subquery:
            return try parseSubquery()
        case .cast:
            return try parseCast()
        default:
            let word = text(of: token)
            throw error("unexpected keyword '\(word)', expected an expression (write #\(word) to use it as a key)", at: token)
        }
    }

    /// `name(args)` or `selector:parts:(args)`, checked against ``PredicateFunctionCatalog``.
    private mutating func parseCall() throws(PredicateSyntaxError) -> FetchExpression {
        let nameToken = try advance()
        guard case .identifier(var name) = nameToken.kind else { throw expected("a function name", at: nameToken) }
        if name.uppercased() == PredicateFunctionCatalog.ternary, try current().kind == .leftParen { return try parseTernary(nameToken) }
        if try consume(.colon) {
            name += ":"
            while case .identifier(let part) = try current().kind, following.kind == .colon {
                try advance()
                try advance()
                name += part + ":"
            }
        }
        let arguments = try parseList(open: .leftParen, close: .rightParen, closeName: "')'")
        if name.uppercased() == PredicateFunctionCatalog.customFunction {
            guard arguments.count >= 2 else {
                throw error("FUNCTION needs an object and a selector name: FUNCTION(object, 'selector:', …)", at: nameToken)
            }
            return .function(PredicateFunctionCatalog.customFunction, arguments)
        }
        let selector = PredicateFunctionCatalog.selector(forName: name, argumentCount: arguments.count)
        if PredicateFunctionCatalog.selectors.contains(selector), PredicateFunctionCatalog.arity(of: selector) == arguments.count {
            return .function(selector, arguments)
        }
        let arities = PredicateFunctionCatalog.selectors.filter { PredicateFunctionCatalog.callName(of: $0) == name }
            .map(PredicateFunctionCatalog.arity(of:)).sorted()
        guard arities.isEmpty else {
            let counts = arities.map(String.init).joined(separator: " or ")
            throw error("function '\(name)' takes \(counts) argument\(arities == [1] ? "" : "s"), not \(arguments.count)", at: nameToken)
        }
        throw error("unknown function '\(name)'", at: nameToken)
    }

    /// `TERNARY(predicate, trueExpression, falseExpression)`, the name already read: the first
    /// argument is a predicate, the others expressions.
    private mutating func parseTernary(_ nameToken: PredicateToken) throws(PredicateSyntaxError) -> FetchExpression {
        try nested { parser throws(PredicateSyntaxError) in
            try parser.expect(.leftParen, "'(' after TERNARY")
            let condition = try parser.parsePredicate()
            try parser.expect(.comma, "',' after TERNARY's predicate (TERNARY(predicate, valueIfTrue, valueIfFalse))")
            let whenTrue = try parser.parseExpression()
            try parser.expect(.comma, "',' after TERNARY's second argument (TERNARY(predicate, valueIfTrue, valueIfFalse))")
            let whenFalse = try parser.parseExpression()
            try parser.expect(.rightParen, "')' after TERNARY's third argument")
            return .conditional(condition, trueExpression: whenTrue, falseExpression: whenFalse)
        }
    }

    /// `SUBQUERY(collection, $variable, predicate)`.
    private mutating func parseSubquery() throws(PredicateSyntaxError) -> FetchExpression {
        try advance()
        return try nested { parser throws(PredicateSyntaxError) in
            try parser.expect(.leftParen, "'(' after SUBQUERY")
            let collection = try parser.parseExpression()
            try parser.expect(.comma, "','")
            let variableToken = try parser.current()
            guard case .variable(let variable) = variableToken.kind else {
                throw parser.expected("a variable like $x as SUBQUERY's second argument", at: variableToken)
            }
            try parser.advance()
            try parser.expect(.comma, "','")
            let predicate = try parser.parsePredicate()
            try parser.expect(.rightParen, "')'")
            return .subquery(collection, variable: variable, predicate)
        }
    }

    /// `CAST(value, 'Type')`: a constant when it can be folded (see ``PredicateCastLiteral``), the
    /// function `castObject:toType:` otherwise.
    private mutating func parseCast() throws(PredicateSyntaxError) -> FetchExpression {
        let castToken = try advance()
        let arguments = try parseList(open: .leftParen, close: .rightParen, closeName: "')'")
        guard arguments.count == 2 else {
            throw error("CAST takes two arguments, CAST(value, 'Type'), not \(arguments.count)", at: castToken)
        }
        if case .constant(let value) = arguments[0], case .constant(.string(let typeName)) = arguments[1],
            let folded = PredicateCastLiteral.fold(value, to: typeName)
        {
            return .constant(folded)
        }
        return .function(PredicateFunctionCatalog.castSelector, arguments)
    }

    /// `open [expression ("," expression)*] close`.
    private mutating func parseList(open: PredicateToken.Kind, close: PredicateToken.Kind, closeName: String) throws(PredicateSyntaxError) -> [FetchExpression]
    {
        try nested { parser throws(PredicateSyntaxError) in
            try parser.expect(open, open == .leftParen ? "'('" : "'{'")
            var elements: [FetchExpression] = []
            if try parser.consume(close) { return elements }
            while true {
                elements.append(try parser.parseExpression())
                if try parser.consume(.comma) { continue }
                try parser.expect(close, "',' or \(closeName)")
                return elements
            }
        }
    }
}
