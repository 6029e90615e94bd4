import Foundation
import GRDB
import Testing

@testable import Cairn

/// Predicates of any length or depth get a clear error, never a stack overflow: format strings at
/// parse time, trees built in code when they are fetched (compiled to SQL, evaluated in memory, on
/// a context's private queue) or evaluated, described or substituted.
@Suite struct DeepPredicateTests {
    /// `count + count + …` with `links` additions (the tree nests one level per `+`).
    static func sum(_ links: Int) -> FetchExpression {
        var expression = FetchExpression.keyPath("count")
        for _ in 0..<links { expression = .function("add:to:", [expression, .keyPath("count")]) }
        return expression
    }

    /// `count[0][0]…` with `links` subscripts.
    static func subscripts(_ links: Int) -> FetchExpression {
        var expression = FetchExpression.keyPath("count")
        for _ in 0..<links { expression = .index(expression, .position(0)) }
        return expression
    }

    /// `NOT NOT … count == 1`.
    static func negations(_ count: Int) -> FetchPredicate {
        var predicate = FetchPredicate.comparison(.keyPath("count"), .equalTo, .constant(.integer(1)))
        for _ in 0..<count { predicate = .not(predicate) }
        return predicate
    }

    @Test("3,000 '+' or 2,000 '[0]' in a format string: a syntax error at the operator past the limit")
    func longChainsInFormatStrings() throws {
        let plus = "a" + String(repeating: " + a", count: 2_999) + " == 1"
        let plusError = try #require(predicateSyntaxError(plus))
        #expect(plusError.message.contains("'+' operations nests too deeply"))
        #expect(plusError.offset == 2 + 4 * (FetchPredicate.maximumDepth - 1))
        let index = "a" + String(repeating: "[0]", count: 2_000) + " == 1"
        let indexError = try #require(predicateSyntaxError(index))
        #expect(indexError.message.contains("'[…]' subscripts nests too deeply"))
        #expect(indexError.offset == 1 + 3 * (FetchPredicate.maximumDepth - 1))
        // Chains inside chains: the whole tree is measured, reported at the end.
        let nested = "(" + "a" + String(repeating: " * a", count: 20) + ")" + String(repeating: " + a", count: 20) + " == 1"
        let nestedError = try #require(predicateSyntaxError(nested))
        #expect(nestedError.message.contains("nests more than \(FetchPredicate.maximumDepth) levels deep"))
        #expect(nestedError.offset == nested.count)
    }

    @Test("deep trees built in code: both back ends throw the same CairnError on the context's queue")
    func deepTreesBuiltInCode() async throws {
        let backEnds = try ThreeBackEnds()
        for predicate in [
            FetchPredicate.comparison(Self.sum(3_000), .equalTo, .constant(.integer(1))),
            .comparison(Self.subscripts(2_000), .equalTo, .constant(.integer(1))),
            Self.negations(5_000),
            .comparison(.keyPath(Array(repeating: "owner", count: 500).joined(separator: ".")), .equalTo, .constant(.null)),
        ] {
            let outcomes = await backEnds.outcomes(predicate)
            for outcome in outcomes {
                #expect(outcome.message?.contains("nests more than \(FetchPredicate.maximumDepth) levels deep") == true, "\(outcome)")
            }
            #expect(Set(outcomes.map(\.description)).count == 1)
            #expect(throws: CairnError.self) { try predicate.evaluate(with: ["count": 1]) }
            #expect(predicate.description == "<predicate nested more than \(FetchPredicate.maximumDepth) levels deep>")
            // Returned as it is (comparing two such trees with == would itself recurse deeply).
            if case .invalid = predicate.withSubstitutionVariables(["X": 1]) { Issue.record("substitution made it invalid") }
        }
    }

    @Test("at the limit, deep predicates run and SQLite agrees with memory")
    func atTheLimit() async throws {
        let backEnds = try ThreeBackEnds()
        // A comparison (1) of 30 additions (30) over key paths (1): 32 levels.
        let predicates = [
            FetchPredicate.comparison(Self.sum(FetchPredicate.maximumDepth - 2), .greaterThan, .constant(.integer(0))),
            .comparison(Self.subscripts(FetchPredicate.maximumDepth - 2), .equalTo, .constant(.integer(1))),
            Self.negations(FetchPredicate.maximumDepth - 2),
        ]
        for predicate in predicates {
            let outcomes = await backEnds.outcomes(predicate)
            guard case .keys = outcomes[0] else {
                Issue.record("\(outcomes[0])")
                continue
            }
            #expect(outcomes[1] == outcomes[0])
            #expect(outcomes[2] == outcomes[0])
        }
    }

    @Test("a flat OR of 5,000 comparisons runs in SQLite (grouped below its expression-depth limit)")
    func longFlatLists() async throws {
        let backEnds = try ThreeBackEnds()
        let predicate = FetchPredicate.or((0..<5_000).map { .comparison(.keyPath("key"), .equalTo, .constant(.integer(Int64($0 % 70)))) })
        let outcomes = await backEnds.outcomes(predicate)
        #expect(outcomes[0] == .keys(Array(0..<60)))
        #expect(outcomes[1] == outcomes[0])
        #expect(outcomes[2] == outcomes[0])
    }

    @Test("right-nested arithmetic at the limit stays within SQLite's parser stack and agrees with memory")
    func rightNestedArithmetic() async throws {
        let backEnds = try ThreeBackEnds()
        // count + (count + (count + …)): each a parenthesized level of SQL, which SQLite's fixed
        // parser stack (before 3.46) refuses from about 32.
        var sum = FetchExpression.keyPath("count")
        for _ in 0..<(FetchPredicate.maximumDepth - 2) { sum = .function("add:to:", [.keyPath("count"), sum]) }
        let outcomes = await backEnds.outcomes(.comparison(sum, .greaterThan, .constant(.integer(0))))
        guard case .keys = outcomes[0] else {
            Issue.record("\(outcomes[0])")
            return
        }
        #expect(outcomes[1] == outcomes[0])
        #expect(outcomes[2] == outcomes[0])
    }

    @Test("SQLite's own nesting limits come back as a request error that says what to do")
    func sqliteLimitErrors() throws {
        for message in ["parser stack overflow", "Expression tree is too large (maximum depth 1000)", "too many SQL variables"] {
            let error = try #require(SQLiteQueryLimits.translated(DatabaseError(resultCode: .SQLITE_ERROR, message: message)))
            #expect(error.code == .invalidRequest)
            #expect(error.message.contains("SQLite refuses the SQL this fetch compiles to (\"\(message)\")"))
            #expect(error.underlyingError is DatabaseError)
        }
        #expect(SQLiteQueryLimits.translated(DatabaseError(resultCode: .SQLITE_ERROR, message: "no such column: ZX")) == nil)
        let raised = try #require(SQLiteQueryLimits.functionError(SQLiteQueryLimits.functionErrorPrefix + "The MATCHES pattern …"))
        #expect(raised.message == "The MATCHES pattern …")
    }

    @Test("more bound values than SQLite allows: a clear error before the statement is prepared")
    func tooManyBindings() throws {
        #expect(throws: Never.self) { try SQLiteQueryLimits.checkBindings(2_000, limit: 2_000) }
        let error = try #require(throws: CairnError.self) { try SQLiteQueryLimits.checkBindings(2_001, limit: 2_000) }
        #expect(error.code == .invalidRequest)
        #expect(error.message.contains("more than the 2000 SQLite allows"))
    }

    @Test("a #Predicate tree built at run time deeper than the limit is refused by the translator")
    func deepTypedPredicate() throws {
        func negated<E: StandardPredicateExpression<Bool>>(_ expression: E, _ count: Int) -> any StandardPredicateExpression<Bool> {
            count == 0 ? expression : negated(PredicateExpressions.Negation(expression), count - 1)
        }
        func predicate<E: StandardPredicateExpression<Bool>>(_ expression: E) -> Predicate<Int> {
            Predicate<Int> { _ in expression }
        }
        let shallow = predicate(negated(PredicateExpressions.Value(true), 3))
        #expect(throws: Never.self) { try TypedPredicateTranslator.translate(shallow) }
        let deep = predicate(negated(PredicateExpressions.Value(true), 200))
        let error = try #require(throws: CairnError.self) { try TypedPredicateTranslator.translate(deep) }
        #expect(error.message.contains("nests more than \(FetchPredicate.maximumDepth) levels deep"))
    }
}
