import Foundation
import Testing
@testable import Cairn

/// Comparison, string and aggregate operators with their options and quantifiers.
@Suite("Predicate format: operators")
struct PredicateOperatorTests {
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

    @Test("every spelling of the basic comparisons", arguments: [
        ("=", FetchComparison.Operator.equalTo), ("==", .equalTo), ("!=", .notEqualTo), ("<>", .notEqualTo),
        ("<", .lessThan), ("<=", .lessThanOrEqualTo), ("=<", .lessThanOrEqualTo), (">", .greaterThan),
        (">=", .greaterThanOrEqualTo), ("=>", .greaterThanOrEqualTo),
    ])
    func comparisons(spelling: String, op: FetchComparison.Operator) {
        #expect(parsed("age \(spelling) 3") == P.cmp(P.key("age"), op, P.int(3)))
        #expect(parsed("age\(spelling)3") == P.cmp(P.key("age"), op, P.int(3)))
    }

    @Test("string and aggregate operators, in any case", arguments: [
        ("BEGINSWITH", FetchComparison.Operator.beginsWith), ("endswith", .endsWith), ("Contains", .contains),
        ("LIKE", .like), ("matches", .matches), ("IN", .in),
    ])
    func wordOperators(spelling: String, op: FetchComparison.Operator) {
        #expect(parsed("name \(spelling) 'x'") == P.cmp(P.key("name"), op, P.string("x")))
    }

    @Test("string options [c] [d] [cd] [n]", arguments: [
        ("[c]", Opt.c), ("[d]", Opt.d), ("[cd]", Opt.cd), ("[dc]", Opt.cd), ("[n]", Opt.n), ("[cdn]", Opt.cdn), ("[C]", Opt.c),
    ])
    func options(text: String, option: Opt) {
        let options = option.options
        #expect(parsed("name CONTAINS\(text) 'citroen'") == P.cmp(P.key("name"), .contains, P.string("citroen"), .direct, options))
        #expect(parsed("name ==\(text) 'x'") == P.cmp(P.key("name"), .equalTo, P.string("x"), .direct, options))
    }

    @Test("ANY and SOME, ALL, NONE quantify the left-hand side")
    func quantifiers() {
        #expect(parsed("ANY children.age > 12") == P.cmp(P.key("children.age"), .greaterThan, P.int(12), .any))
        #expect(parsed("some children.age > 12") == P.cmp(P.key("children.age"), .greaterThan, P.int(12), .any))
        #expect(parsed("ALL children.age > 12") == P.cmp(P.key("children.age"), .greaterThan, P.int(12), .all))
        #expect(parsed("NONE tags.name ==[c] 'x'") == P.cmp(P.key("tags.name"), .equalTo, P.string("x"), .none, .caseInsensitive))
    }

    @Test("BETWEEN takes a two-element array: literal, argument or variable")
    func between() {
        let bounds = FetchExpression.aggregate([P.int(0), P.int(33)])
        #expect(parsed("1 BETWEEN { 0 , 33 }") == P.cmp(P.int(1), .between, bounds))
        #expect(parsed("age BETWEEN %@", [0, 33]) == P.cmp(P.key("age"), .between, bounds))
        #expect(parsed("$INPUT BETWEEN { $LOWER, $UPPER }") == P.cmp(.variable("INPUT"), .between, .aggregate([.variable("LOWER"), .variable("UPPER")])))
        #expect(parsed("age BETWEEN $RANGE") == P.cmp(P.key("age"), .between, .variable("RANGE")))
    }

    @Test("IN against a literal array, an argument array and a key path")
    func membership() {
        let names = FetchExpression.aggregate(["Ben", "Melissa", "Nick"].map(P.string))
        #expect(parsed("name IN { 'Ben', 'Melissa', 'Nick' }") == P.cmp(P.key("name"), .in, names))
        #expect(parsed("name IN %@", ["Ben", "Melissa", "Nick"]) == P.cmp(P.key("name"), .in, names))
        #expect(parsed("'x' IN tags.name") == P.cmp(P.string("x"), .in, P.key("tags.name")))
    }

    @Test("TRUEPREDICATE and FALSEPREDICATE")
    func booleanPredicates() {
        #expect(parsed("TRUEPREDICATE") == .literal(true))
        #expect(parsed("falsepredicate") == .literal(false))
        #expect(parsed("TRUEPREDICATE AND NOT FALSEPREDICATE") == .and([.literal(true), .not(.literal(false))]))
    }

    @Test("NOT, !, AND, &&, OR and || are the same operators")
    func compoundSpellings() {
        let a = P.eq("a", 1), b = P.eq("b", 2)
        #expect(parsed("a == 1 AND b == 2") == .and([a, b]))
        #expect(parsed("a == 1 && b == 2") == .and([a, b]))
        #expect(parsed("a == 1 and b == 2") == .and([a, b]))
        #expect(parsed("a == 1 OR b == 2") == .or([a, b]))
        #expect(parsed("a == 1 || b == 2") == .or([a, b]))
        #expect(parsed("NOT a == 1") == .not(a))
        #expect(parsed("!a == 1") == .not(a))
        #expect(parsed("! (a == 1)") == .not(a))
    }
}
