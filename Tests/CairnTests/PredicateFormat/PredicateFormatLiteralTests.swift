import Foundation
import Testing

@testable import Cairn

/// Literals, as Apple's "Predicate Format String Syntax" lists them.
@Suite("Predicate format: literals")
struct PredicateFormatLiteralTests {
    @Test("single and double quotes give the same string, and do not end each other")
    func quotes() {
        #expect(parsedRHS("name == 'abc'") == PF.string("abc"))
        #expect(parsedRHS("name == \"abc\"") == PF.string("abc"))
        #expect(parsedRHS("name == \"a'b'c\"") == PF.string("a'b'c"))
        #expect(parsedRHS("name == 'say \"hi\"'") == PF.string("say \"hi\""))
        #expect(parsedRHS("name == ''") == PF.string(""))
    }

    @Test(
        "string escapes",
        arguments: [
            (#"'a\nb'"#, "a\nb"), (#"'a\tb'"#, "a\tb"), (#"'a\rb'"#, "a\rb"), (#"'\"'"#, "\""), (#"'\''"#, "'"),
            (#"'a\\b'"#, "a\\b"), (#"'\u00e9'"#, "é"), (#"'\uD83D\uDE00'"#, "😀"), (#"'\x41'"#, "A"), (#"'\101'"#, "A"),
        ])
    func escapes(format: String, expected: String) {
        #expect(parsedRHS("s == \(format)") == PF.string(expected))
    }

    @Test("quoting makes %@, %K and $VARIABLE plain text")
    func quotedSpecifiersAreText() {
        #expect(parsedPredicate("firstName LIKE '%@'", "Adam") == PF.cmp(PF.key("firstName"), .like, PF.string("%@")))
        #expect(parsedRHS("a == \"%K $X %%\"") == PF.string("%K $X %%"))
    }

    @Test(
        "integers in decimal, hexadecimal, octal and binary",
        arguments: [
            ("42", Int64(42)), ("0", 0), ("007", 7), ("0x2A", 42), ("0XfF", 255), ("0o52", 42), ("0b101010", 42),
            ("9223372036854775807", .max), ("-9223372036854775808", .min), ("-0x10", -16),
        ])
    func integers(text: String, value: Int64) {
        #expect(parsedRHS("n == \(text)") == PF.int(value))
    }

    @Test(
        "fixed-point and floating-point with exponents",
        arguments: [
            ("2.71828", 2.71828), ("19.75", 19.75), ("9.2e-5", 9.2e-5), ("1E3", 1000.0), ("1e+3", 1000.0), ("-0.5", -0.5),
            ("18446744073709551616", 18446744073709551616.0),
        ])
    func floats(text: String, value: Double) {
        #expect(parsedRHS("n == \(text)") == PF.double(value))
    }

    @Test("TRUE/YES, FALSE/NO, NULL/NIL in any case")
    func keywordLiterals() {
        for word in ["TRUE", "yes", "True", "YES"] { #expect(parsedRHS("done == \(word)") == PF.bool(true)) }
        for word in ["FALSE", "no", "No"] { #expect(parsedRHS("done == \(word)") == PF.bool(false)) }
        for word in ["NULL", "nil", "Nil", "NIL"] { #expect(parsedRHS("done == \(word)") == PF.null) }
    }

    @Test("array literals")
    func arrays() {
        #expect(parsedRHS("x IN {'comma', 'separated', 'literal', 'array'}") == .aggregate(["comma", "separated", "literal", "array"].map(PF.string)))
        #expect(parsedRHS("x IN {}") == .aggregate([]))
        #expect(parsedRHS("x IN {1, {2, 3}, $V, a.b}") == .aggregate([PF.int(1), .aggregate([PF.int(2), PF.int(3)]), .variable("V"), PF.key("a.b")]))
    }

    @Test("SELF and $VARIABLE")
    func selfAndVariables() {
        #expect(parsedPredicate("SELF == $OBJECT") == PF.cmp(.evaluatedObject, .equalTo, .variable("OBJECT")))
        #expect(parsedPredicate("self IN $list") == PF.cmp(.evaluatedObject, .in, .variable("list")))
    }

    @Test("CAST folds Apple's documented constant casts")
    func casts() {
        #expect(parsedRHS("d > CAST(726192000, 'NSDate')") == .constant(.date(Date(timeIntervalSinceReferenceDate: 726_192_000))))
        #expect(parsedRHS("d > CAST(-1.5, \"NSDate\")") == .constant(.date(Date(timeIntervalSinceReferenceDate: -1.5))))
        #expect(parsedRHS("n == CAST('12', 'NSNumber')") == PF.int(12))
        #expect(parsedRHS("n == CAST('1.5', 'NSNumber')") == PF.double(1.5))
        #expect(parsedRHS("d > CAST(createdAt, 'NSDate')") == PF.fn("castObject:toType:", PF.key("createdAt"), PF.string("NSDate")))
    }

    @Test("CAST forms for values with no literal of their own")
    func extendedCasts() throws {
        let uuid = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        #expect(parsedRHS("id == CAST('E621E1F8-C36C-495A-93FC-0C247A3E6E5F', 'NSUUID')") == .constant(.uuid(uuid)))
        #expect(parsedRHS("blob == CAST('AQID', 'NSData')") == .constant(.data(Data([1, 2, 3]))))
        #expect(parsedRHS("link == CAST('https://example.com/a', 'NSURL')") == .constant(.url(URL(string: "https://example.com/a")!)))
        #expect(parsedRHS("price == CAST('12.50', 'NSDecimalNumber')") == .constant(.decimal(Decimal(string: "12.5")!)))
        #expect(parsedRHS("price == CAST('-1.5e3', 'NSDecimalNumber')") == .constant(.decimal(Decimal(-1500))))
        #expect(parsedRHS("price == CAST('1.5abc', 'NSDecimalNumber')") == PF.fn("castObject:toType:", PF.string("1.5abc"), PF.string("NSDecimalNumber")))
        #expect(parsedRHS("id == CAST('not-a-uuid', 'NSUUID')") == PF.fn("castObject:toType:", PF.string("not-a-uuid"), PF.string("NSUUID")))
    }
}
