import Foundation
import Testing

@testable import Cairn

/// `description` writes Apple's canonical format: keywords in capitals, `==`, double quotes, and
/// parentheses only where precedence needs them.
@Suite("Predicate format: description")
struct PredicateFormatDescriptionTests {
    @Test(
        "normalizes spelling and spacing",
        arguments: [
            ("title contains[c] 'hello'", "title CONTAINS[c] \"hello\""),
            ("age>3&&name='x'", "age > 3 AND name == \"x\""),
            ("a = 1 || b <> 2", "a == 1 OR b != 2"),
            ("a =< 1 AND b => 2", "a <= 1 AND b >= 2"),
            ("!(a == 1)", "NOT a == 1"),
            ("some tags.name == 'a'", "ANY tags.name == \"a\""),
            ("subquery(notes,$n,$n.text beginswith 'a').@count > 0", "SUBQUERY(notes, $n, $n.text BEGINSWITH \"a\").@count > 0"),
            ("x in {1,2,3}", "x IN {1, 2, 3}"),
            ("((a == 1)) and ((b == 2) or (c == 3))", "a == 1 AND (b == 2 OR c == 3)"),
            ("a == 0x10 AND b == 1E3 AND c == true AND d == NULL", "a == 16 AND b == 1000.0 AND c == YES AND d == nil"),
            ("x == ((a + b)) * (c)", "x == (a + b) * c"),
            ("x == a - (b + c)", "x == a - (b + c)"),
            ("x == (a - b) + c", "x == a - b + c"),
            ("x == a ** (b ** c)", "x == a ** b ** c"),
            ("x == sum:(a)", "x == sum(a)"),
        ])
    func canonicalText(input: String, expected: String) {
        #expect(parsedPredicate(input).description == expected)
    }

    @Test("compound predicates built in code")
    func compounds() {
        let (a, b, c) = (PF.eq("a", 1), PF.eq("b", 2), PF.eq("c", 3))
        #expect(FetchPredicate.and([a, .or([b, c])]).description == "a == 1 AND (b == 2 OR c == 3)")
        #expect(FetchPredicate.or([a, .and([b, c])]).description == "a == 1 OR b == 2 AND c == 3")
        // A nested OR joins the list (issue 40).
        #expect(FetchPredicate.or([.or([a, b]), c]).description == "a == 1 OR b == 2 OR c == 3")
        #expect(FetchPredicate.not(.or([a, b])).description == "NOT (a == 1 OR b == 2)")
        #expect(FetchPredicate.and([]).description == "TRUEPREDICATE")
        #expect(FetchPredicate.or([]).description == "FALSEPREDICATE")
        #expect((a && b).description == "a == 1 AND b == 2")
        #expect((!a).description == "NOT a == 1")
    }

    @Test(
        "constants",
        arguments: [
            (PropertyValue.null, "nil"), (.integer(-5), "-5"), (.double(0.1), "0.1"), (.double(1e-5), "1e-05"), (.double(3), "3.0"),
            (.double(.infinity), "CAST(\"inf\", \"NSNumber\")"), (.bool(true), "YES"), (.bool(false), "NO"),
            (.string("a\"b\\c\n\u{1}"), "\"a\\\"b\\\\c\\n\\u0001\""),
            (.date(Date(timeIntervalSinceReferenceDate: 5)), "CAST(5.0, \"NSDate\")"),
            (.data(Data([1, 2, 3])), "CAST(\"AQID\", \"NSData\")"),
            (.uuid(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!), "CAST(\"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\", \"NSUUID\")"),
            (.url(URL(string: "https://example.com")!), "CAST(\"https://example.com\", \"NSURL\")"),
            (.decimal(Decimal(string: "12.5")!), "CAST(\"12.5\", \"NSDecimalNumber\")"),
        ])
    func constants(value: PropertyValue, expected: String) {
        #expect(FetchExpression.constant(value).description == expected)
    }

    @Test("object IDs are written as casts of their URI")
    func objectIDs() {
        let id = ManagedObject(entity: EntityDescription(name: "Note"), insertInto: nil).objectID
        let uri = id.uriRepresentation.absoluteString
        #expect(FetchExpression.constant(.object(id)).description == "CAST(\"\(uri)\", \"NSManagedObjectID\")")
        #expect(
            FetchExpression.constant(.objects([id, id])).description == "{CAST(\"\(uri)\", \"NSManagedObjectID\"), CAST(\"\(uri)\", \"NSManagedObjectID\")}")
    }

    @Test("keys that need escaping")
    func keys() {
        #expect(FetchExpression.keyPath("size").description == "#size")
        #expect(FetchExpression.keyPath("box.first.@count").description == "box.#first.@count")
        #expect(FetchExpression.keyPath("first name").description == "first\\u0020name")
        #expect(FetchExpression.keyPath("1st").description == "\\u0031st")
        #expect(FetchExpression.keyPath("café").description == "café")
        #expect(FetchExpression.variable("a b").description == "$a\\u0020b")
        #expect(FetchExpression.keyPath("e\u{301}").description == "e\\u0301")
        #expect(FetchExpression.keyPath("😀").description == "\\uD83D\\uDE00")
    }

    @Test("arithmetic keeps only the parentheses precedence needs")
    func arithmetic() {
        let (x, y) = (PF.key("x"), PF.key("y"))
        #expect(PF.fn("negative:", PF.int(5)).description == "-(5)")
        #expect(PF.fn("negative:", PF.fn("raise:toPower:", PF.int(2), x)).description == "-(2 ** x)")
        #expect(PF.fn("raise:toPower:", PF.fn("negative:", x), y).description == "(-x) ** y")
        #expect(PF.fn("raise:toPower:", PF.int(-2), y).description == "-2 ** y")
        #expect(PF.fn("multiply:by:", x, PF.fn("divide:by:", x, y)).description == "x * (x / y)")
        #expect(PF.fn("objectFrom:withIndex:", x, PF.int(2)).description == "objectFrom:withIndex:(x, 2)")
        #expect(PF.fn("castObject:toType:", x, PF.string("NSDate")).description == "CAST(x, \"NSDate\")")
    }

    @Test("description is stable: describe, parse, describe gives the same text")
    func stable() throws {
        let text = parsedPredicate("NOT (a + -1 ** 2 > 3 OR x[LAST] IN {1, 'b', $c}) AND ALL tags.name ENDSWITH[cd] %@", "é").description
        #expect(try FetchPredicate.parse(format: text).description == text)
    }
}
