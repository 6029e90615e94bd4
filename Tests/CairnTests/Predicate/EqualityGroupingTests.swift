import Foundation
import Testing

@testable import Cairn

/// An `OR` of many `==` on one key runs as one `IN` (issue 40); the answers must be those of its
/// terms, in SQLite, the in-memory store and for unsaved objects, negated or not.
@Suite struct EqualityGroupingTests {
    private static func equal(_ path: String, _ value: PropertyValue, _ options: FetchComparison.Options = []) -> FetchPredicate {
        .comparison(.keyPath(path), .equalTo, .constant(value), options: options)
    }

    private static func strings(_ values: [String?]) -> [PropertyValue] { values.map { $0.map(PropertyValue.string) ?? .null } }

    /// Groups of at least ``EqualityGrouping/minimumCount`` terms each: attributes with options
    /// and `nil`, numbers of another kind, to-one and to-many key paths, mixed with other terms.
    private static let groups: [[FetchPredicate]] = {
        let words = strings(AgreementFixture.words + [nil])
        let people = strings(["ann", "BOB", "cécile", "apple", "x", "y", "z", nil])
        let tags = strings(["red", "apple", nil, "zeta", "a", "b", "c", "d"])
        return [
            (0..<40).map { equal("key", .integer(Int64($0 * 2))) },
            words.map { equal("name", $0) },
            words.map { equal("name", $0, .caseInsensitive) },
            words.map { equal("name", $0, [.caseInsensitive, .diacriticInsensitive]) } + [equal("flag", .bool(true))],
            (-3...3).map { equal("score", .integer(Int64($0))) } + [equal("score", .null), equal("score", .double(2.5))],
            people.map { equal("owner.name", $0, .caseInsensitive) },
            tags.map { equal("tags.name", $0) } + [.comparison(.keyPath("count"), .greaterThan, .constant(.integer(2)))],
            (0..<8).map { equal("count", .integer(Int64($0 - 3))) } + (0..<8).map { equal("key", .integer(Int64($0))) },
        ]
    }()

    @Test("grouped ORs answer as their terms do, in every back end, negated or not")
    func groupedAnswersAgree() async throws {
        let backEnds = try ThreeBackEnds()
        for terms in Self.groups {
            let predicate = FetchPredicate.or(terms.reversed())
            guard case .or(let parts) = predicate, EqualityGrouping.grouped(parts) != nil else {
                Issue.record("not grouped: \(predicate)")
                continue
            }
            var expected = Set<Int64>()
            for term in terms {
                guard case .keys(let keys) = await FetchOutcome.of(term, in: backEnds.sql.context) else {
                    Issue.record("\(term)")
                    return
                }
                expected.formUnion(keys)
            }
            let outcomes = await backEnds.outcomes(predicate)
            #expect(outcomes[0] == .keys(expected.sorted()), "\(predicate)")
            #expect(outcomes[1] == outcomes[0], "\(predicate)")
            #expect(outcomes[2] == outcomes[0], "\(predicate)")
            // NOT (a OR b …) is NOT a AND NOT b …, which has nothing to group.
            let negated = await backEnds.outcomes(.not(predicate))
            #expect(negated[0] == (await FetchOutcome.of(.and(terms.map { .not($0) }), in: backEnds.sql.context)), "\(predicate)")
            #expect(negated[1] == negated[0], "\(predicate)")
            #expect(negated[2] == negated[0], "\(predicate)")
        }
    }

    @Test("only keys with enough == comparisons are grouped, into one IN at the place of the first")
    func groupingShape() throws {
        let few = (0..<7).map { Self.equal("key", .integer(Int64($0))) }
        guard case .or(let short) = FetchPredicate.or(few + [Self.equal("name", .string("x"))]) else {
            Issue.record("not an OR")
            return
        }
        #expect(EqualityGrouping.grouped(short) == nil)
        let other = FetchPredicate.comparison(.keyPath("key"), .greaterThan, .constant(.integer(100)))
        guard case .or(let long) = FetchPredicate.or([other] + few + [Self.equal("key", .integer(7))] + [Self.equal("key", .integer(8), .caseInsensitive)])
        else {
            Issue.record("not an OR")
            return
        }
        let grouped = try #require(EqualityGrouping.grouped(long))
        #expect(grouped.count == 3)
        #expect(grouped[0] == other)
        #expect(grouped[1] == .comparison(.keyPath("key"), .in, .aggregate((0..<8).map { .constant(.integer(Int64($0))) })))
        #expect(grouped[2] == Self.equal("key", .integer(8), .caseInsensitive))
    }
}
