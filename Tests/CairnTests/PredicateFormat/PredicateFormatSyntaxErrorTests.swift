import Testing

@testable import Cairn

/// Syntax errors are thrown values with the offset of the problem and what was expected there.
@Suite("Predicate format: syntax errors")
struct PredicateFormatSyntaxErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var format: String
        var offset: Int
        var message: String
        var testDescription: String { format }
    }

    @Test(
        "each error reports its offset and message",
        arguments: [
            Case(format: "", offset: 0, message: "unexpected end of format string, expected a predicate"),
            Case(format: "   ", offset: 3, message: "unexpected end of format string, expected a predicate"),
            Case(format: "(age > 3", offset: 8, message: "unexpected end of format string, expected ')'"),
            Case(format: "(age > 3 name == 'x'", offset: 9, message: "expected ')', found 'name'"),
            Case(format: "age >", offset: 5, message: "unexpected end of format string, expected an expression"),
            Case(format: "age > )", offset: 6, message: "expected an expression, found ')'"),
            Case(
                format: "age", offset: 3,
                message:
                    "unexpected end of format string, expected a comparison operator (a predicate compares two expressions; write isDone == YES for a Boolean key)"
            ),
            Case(format: "age 3", offset: 4, message: "expected a comparison operator, found '3'"),
            Case(format: "age FOO 3", offset: 4, message: "unknown operator 'FOO'"),
            Case(format: "age == 3)", offset: 8, message: "unexpected ')' after a complete predicate"),
            Case(format: "age == 3 4", offset: 9, message: "unexpected '4' after a complete predicate"),
            Case(format: "name == 'abc", offset: 8, message: "unterminated string literal"),
            Case(format: "name == 'it''s'", offset: 12, message: "unexpected ''s'' after a complete predicate"),
            // `&` is bitwise AND (as in Apple's parser), so this reads `a == (1 & b)` and stops at the second `==`.
            Case(format: "a == 1 & b == 2", offset: 11, message: "unexpected '==' after a complete predicate"),
            Case(format: "a == ?", offset: 5, message: "unexpected character '?'"),
            Case(format: "a == 12abc", offset: 7, message: "invalid character 'a' in number literal"),
            Case(format: "a == 0x", offset: 5, message: "expected digits after '0x'"),
            Case(format: "a == 0x1FFFFFFFFFFFFFFFF", offset: 5, message: "integer literal does not fit in 64 bits"),
            Case(
                format: "name == 'a\\qb'", offset: 10,
                message: "unknown escape sequence '\\q' (to keep the backslash, as in a regular expression, write '\\\\q')"),
            Case(format: "name == '\\u12'", offset: 9, message: "escape sequence needs 4 hexadecimal digits"),
            Case(format: "name CONTAINS[x] 'a'", offset: 14, message: "unknown comparison option 'x' (use c, d, n or l)"),
            Case(format: "name CONTAINS[c 'a'", offset: 16, message: "expected ']', found ''a''"),
            Case(format: "size == 3", offset: 0, message: "unexpected keyword 'size', expected an expression (write #size to use it as a key)"),
            Case(format: "x IN {1, 2", offset: 10, message: "unexpected end of format string, expected ',' or '}'"),
            Case(format: "x BETWEEN {1, 2, 3}", offset: 10, message: "BETWEEN needs exactly two bounds, like {1, 10}; found 3"),
            Case(format: "foo(x) == 1", offset: 0, message: "unknown function 'foo'"),
            Case(format: "sum(a, b) == 1", offset: 0, message: "function 'sum' takes 1 argument, not 2"),
            Case(
                format: "SUBQUERY(notes, n, n.x == 1).@count > 0", offset: 16, message: "expected a variable like $x as SUBQUERY's second argument, found 'n'"),
            Case(format: "CAST(x) == 1", offset: 0, message: "CAST takes two arguments, CAST(value, 'Type'), not 1"),
            Case(format: "a NOT IN {1}", offset: 2, message: "unknown operator 'NOT' here; negate the whole comparison instead: NOT (a IN b)"),
            Case(format: "a UTI-CONFORMS-TO 'public.text'", offset: 2, message: "operator UTI-CONFORMS-TO is not supported"),
            Case(format: "a == $", offset: 5, message: "expected a variable name after '$'"),
            Case(format: "a == %c", offset: 5, message: "unsupported format specifier '%c'"),
            Case(
                format: "isDone AND b == 1", offset: 7,
                message: "expected a comparison operator, found 'AND' (a predicate compares two expressions; write isDone == YES for a Boolean key)"),
            Case(format: "é == 1 AND (", offset: 12, message: "unexpected end of format string, expected an expression"),
            Case(format: "a == 1 AND", offset: 10, message: "unexpected end of format string, expected an expression"),
        ])
    func reported(_ expected: Case) throws {
        let error = try #require(predicateSyntaxError(expected.format))
        #expect(error.offset == expected.offset)
        #expect(error.message == expected.message)
        #expect(error.format == expected.format)
    }

    @Test("the description names message, offset and format")
    func description() throws {
        let error = try #require(predicateSyntaxError("(age > %d", 3))
        #expect(error.description == "unexpected end of format string, expected ')' at offset 9 in \"(age > %d\"")
    }

    @Test("offsets count characters, even after combining marks and emoji")
    func characterOffsets() throws {
        let error = try #require(predicateSyntaxError("name == 'e\u{301}👍🏽' AND )"))
        #expect(error.offset == 17)
    }

    @Test("the first problem in the string is the one reported")
    func firstProblemWins() throws {
        let error = try #require(predicateSyntaxError("a == ) AND b == 'unterminated"))
        #expect(error.offset == 5)
    }

    @Test("nesting beyond the limit is an error, not a stack overflow")
    func deepNesting() throws {
        for format in [
            String(repeating: "(", count: 10_000) + "a == 1",
            String(repeating: "NOT ", count: 10_000) + "a == 1",
            "a == " + String(repeating: "-", count: 10_000) + "x",
            "a == " + String(repeating: "2 ** ", count: 10_000) + "2",
            "a == " + String(repeating: "{", count: 10_000),
            "a == " + String(repeating: "x[", count: 10_000),
        ] {
            let error = try #require(predicateSyntaxError(format))
            #expect(error.message == "the format string nests more than \(PredicateParser.maximumDepth) levels deep")
        }
    }

    @Test("the non-throwing initializer gives .invalid with the same error")
    func invalidPredicate() throws {
        let error = try #require(predicateSyntaxError("age > "))
        #expect(FetchPredicate(format: "age > ") == .invalid(error))
        #expect(FetchPredicate(format: "age > ").description == "age > ")
    }
}
