import Foundation
import Testing
@testable import Cairn

/// The examples in Apple's Predicate Programming Guide parse to the predicates they describe.
@Suite("Predicate format: Apple's documented examples")
struct PredicateDocumentedExampleTests {
    @Test("Predicate Programming Guide examples")
    func guideExamples() {
        let children = P.key("children.age")
        #expect(parsed("grade == 7") == P.eq("grade", 7))
        #expect(parsed("firstName like 'Mark'") == P.cmp(P.key("firstName"), .like, P.string("Mark")))
        #expect(parsed("name contains[cd] 'citroen'") == P.cmp(P.key("name"), .contains, P.string("citroen"), .direct, [.caseInsensitive, .diacriticInsensitive]))
        #expect(parsed("(firstName beginswith 'M') AND (lastName like 'Adderley')") == .and([
            P.cmp(P.key("firstName"), .beginsWith, P.string("M")), P.cmp(P.key("lastName"), .like, P.string("Adderley")),
        ]))
        #expect(parsed("group.name matches 'work.*'") == P.cmp(P.key("group.name"), .matches, P.string("work.*")))
        #expect(parsed("ALL children.age > 12") == P.cmp(children, .greaterThan, P.int(12), .all))
        #expect(parsed("ANY children.age > 12") == P.cmp(children, .greaterThan, P.int(12), .any))
        #expect(parsed("@sum.items.price < 1000") == P.cmp(P.key("@sum.items.price"), .lessThan, P.int(1000)))
        #expect(parsed("NONE children.age < 18") == P.cmp(children, .lessThan, P.int(18), .none))
        #expect(parsed("NOT (ANY children.age < 18)") == .not(P.cmp(children, .lessThan, P.int(18), .any)))
        #expect(parsed("lastName like[c] $LAST_NAME") == P.cmp(P.key("lastName"), .like, .variable("LAST_NAME"), .direct, .caseInsensitive))
    }

    @Test("format arguments in the guide's examples")
    func argumentExamples() {
        let birthday = Date(timeIntervalSinceReferenceDate: 0)
        #expect(parsed("(lastName like[cd] %@) AND (birthday > %@)", "Smith", birthday) == .and([
            P.cmp(P.key("lastName"), .like, P.string("Smith"), .direct, [.caseInsensitive, .diacriticInsensitive]),
            P.cmp(P.key("birthday"), .greaterThan, .constant(.date(birthday))),
        ]))
        #expect(parsed("%K like %@", "firstName", "Adam").description == "firstName LIKE \"Adam\"")
        #expect(parsed("%K like '%@'", "firstName", "Adam").description == "firstName LIKE \"%@\"")
    }

    @Test("NSExpression's SUBQUERY example")
    func subqueryExample() {
        let person = FetchExpression.variable("x")
        #expect(parsed("SUBQUERY(residents, $x, $x.firstname == 'Jane' && $x.lastname == 'Doe').@count != 0") == P.cmp(
            .keyPathFrom(.subquery(P.key("residents"), variable: "x", .and([
                P.cmp(.keyPathFrom(person, "firstname"), .equalTo, P.string("Jane")),
                P.cmp(.keyPathFrom(person, "lastname"), .equalTo, P.string("Doe")),
            ])), "@count"),
            .notEqualTo, P.int(0)
        ))
    }
}
