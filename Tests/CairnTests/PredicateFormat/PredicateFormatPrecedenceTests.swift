import Testing

@testable import Cairn

/// Precedence and grouping of the logical and arithmetic operators.
@Suite("Predicate format: precedence")
struct PredicateFormatPrecedenceTests {
    let a = PF.eq("a", 1), b = PF.eq("b", 2), c = PF.eq("c", 3), d = PF.eq("d", 4)

    @Test("AND binds tighter than OR, on either side")
    func andBeforeOr() {
        #expect(parsedPredicate("a == 1 OR b == 2 AND c == 3") == .or([a, .and([b, c])]))
        #expect(parsedPredicate("a == 1 AND b == 2 OR c == 3") == .or([.and([a, b]), c]))
        #expect(parsedPredicate("a == 1 AND b == 2 OR c == 3 AND d == 4") == .or([.and([a, b]), .and([c, d])]))
    }

    @Test("NOT applies to the next predicate only")
    func notBindsTightest() {
        #expect(parsedPredicate("NOT a == 1 AND b == 2") == .and([.not(a), b]))
        #expect(parsedPredicate("NOT a == 1 OR b == 2") == .or([.not(a), b]))
        #expect(parsedPredicate("NOT (a == 1 OR b == 2)") == .not(.or([a, b])))
        #expect(parsedPredicate("NOT NOT a == 1") == .not(.not(a)))
    }

    @Test("chains flatten; parentheses keep their group")
    func chainsAndGroups() {
        #expect(parsedPredicate("a == 1 AND b == 2 AND c == 3") == .and([a, b, c]))
        #expect(parsedPredicate("a == 1 OR b == 2 OR c == 3") == .or([a, b, c]))
        #expect(parsedPredicate("(a == 1 AND b == 2) AND c == 3") == .and([.and([a, b]), c]))
        #expect(parsedPredicate("(a == 1 OR b == 2) AND c == 3") == .and([.or([a, b]), c]))
        #expect(parsedPredicate("((a == 1))") == a)
    }

    @Test("a parenthesized expression on the left is not taken for a predicate")
    func parenthesizedExpressions() {
        #expect(
            parsedPredicate("(a + b) * 2 > 10")
                == PF.cmp(PF.fn("multiply:by:", PF.fn("add:to:", PF.key("a"), PF.key("b")), PF.int(2)), .greaterThan, PF.int(10)))
        #expect(parsedPredicate("(a) == 1") == a)
        #expect(parsedPredicate("((a)) == 1 AND (b == 2)") == .and([a, b]))
        #expect(
            parsedPredicate("(SUBQUERY(x, $y, $y == 1)).@count > 0")
                == PF.cmp(.keyPathFrom(.subquery(PF.key("x"), variable: "y", PF.cmp(.variable("y"), .equalTo, PF.int(1))), "@count"), .greaterThan, PF.int(0)))
    }

    @Test("* and / before + and -, all grouping to the left")
    func arithmetic() {
        let (x, y, z) = (PF.key("x"), PF.key("y"), PF.key("z"))
        #expect(parsedLHS("x + y * z == 0") == PF.fn("add:to:", x, PF.fn("multiply:by:", y, z)))
        #expect(parsedLHS("x * y + z == 0") == PF.fn("add:to:", PF.fn("multiply:by:", x, y), z))
        #expect(parsedLHS("x - y - z == 0") == PF.fn("from:subtract:", PF.fn("from:subtract:", x, y), z))
        #expect(parsedLHS("x / y / z == 0") == PF.fn("divide:by:", PF.fn("divide:by:", x, y), z))
        #expect(parsedLHS("x - y + z == 0") == PF.fn("add:to:", PF.fn("from:subtract:", x, y), z))
    }

    @Test("** binds tighter than * and unary minus, and groups to the right")
    func power() {
        let (x, y, z) = (PF.key("x"), PF.key("y"), PF.key("z"))
        #expect(parsedLHS("x * y ** z == 0") == PF.fn("multiply:by:", x, PF.fn("raise:toPower:", y, z)))
        #expect(parsedLHS("x ** y ** z == 0") == PF.fn("raise:toPower:", x, PF.fn("raise:toPower:", y, z)))
        #expect(parsedLHS("-x ** 2 == 0") == PF.fn("negative:", PF.fn("raise:toPower:", x, PF.int(2))))
        #expect(parsedLHS("2 ** -x == 0") == PF.fn("raise:toPower:", PF.int(2), PF.fn("negative:", x)))
        #expect(
            parsedLHS("4 + 5 - 2**3 == 1") == PF.fn("from:subtract:", PF.fn("add:to:", PF.int(4), PF.int(5)), PF.fn("raise:toPower:", PF.int(2), PF.int(3))))
    }

    @Test("minus before a number is a negative literal; before anything else it is negation")
    func unaryMinus() {
        #expect(parsedLHS("-5 == 0") == PF.int(-5))
        #expect(parsedLHS("- 2.5 == 0") == PF.double(-2.5))
        #expect(parsedLHS("-x == 0") == PF.fn("negative:", PF.key("x")))
        #expect(parsedLHS("-(5) == 0") == PF.fn("negative:", PF.int(5)))
        #expect(parsedLHS("--5 == 0") == PF.fn("negative:", PF.int(-5)))
        #expect(parsedLHS("x - -5 == 0") == PF.fn("from:subtract:", PF.key("x"), PF.int(-5)))
        #expect(parsedLHS("x-5 == 0") == PF.fn("from:subtract:", PF.key("x"), PF.int(5)))
    }

    @Test("arithmetic binds tighter than comparison, on both sides")
    func arithmeticInComparisons() {
        #expect(parsedPredicate("a + 1 < b * 2") == PF.cmp(PF.fn("add:to:", PF.key("a"), PF.int(1)), .lessThan, PF.fn("multiply:by:", PF.key("b"), PF.int(2))))
    }
}
