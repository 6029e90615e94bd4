import Foundation
import Testing

@testable import Cairn

/// The parts of Apple's format language added last: bitwise operators, `TERNARY`, `[l]`,
/// dictionary subscripts, key-value accessors on values, key paths through collections of
/// dictionaries, and Apple's answers for `CONTAINS ""` and `@max.#self` — parsed, printed and
/// evaluated in memory. (SQL is checked against memory in `PredicateFormatAgreementTests`.)
@Suite("Predicate format: the rest of Apple's language")
struct PredicateFormatLanguageCompletionTests {
    private func holds(_ format: String, _ object: Any?, _ variables: [String: Any] = [:], sourceLocation: SourceLocation = #_sourceLocation) -> Bool? {
        do {
            return try FetchPredicate(format: format).evaluate(with: object, substitutionVariables: variables)
        } catch {
            Issue.record("\(format): \(error)", sourceLocation: sourceLocation)
            return nil
        }
    }

    private func evaluationError(_ format: String, _ object: Any?, sourceLocation: SourceLocation = #_sourceLocation) -> String? {
        do {
            let result = try FetchPredicate(format: format).evaluate(with: object)
            Issue.record("\(format) evaluated to \(result), expected an error", sourceLocation: sourceLocation)
            return nil
        } catch let error as CairnError {
            return error.message
        } catch {
            return "\(error)"
        }
    }

    // MARK: Bitwise operators

    // Apple, NSExpression `init(forFunction:arguments:)`: bitwiseAnd:with:, bitwiseOr:with:,
    // bitwiseXor:with:, leftshift:by:, rightshift:by:, onesComplement: — "numbers will be treated
    // as NSInteger". The infix spellings & | ^ << >> ~ are accepted by Apple's parser (observed;
    // Apple's BNF lists only + - * / **), which builds exactly these functions.
    @Test("& | ^ << >> ~ parse to Foundation's bitwise functions, with C's precedence")
    func bitwiseParsing() {
        #expect(parsedLHS("flags & 4 == 4") == PF.fn("bitwiseAnd:with:", PF.key("flags"), PF.int(4)))
        #expect(parsedLHS("flags | 1 == 7") == PF.fn("bitwiseOr:with:", PF.key("flags"), PF.int(1)))
        #expect(parsedLHS("flags ^ 2 == 4") == PF.fn("bitwiseXor:with:", PF.key("flags"), PF.int(2)))
        #expect(parsedLHS("flags << 2 == 24") == PF.fn("leftshift:by:", PF.key("flags"), PF.int(2)))
        #expect(parsedLHS("flags>>1 == 3") == PF.fn("rightshift:by:", PF.key("flags"), PF.int(1)))
        #expect(parsedLHS("~flags == -7") == PF.fn("onesComplement:", PF.key("flags")))
        // | looser than ^, looser than &, looser than shifts, looser than + and *.
        let a = PF.key("a"), b = PF.key("b"), c = PF.key("c"), d = PF.key("d")
        #expect(
            parsedLHS("a | b ^ c & d << 1 + 2 == 0")
                == PF.fn(
                    "bitwiseOr:with:", a,
                    PF.fn("bitwiseXor:with:", b, PF.fn("bitwiseAnd:with:", c, PF.fn("leftshift:by:", d, PF.fn("add:to:", PF.int(1), PF.int(2)))))))
        // && and || are still AND and OR; <= and >= still comparisons.
        #expect(
            parsedPredicate("a & 1 == 1 && b | 2 >= 2")
                == .and([
                    PF.cmp(PF.fn("bitwiseAnd:with:", a, PF.int(1)), .equalTo, PF.int(1)),
                    PF.cmp(PF.fn("bitwiseOr:with:", b, PF.int(2)), .greaterThanOrEqualTo, PF.int(2)),
                ]))
    }

    @Test(
        "bitwise operations print with parentheses around every inner operation and parse back",
        arguments: [
            "flags & 4 == 4", "(a | b) & c == 1", "a << (2 + 1) == 8", "~mask == -1", "~(a & b) == 0", "a + (b ^ c) == 1", "(a & b) & c == 0",
        ])
    func bitwiseDescription(format: String) throws {
        let predicate = parsedPredicate(format)
        #expect(predicate.description == format)
        #expect(try FetchPredicate.parse(format: predicate.description) == predicate)
    }

    @Test("bitwise operators evaluate on integers; reals are truncated, nil stays nil")
    func bitwiseEvaluation() {
        let object: [String: Any] = ["flags": 6, "ratio": 2.9, "negative": -3]
        for format in [
            "flags & 4 == 4", "flags | 1 == 7", "flags ^ 2 == 4", "flags << 2 == 24", "flags >> 1 == 3", "~flags == -7",
            "ratio & 3 == 2", "negative >> 1 == -2", "negative & 1 == 1", "flags << -1 == 3", "flags << 64 == 0", "missing & 1 == nil",
        ] {
            #expect(holds(format, object) == true, "\(format)")
        }
        #expect(holds("flags & 1 == 1", object) == false)
    }

    // MARK: TERNARY

    // Apple, NSExpression `init(forConditional:trueExpression:falseExpression:)`: "an expression
    // that returns one of two expressions based on a predicate"; its format is
    // TERNARY(predicate, trueExpression, falseExpression) (Apple's description prints it so, observed).
    @Test("TERNARY takes a predicate first and two expressions")
    func ternary() throws {
        let predicate = parsedPredicate("TERNARY(score >= 50 AND NOT late == YES, 'pass', 'fail') == 'pass'")
        let condition = FetchPredicate.and([PF.cmp(PF.key("score"), .greaterThanOrEqualTo, PF.int(50)), .not(PF.cmp(PF.key("late"), .equalTo, PF.bool(true)))])
        #expect(
            predicate == PF.cmp(.conditional(condition, trueExpression: PF.string("pass"), falseExpression: PF.string("fail")), .equalTo, PF.string("pass")))
        #expect(predicate.description == "TERNARY(score >= 50 AND NOT late == YES, \"pass\", \"fail\") == \"pass\"")
        #expect(try FetchPredicate.parse(format: predicate.description) == predicate)
        #expect(holds("TERNARY(score >= 50, 'pass', 'fail') == 'pass'", ["score": 60]) == true)
        #expect(holds("TERNARY(score >= 50, 'pass', 'fail') == 'pass'", ["score": 40]) == false)
        // nil >= 50 is false: the false branch.
        #expect(holds("TERNARY(score >= 50, 'pass', 'fail') == 'fail'", [String: Any]()) == true)
        #expect(holds("TERNARY(score >= 50, score, 0 - score) == 7", ["score": -7]) == true)
        #expect(holds("ternary($x == 1, 10, 20) == 20", [String: Any](), ["x": 2]) == true)
    }

    @Test("a malformed TERNARY says what it needs and where")
    func ternaryErrors() {
        #expect(
            predicateSyntaxError("TERNARY(a == 1, 2) == 2")?.message
                == "expected ',' after TERNARY's second argument (TERNARY(predicate, valueIfTrue, valueIfFalse)), found ')'")
        #expect(predicateSyntaxError("TERNARY(a == 1, 2) == 2")?.offset == 17)
        #expect(predicateSyntaxError("TERNARY(a, 1, 2) == 1")?.message.hasPrefix("expected a comparison operator, found ','") == true)
    }

    // MARK: [l]

    // Apple, NSComparisonPredicate.Options: NSLocaleSensitivePredicateOption (raw value 8) next to
    // case- and diacritic-insensitive and normalized; the format letter is `l` (observed), combined
    // as [cdl], [cdnl] and so on.
    @Test("[l] parses with c, d and n, prints back, and folds with the current locale")
    func localeSensitive() throws {
        #expect(
            parsedPredicate("name ==[cdnl] 'x'")
                == PF.cmp(PF.key("name"), .equalTo, PF.string("x"), .direct, [.caseInsensitive, .diacriticInsensitive, .normalized, .localeSensitive]))
        #expect(FetchComparison.Options.localeSensitive.rawValue == 8)
        #expect(parsedPredicate("name BEGINSWITH[lc] 'x'").description == "name BEGINSWITH[cl] \"x\"")
        #expect(predicateSyntaxError("name ==[x] 'a'")?.message == "unknown comparison option 'x' (use c, d, n or l)")
        #expect(holds("SELF ==[l] 'abc'", "abc") == true)
        #expect(holds("SELF ==[l] 'abc'", "ABC") == false)
        #expect(holds("SELF ==[cl] 'abc'", "ABC") == true)
        #expect(holds("SELF BEGINSWITH[cdl] 'e'", "Éclair") == true)
    }

    // MARK: Key paths through collections of dictionaries

    // Apple, Predicate Programming Guide, "Aggregate Operations": ANY/ALL/NONE over a to-many key
    // path; key-value coding on an array returns the key of every element, so `books.year` is the
    // array of years (Key-Value Coding Programming Guide, "Accessing Collection Properties").
    @Test("ANY, ALL, IN and SUBQUERY go through arrays of dictionaries and of values")
    func collectionsOfDictionaries() {
        let library: [String: Any] = ["books": [["year": 1998, "title": "A"], ["year": 2001, "title": "B"]], "scores": [1, 6, 9]]
        #expect(holds("ANY books.year > 1999", library) == true)
        #expect(holds("ALL books.year > 1999", library) == false)
        #expect(holds("NONE books.year > 2010", library) == true)
        #expect(holds("2001 IN books.year", library) == true)
        #expect(holds("SUBQUERY(books, $b, $b.year > 1999).@count == 1", library) == true)
        #expect(holds("SUBQUERY(books, $b, $b.year > 1999)[FIRST].title == 'B'", library) == true)
        // SUBQUERY over plain values binds the variable to each value (it used to match nothing).
        #expect(holds("SUBQUERY(scores, $s, $s > 5).@count == 2", library) == true)
    }

    // MARK: Dictionary subscripts

    // Apple, "BNF Definition of Cocoa Predicates", index_expression: dictionary_expression "[" expression "]".
    @Test("dict['key'], dict[$key] and $a[$b] read a dictionary by key")
    func dictionarySubscripts() {
        let object: [String: Any] = ["info": ["color": "red"], "items": [["kind": "x"], ["kind": "y"]], "scores": [3, 6]]
        #expect(holds("info['color'] == 'red'", object) == true)
        #expect(holds("info['size'] == nil", object) == true)
        #expect(holds("info[$key] == 'red'", object, ["key": "color"]) == true)
        #expect(holds("SUBQUERY(items, $a, $a[$b] == 'x').@count == 1", object, ["b": "kind"]) == true)
        #expect(holds("scores[$i] == 6", object, ["i": 1]) == true)
        #expect(holds("scores[$i] == nil", object, ["i": 5]) == true)
        #expect(evaluationError("scores['a'] == 1", object)?.contains("an array (or to-many relationship) needs an integer index") == true)
        #expect(evaluationError("info['color']['x'] == 1", object)?.contains("needs an array, a dictionary or an object before the brackets") == true)
    }

    // MARK: Key-value accessors on values

    // Apple: key-value coding reaches NSString's `length` and NSNumber's `doubleValue`; a
    // collection operator applies the key path after it to each element (Key-Value Coding
    // Programming Guide, "Using Collection Operators"), so `@max.doubleValue` and `@max.self`.
    @Test("name.length counts UTF-16 units; @max.doubleValue and @max/@min.#self aggregate values")
    func valueAccessors() {
        #expect(holds("name.length == 5", ["name": "Hello"]) == true)
        // NSString.length is in UTF-16 code units: 👍🏽 is two surrogate pairs.
        #expect(holds("name.length == 4", ["name": "👍🏽"]) == true)
        #expect(holds("length:(name) == 4", ["name": "👍🏽"]) == true)
        #expect(holds("price.doubleValue == 2.5", ["price": 2.5]) == true)
        #expect(holds("code.integerValue == 12", ["code": " 12abc"]) == true)
        #expect(holds("expenses.@max.doubleValue == 12.5", ["expenses": [3, 12.5, 7]]) == true)
        #expect(holds("scores.@max.#self == 9 AND scores.@min.#self == 1", ["scores": [3, 9, 1]]) == true)
        #expect(holds("@max.#self == 9", [3, 9, 1]) == true)
        #expect(holds("@count == 3", [3, 9, 1]) == true)
        #expect(holds("missing.length == nil", [String: Any]()) == true)
        #expect(evaluationError("name.color == 1", ["name": "Hello"])?.contains("cannot read key 'color' of a value that is text") == true)
        #expect(evaluationError("count.length == 1", ["count": 3])?.contains("cannot read key 'length'") == true)
    }

    // MARK: CONTAINS ""

    // Apple (observed): "abc" CONTAINS "" is false — -[NSString rangeOfString:] finds no empty string.
    @Test("CONTAINS an empty string is false, as in Apple's evaluator")
    func containsEmpty() {
        #expect(holds("SELF CONTAINS ''", "abc") == false)
        #expect(holds("SELF CONTAINS[cd] ''", "abc") == false)
        #expect(holds("'' IN SELF", "abc") == false)
        #expect(holds("SELF CONTAINS 'b'", "abc") == true)
    }
}
