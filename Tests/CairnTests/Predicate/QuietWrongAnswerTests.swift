import Foundation
import Testing

@testable import Cairn

/// Predicates that used to give a quiet wrong answer (nothing matched, or SQLite converted a value
/// memory did not) now throw the same ``CairnError`` from SQL and from memory, with data or
/// without (the checks do not depend on the rows), on the context's queue.
@Suite struct QuietWrongAnswerTests {
    /// Every back end, with the fixture's data and empty, throws one `.invalidRequest` error whose
    /// message contains `expected`.
    private func expectSameError(_ format: String, _ arguments: Any..., containing expected: String, sourceLocation: SourceLocation = #_sourceLocation)
        async throws
    {
        let predicate = FetchPredicate(format: format, argumentArray: arguments)
        for empty in [false, true] {
            let outcomes = await (try ThreeBackEnds(empty: empty)).outcomes(predicate)
            for outcome in outcomes {
                #expect(outcome.message?.contains(expected) == true, "\(format) (empty: \(empty)): \(outcome)", sourceLocation: sourceLocation)
                if case .error(let code, _) = outcome { #expect(code == CairnError.Code.invalidRequest.rawValue, sourceLocation: sourceLocation) }
            }
            #expect(Set(outcomes.map(\.description)).count == 1, "\(format): \(outcomes)", sourceLocation: sourceLocation)
        }
    }

    @Test("MATCHES with an invalid regular expression names the pattern and the offset")
    func invalidRegularExpression() async throws {
        try await expectSameError("name MATCHES %@", "a(b", containing: "The MATCHES pattern \"a(b\" is not a valid regular expression at offset 3")
        try await expectSameError("name MATCHES[c] %@", "[z-a]", containing: "\"[z-a]\" is not a valid regular expression at offset 2")
        let error = try #require(throws: CairnError.self) { try FetchPredicate(format: "SELF MATCHES 'x**'").evaluate(with: "x") }
        #expect(error.message.contains("\"x**\" is not a valid regular expression at offset 2"))
    }

    @Test("a pattern read from the store that is not a regular expression fails in SQL as in memory")
    func invalidRegularExpressionFromData() async throws {
        // Owner names are data; "Bob" and the others are valid patterns, "a(" is not.
        let backEnds = try ThreeBackEnds()
        for (loaded, saves) in [(backEnds.sql, true), (backEnds.memory, true), (backEnds.pending, false)] {
            nonisolated(unsafe) let loaded = loaded
            try await loaded.context.perform {
                loaded.owners[1].setValue("a(", forKey: "name")
                if saves { try loaded.context.save() }
            }
        }
        let outcomes = await backEnds.outcomes(FetchPredicate(format: "name MATCHES owner.name"))
        for outcome in outcomes { #expect(outcome.message?.contains("The MATCHES pattern \"a(\" is not a valid regular expression") == true, "\(outcome)") }
    }

    @Test(
        "functions neither back end runs are the same error from both",
        arguments: [
            "FUNCTION(SELF, 'isValid') == YES", "uppercase:(name) == 'APPLE'", "sqrt(score) > 1", "CAST(name, 'NSNumber') == 1",
        ])
    func unsupportedFunctions(format: String) async throws {
        try await expectSameError(format, containing: "not supported")
    }

    @Test("IN needs a collection or a string on its right")
    func membershipOfASingleValue() async throws {
        try await expectSameError("count IN 5", containing: "IN needs a collection")
        try await expectSameError("count IN %@", NSNull(), containing: "IN needs a collection")
        try await expectSameError("key IN owner.rank", containing: "IN needs a collection")
        let error = try #require(throws: CairnError.self) { try FetchPredicate(format: "SELF IN 5").evaluate(with: 5) }
        #expect(error.message.contains("IN needs a collection"))
        // Collections and strings keep working.
        let backEnds = try ThreeBackEnds()
        for predicate in [
            FetchPredicate(format: "count IN {1, 2}"), FetchPredicate(format: "name IN 'an apple pie'"), FetchPredicate(format: "count IN %@", [1, 2]),
        ] {
            let outcomes = await backEnds.outcomes(predicate)
            guard case .keys = outcomes[0] else {
                Issue.record("\(predicate): \(outcomes[0])")
                continue
            }
            #expect(Set(outcomes.map(\.description)).count == 1, "\(predicate): \(outcomes)")
        }
    }

    @Test("an attribute compared with a constant of another kind is refused, not converted by SQLite")
    func kindsThatNeverCompare() async throws {
        try await expectSameError("name == 5", containing: "'Item.name' holds text, but a '==' comparison on it compares it with a number")
        try await expectSameError("name IN {'apple', 5}", containing: "'Item.name' holds text")
        try await expectSameError(
            "when == %@", "2001-01-01", containing: "'Item.when' holds a number (or a Boolean or date), but a '==' comparison on it compares it with text")
        try await expectSameError("5 < name", containing: "'Item.name' holds text")
        try await expectSameError("owner.rank > 'a'", containing: "'Item.owner.rank' holds a number")
        try await expectSameError("count BEGINSWITH '1'", containing: "uses BEGINSWITH, which needs text")
        try await expectSameError("owner == 3", containing: "'Item.owner' holds an object (Owner)")
        // Kinds that compare keep working: numbers, Booleans and dates with numbers, nil with anything.
        let backEnds = try ThreeBackEnds()
        for format in ["score == 1", "flag == 1", "when > 0", "name == nil", "count == 1.0", "owner.name BEGINSWITH[c] 'a'"] {
            let outcomes = await backEnds.outcomes(FetchPredicate(format: format))
            guard case .keys = outcomes[0] else {
                Issue.record("\(format): \(outcomes[0])")
                continue
            }
            #expect(Set(outcomes.map(\.description)).count == 1, "\(format): \(outcomes)")
        }
    }
}
