import Testing

@testable import Cairn

/// `description` is canonical: parsing it gives the same tree back, and describing that gives the
/// same text.
@Suite("Predicate format: description round trip")
struct PredicateFormatRoundTripTests {
    @Test("2,000 generated predicates of depth ≤ 4 parse back from their description", arguments: [UInt64(1), 2, 3, 4])
    func generated(seed: UInt64) {
        var generator = PredicateASTGenerator(seed: seed)
        var failures = 0
        for _ in 0..<500 {
            let predicate = generator.predicate(depth: 4)
            let text = predicate.description
            do {
                let reparsed = try FetchPredicate.parse(format: text)
                if reparsed != predicate || reparsed.description != text {
                    failures += 1
                    if failures <= 3 { Issue.record("round trip changed the predicate:\n  \(text)\n  \(reparsed.description)\n  \(predicate)") }
                }
            } catch {
                failures += 1
                if failures <= 3 { Issue.record("description does not parse: \(error)") }
            }
        }
        #expect(failures == 0)
    }

    @Test(
        "hand-written predicates keep their canonical text",
        arguments: [
            "title CONTAINS[c] \"hello\"",
            "age > 3 AND name == \"x\"",
            "a == 1 OR b == 2 AND c == 3",
            "(a == 1 OR b == 2) AND c == 3",
            "a == 1 AND b == 2 AND c == 3",
            "NOT (a == 1 AND b == 2)",
            "NOT NOT a == 1",
            "ANY tags.name == \"a\"",
            "NONE tags.name LIKE[cd] \"a*\"",
            "SUBQUERY(notes, $n, $n.text BEGINSWITH \"a\").@count > 0",
            "x IN {1, 2, 3}",
            "age BETWEEN {18, 65}",
            "(a + b) * c == a - (b - c)",
            "-x ** 2 == (-x) ** 2",
            "2 ** 3 ** 2 == (2 ** 3) ** 2",
            "-(5) == --5",
            "#size == 3 AND box.#first.@count == 2",
            "first\\u0020name == \"a\\\"b\\\\c\\n\"",
            "createdAt > CAST(726192000.0, \"NSDate\")",
            "score > CAST(\"-inf\", \"NSNumber\")",
            "sum(scores) > 3 AND now() > 0 AND modulus:by:(a, 3) == 1",
            "tags[FIRST].name == nil AND tags[SIZE] > 0 AND info[\"color\"] == YES",
            "FUNCTION(name, \"stringByAppendingString:\", \"x\") == \"ax\"",
            "SELF.name == $NAME",
            "TRUEPREDICATE OR FALSEPREDICATE",
        ])
    func canonical(text: String) throws {
        let predicate = try FetchPredicate.parse(format: text)
        #expect(predicate.description == text)
        #expect(try FetchPredicate.parse(format: predicate.description) == predicate)
    }
}
