import Testing

@testable import Cairn

/// Names, whitespace and format specifiers as the lexer cuts them: the plain ASCII cases take a
/// fast path, everything else (non-ASCII letters, escapes, Unicode spaces) the general one, and
/// both must read the same predicate.
@Suite("Predicate format: names and whitespace")
struct PredicateLexerNameTests {
    @Test("names with non-ASCII letters keep every letter", arguments: ["prénom", "名前", "café2", "a_é_b", "Straße"])
    func nonASCIINames(name: String) {
        #expect(parsedPredicate("\(name) == 'x'") == PF.cmp(PF.key(name), .equalTo, PF.string("x")))
        #expect(parsedPredicate("\(name).count > 1") == PF.cmp(PF.key("\(name).count"), .greaterThan, PF.int(1)))
    }

    @Test("a name with an escape in the middle reads as one name, never as a keyword")
    func escapedNames() {
        #expect(parsedPredicate(#"first\u0020name == 1"#) == PF.eq("first name", 1))
        #expect(parsedPredicate(#"ab\u0063 == 1"#) == PF.eq("abc", 1))
        #expect(parsedPredicate(#"AN\u0044 == 1"#) == PF.eq("AND", 1))
    }

    @Test("any Unicode whitespace separates tokens", arguments: [" ", "\t", "\n", "\r\n", "\u{A0}", "\u{2003}", "\u{3000}", " \t "])
    func whitespace(space: String) {
        #expect(
            parsedPredicate("a\(space)==\(space)1\(space)AND\(space)b\(space)<\(space)2") == .and([PF.eq("a", 1), PF.cmp(PF.key("b"), .lessThan, PF.int(2))]))
    }

    @Test("a character that is not whitespace is not skipped")
    func controlCharactersAreNotWhitespace() {
        #expect(predicateSyntaxError("a ==\u{7}1")?.message == "unexpected character '\u{7}'")
    }

    @Test("errors still quote the format specifier they are about")
    func specifierErrors() {
        #expect(predicateSyntaxError("a == %y")?.message == "unsupported format specifier '%y'")
        #expect(predicateSyntaxError("a == %lK", "b")?.message == "unsupported format specifier '%lK'")
        #expect(predicateSyntaxError("a == %ld")?.message == "not enough arguments: %ld needs argument 1 but 0 were given")
        #expect(predicateSyntaxError("a == %d", "text")?.message.hasPrefix("argument 1 of type String cannot be used with %d") == true)
    }
}
