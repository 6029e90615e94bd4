import Foundation
import Testing

@testable import Cairn

/// Comparison, string and aggregate operators with their options and quantifiers.
@Suite("Predicate format: operators")
struct PredicateFormatOperatorTests {
    enum Opt: Sendable {
        case c, d, cd, n, cdn
        var options: FetchComparison.Options {
            switch self {
            case .c: .caseInsensitive
            case .d: .diacriticInsensitive
            case .cd: [.caseInsensitive, .diacriticInsensitive]
            case .n: .normalized
            case .cdn: [.caseInsensitive, .diacriticInsensitive, .normalized]
            }
        }
    }

    @Test(
        "every spelling of the basic comparisons",
        arguments: [
            ("=", FetchComparison.Operator.equalTo), ("==", .equalTo), ("!=", .notEqualTo), ("<>", .notEqualTo),
            ("<", .lessThan), ("<=", .lessThanOrEqualTo), ("=<", .lessThanOrEqualTo), (">", .greaterThan),
            (">=", .greaterThanOrEqualTo), ("=>", .greaterThanOrEqualTo),
        ])
    func comparisons(spelling: String, op: FetchComparison.Operator) {
        #expect(parsedPredicate("age \(spelling) 3") == PF.cmp(PF.key("age"), op, PF.int(3)))
        #expect(parsedPredicate("age\(spelling)3") == PF.cmp(PF.key("age"), op, PF.int(3)))
    }

    @Test(
        "string and aggregate operators, in any case",
        arguments: [
            ("BEGINSWITH", FetchComparison.Operator.beginsWith), ("endswith", .endsWith), ("Contains", .contains),
            ("LIKE", .like), ("matches", .matches), ("IN", .in),
        ])
    func wordOperators(spelling: String, op: FetchComparison.Operator) {
        #expect(parsedPredicate("name \(spelling) 'x'") == PF.cmp(PF.key("name"), op, PF.string("x")))
    }

    @Test(
        "string options [c] [d] [cd] [n]",
        arguments: [
            ("[c]", Opt.c), ("[d]", Opt.d), ("[cd]", Opt.cd), ("[dc]", Opt.cd), ("[n]", Opt.n), ("[cdn]", Opt.cdn), ("[C]", Opt.c),
        ])
    func options(text: String, option: Opt) {
        let options = option.options
        #expect(parsedPredicate("name CONTAINS\(text) 'citroen'") == PF.cmp(PF.key("name"), .contains, PF.string("citroen"), .direct, options))
        #expect(parsedPredicate("name ==\(text) 'x'") == PF.cmp(PF.key("name"), .equalTo, PF.string("x"), .direct, options))
    }

    @Test("ANY and SOME, ALL, NONE quantify the left-hand side")
    func quantifiers() {
        #expect(parsedPredicate("ANY children.age > 12") == PF.cmp(PF.key("children.age"), .greaterThan, PF.int(12), .any))
        #expect(parsedPredicate("some children.age > 12") == PF.cmp(PF.key("children.age"), .greaterThan, PF.int(12), .any))
        #expect(parsedPredicate("ALL children.age > 12") == PF.cmp(PF.key("children.age"), .greaterThan, PF.int(12), .all))
        #expect(parsedPredicate("NONE tags.name ==[c] 'x'") == PF.cmp(PF.key("tags.name"), .equalTo, PF.string("x"), .none, .caseInsensitive))
    }

    @Test("BETWEEN takes a two-element array: literal, argument or variable")
    func between() {
        let bounds = FetchExpression.aggregate([PF.int(0), PF.int(33)])
        #expect(parsedPredicate("1 BETWEEN { 0 , 33 }") == PF.cmp(PF.int(1), .between, bounds))
        #expect(parsedPredicate("age BETWEEN %@", [0, 33]) == PF.cmp(PF.key("age"), .between, bounds))
        #expect(
            parsedPredicate("$INPUT BETWEEN { $LOWER, $UPPER }") == PF.cmp(.variable("INPUT"), .between, .aggregate([.variable("LOWER"), .variable("UPPER")])))
        #expect(parsedPredicate("age BETWEEN $RANGE") == PF.cmp(PF.key("age"), .between, .variable("RANGE")))
    }

    @Test("IN against a literal array, an argument array and a key path")
    func membership() {
        let names = FetchExpression.aggregate(["Ben", "Melissa", "Nick"].map(PF.string))
        #expect(parsedPredicate("name IN { 'Ben', 'Melissa', 'Nick' }") == PF.cmp(PF.key("name"), .in, names))
        #expect(parsedPredicate("name IN %@", ["Ben", "Melissa", "Nick"]) == PF.cmp(PF.key("name"), .in, names))
        #expect(parsedPredicate("'x' IN tags.name") == PF.cmp(PF.string("x"), .in, PF.key("tags.name")))
    }

    @Test("TRUEPREDICATE and FALSEPREDICATE")
    func booleanPredicates() {
        #expect(parsedPredicate("TRUEPREDICATE") == .literal(true))
        #expect(parsedPredicate("falsepredicate") == .literal(false))
        #expect(parsedPredicate("TRUEPREDICATE AND NOT FALSEPREDICATE") == .and([.literal(true), .not(.literal(false))]))
    }

    @Test("NOT, !, AND, &&, OR and || are the same operators")
    func compoundSpellings() {
        let a = PF.eq("a", 1), b = PF.eq("b", 2)
        #expect(parsedPredicate("a == 1 AND b == 2") == .and([a, b]))
        #expect(parsedPredicate("a == 1 && b == 2") == .and([a, b]))
        #expect(parsedPredicate("a == 1 and b == 2") == .and([a, b]))
        #expect(parsedPredicate("a == 1 OR b == 2") == .or([a, b]))
        #expect(parsedPredicate("a == 1 || b == 2") == .or([a, b]))
        #expect(parsedPredicate("NOT a == 1") == .not(a))
        #expect(parsedPredicate("!a == 1") == .not(a))
        #expect(parsedPredicate("! (a == 1)") == .not(a))
    }
}
