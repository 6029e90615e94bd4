import Testing
@testable import Cairn

/// Precedence and grouping of the logical and arithmetic operators.
@Suite("Predicate format: precedence")
struct PredicatePrecedenceTests {
    let a = P.eq("a", 1), b = P.eq("b", 2), c = P.eq("c", 3), d = P.eq("d", 4)

    @Test("AND binds tighter than OR, on either side")
    func andBeforeOr() {
        #expect(parsed("a == 1 OR b == 2 AND c == 3") == .or([a, .and([b, c])]))
        #expect(parsed("a == 1 AND b == 2 OR c == 3") == .or([.and([a, b]), c]))
        #expect(parsed("a == 1 AND b == 2 OR c == 3 AND d == 4") == .or([.and([a, b]), .and([c, d])]))
    }

    @Test("NOT applies to the next predicate only")
    func notBindsTightest() {
        #expect(parsed("NOT a == 1 AND b == 2") == .and([.not(a), b]))
        #expect(parsed("NOT a == 1 OR b == 2") == .or([.not(a), b]))
        #expect(parsed("NOT (a == 1 OR b == 2)") == .not(.or([a, b])))
        #expect(parsed("NOT NOT a == 1") == .not(.not(a)))
    }

    @Test("chains flatten; parentheses keep their group")
    func chainsAndGroups() {
        #expect(parsed("a == 1 AND b == 2 AND c == 3") == .and([a, b, c]))
        #expect(parsed("a == 1 OR b == 2 OR c == 3") == .or([a, b, c]))
        #expect(parsed("(a == 1 AND b == 2) AND c == 3") == .and([.and([a, b]), c]))
        #expect(parsed("(a == 1 OR b == 2) AND c == 3") == .and([.or([a, b]), c]))
        #expect(parsed("((a == 1))") == a)
    }

    @Test("a parenthesized expression on the left is not taken for a predicate")
    func parenthesizedExpressions() {
        #expect(parsed("(a + b) * 2 > 10") == P.cmp(P.fn("multiply:by:", P.fn("add:to:", P.key("a"), P.key("b")), P.int(2)), .greaterThan, P.int(10)))
        #expect(parsed("(a) == 1") == a)
        #expect(parsed("((a)) == 1 AND (b == 2)") == .and([a, b]))
        #expect(parsed("(SUBQUERY(x, $y, $y == 1)).@count > 0") == P.cmp(.keyPathFrom(.subquery(P.key("x"), variable: "y", P.cmp(.variable("y"), .equalTo, P.int(1))), "@count"), .greaterThan, P.int(0)))
    }

    @Test("* and / before + and -, all grouping to the left")
    func arithmetic() {
        let (x, y, z) = (P.key("x"), P.key("y"), P.key("z"))
        #expect(lhs("x + y * z == 0") == P.fn("add:to:", x, P.fn("multiply:by:", y, z)))
        #expect(lhs("x * y + z == 0") == P.fn("add:to:", P.fn("multiply:by:", x, y), z))
        #expect(lhs("x - y - z == 0") == P.fn("from:subtract:", P.fn("from:subtract:", x, y), z))
        #expect(lhs("x / y / z == 0") == P.fn("divide:by:", P.fn("divide:by:", x, y), z))
        #expect(lhs("x - y + z == 0") == P.fn("add:to:", P.fn("from:subtract:", x, y), z))
    }

    @Test("** binds tighter than * and unary minus, and groups to the right")
    func power() {
        let (x, y, z) = (P.key("x"), P.key("y"), P.key("z"))
        #expect(lhs("x * y ** z == 0") == P.fn("multiply:by:", x, P.fn("raise:toPower:", y, z)))
        #expect(lhs("x ** y ** z == 0") == P.fn("raise:toPower:", x, P.fn("raise:toPower:", y, z)))
        #expect(lhs("-x ** 2 == 0") == P.fn("negative:", P.fn("raise:toPower:", x, P.int(2))))
        #expect(lhs("2 ** -x == 0") == P.fn("raise:toPower:", P.int(2), P.fn("negative:", x)))
        #expect(lhs("4 + 5 - 2**3 == 1") == P.fn("from:subtract:", P.fn("add:to:", P.int(4), P.int(5)), P.fn("raise:toPower:", P.int(2), P.int(3))))
    }

    @Test("minus before a number is a negative literal; before anything else it is negation")
    func unaryMinus() {
        #expect(lhs("-5 == 0") == P.int(-5))
        #expect(lhs("- 2.5 == 0") == P.double(-2.5))
        #expect(lhs("-x == 0") == P.fn("negative:", P.key("x")))
        #expect(lhs("-(5) == 0") == P.fn("negative:", P.int(5)))
        #expect(lhs("--5 == 0") == P.fn("negative:", P.int(-5)))
        #expect(lhs("x - -5 == 0") == P.fn("from:subtract:", P.key("x"), P.int(-5)))
        #expect(lhs("x-5 == 0") == P.fn("from:subtract:", P.key("x"), P.int(5)))
    }

    @Test("arithmetic binds tighter than comparison, on both sides")
    func arithmeticInComparisons() {
        #expect(parsed("a + 1 < b * 2") == P.cmp(P.fn("add:to:", P.key("a"), P.int(1)), .lessThan, P.fn("multiply:by:", P.key("b"), P.int(2))))
    }
}
