import Foundation
import Testing
@testable import Cairn

/// Literals, as Apple's "Predicate Format String Syntax" lists them.
@Suite("Predicate format: literals")
struct PredicateLiteralTests {
    @Test("single and double quotes give the same string, and do not end each other")
    func quotes() {
        #expect(rhs("name == 'abc'") == P.string("abc"))
        #expect(rhs("name == \"abc\"") == P.string("abc"))
        #expect(rhs("name == \"a'b'c\"") == P.string("a'b'c"))
        #expect(rhs("name == 'say \"hi\"'") == P.string("say \"hi\""))
        #expect(rhs("name == ''") == P.string(""))
    }

    @Test("string escapes", arguments: [
        (#"'a\nb'"#, "a\nb"), (#"'a\tb'"#, "a\tb"), (#"'a\rb'"#, "a\rb"), (#"'\"'"#, "\""), (#"'\''"#, "'"),
        (#"'a\\b'"#, "a\\b"), (#"'\u00e9'"#, "é"), (#"'\uD83D\uDE00'"#, "😀"), (#"'\x41'"#, "A"), (#"'\101'"#, "A"),
    ])
    func escapes(format: String, expected: String) {
        #expect(rhs("s == \(format)") == P.string(expected))
    }

    @Test("quoting makes %@, %K and $VARIABLE plain text")
    func quotedSpecifiersAreText() {
        #expect(parsed("firstName LIKE '%@'", "Adam") == P.cmp(P.key("firstName"), .like, P.string("%@")))
        #expect(rhs("a == \"%K $X %%\"") == P.string("%K $X %%"))
    }

    @Test("integers in decimal, hexadecimal, octal and binary", arguments: [
        ("42", Int64(42)), ("0", 0), ("007", 7), ("0x2A", 42), ("0XfF", 255), ("0o52", 42), ("0b101010", 42),
        ("9223372036854775807", .max), ("-9223372036854775808", .min), ("-0x10", -16),
    ])
    func integers(text: String, value: Int64) {
        #expect(rhs("n == \(text)") == P.int(value))
    }

    @Test("fixed-point and floating-point with exponents", arguments: [
        ("2.71828", 2.71828), ("19.75", 19.75), ("9.2e-5", 9.2e-5), ("1E3", 1000.0), ("1e+3", 1000.0), ("-0.5", -0.5),
        ("18446744073709551616", 18446744073709551616.0),
    ])
    func floats(text: String, value: Double) {
        #expect(rhs("n == \(text)") == P.double(value))
    }

    @Test("TRUE/YES, FALSE/NO, NULL/NIL in any case")
    func keywordLiterals() {
        for word in ["TRUE", "yes", "True", "YES"] { #expect(rhs("done == \(word)") == P.bool(true)) }
        for word in ["FALSE", "no", "No"] { #expect(rhs("done == \(word)") == P.bool(false)) }
        for word in ["NULL", "nil", "Nil", "NIL"] { #expect(rhs("done == \(word)") == P.null) }
    }

    @Test("array literals")
    func arrays() {
        #expect(rhs("x IN {'comma', 'separated', 'literal', 'array'}") == .aggregate(["comma", "separated", "literal", "array"].map(P.string)))
        #expect(rhs("x IN {}") == .aggregate([]))
        #expect(rhs("x IN {1, {2, 3}, $V, a.b}") == .aggregate([P.int(1), .aggregate([P.int(2), P.int(3)]), .variable("V"), P.key("a.b")]))
    }

    @Test("SELF and $VARIABLE")
    func selfAndVariables() {
        #expect(parsed("SELF == $OBJECT") == P.cmp(.evaluatedObject, .equalTo, .variable("OBJECT")))
        #expect(parsed("self IN $list") == P.cmp(.evaluatedObject, .in, .variable("list")))
    }

    @Test("CAST folds Apple's documented constant casts")
    func casts() {
        #expect(rhs("d > CAST(726192000, 'NSDate')") == .constant(.date(Date(timeIntervalSinceReferenceDate: 726_192_000))))
        #expect(rhs("d > CAST(-1.5, \"NSDate\")") == .constant(.date(Date(timeIntervalSinceReferenceDate: -1.5))))
        #expect(rhs("n == CAST('12', 'NSNumber')") == P.int(12))
        #expect(rhs("n == CAST('1.5', 'NSNumber')") == P.double(1.5))
        #expect(rhs("d > CAST(createdAt, 'NSDate')") == P.fn("castObject:toType:", P.key("createdAt"), P.string("NSDate")))
    }

    @Test("CAST forms for values with no literal of their own")
    func extendedCasts() throws {
        let uuid = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        #expect(rhs("id == CAST('E621E1F8-C36C-495A-93FC-0C247A3E6E5F', 'NSUUID')") == .constant(.uuid(uuid)))
        #expect(rhs("blob == CAST('AQID', 'NSData')") == .constant(.data(Data([1, 2, 3]))))
        #expect(rhs("link == CAST('https://example.com/a', 'NSURL')") == .constant(.url(URL(string: "https://example.com/a")!)))
        #expect(rhs("price == CAST('12.50', 'NSDecimalNumber')") == .constant(.decimal(Decimal(string: "12.5")!)))
        #expect(rhs("price == CAST('-1.5e3', 'NSDecimalNumber')") == .constant(.decimal(Decimal(-1500))))
        #expect(rhs("price == CAST('1.5abc', 'NSDecimalNumber')") == P.fn("castObject:toType:", P.string("1.5abc"), P.string("NSDecimalNumber")))
        #expect(rhs("id == CAST('not-a-uuid', 'NSUUID')") == P.fn("castObject:toType:", P.string("not-a-uuid"), P.string("NSUUID")))
    }
}
