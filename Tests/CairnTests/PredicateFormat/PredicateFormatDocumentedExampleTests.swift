import Foundation
import Testing

@testable import Cairn

/// The examples in Apple's Predicate Programming Guide parse to the predicates they describe.
@Suite("Predicate format: Apple's documented examples")
struct PredicateFormatDocumentedExampleTests {
    @Test("Predicate Programming Guide examples")
    func guideExamples() {
        let children = PF.key("children.age")
        #expect(parsedPredicate("grade == 7") == PF.eq("grade", 7))
        #expect(parsedPredicate("firstName like 'Mark'") == PF.cmp(PF.key("firstName"), .like, PF.string("Mark")))
        #expect(
            parsedPredicate("name contains[cd] 'citroen'")
                == PF.cmp(PF.key("name"), .contains, PF.string("citroen"), .direct, [.caseInsensitive, .diacriticInsensitive]))
        #expect(
            parsedPredicate("(firstName beginswith 'M') AND (lastName like 'Adderley')")
                == .and([
                    PF.cmp(PF.key("firstName"), .beginsWith, PF.string("M")), PF.cmp(PF.key("lastName"), .like, PF.string("Adderley")),
                ]))
        #expect(parsedPredicate("group.name matches 'work.*'") == PF.cmp(PF.key("group.name"), .matches, PF.string("work.*")))
        #expect(parsedPredicate("ALL children.age > 12") == PF.cmp(children, .greaterThan, PF.int(12), .all))
        #expect(parsedPredicate("ANY children.age > 12") == PF.cmp(children, .greaterThan, PF.int(12), .any))
        #expect(parsedPredicate("@sum.items.price < 1000") == PF.cmp(PF.key("@sum.items.price"), .lessThan, PF.int(1000)))
        #expect(parsedPredicate("NONE children.age < 18") == PF.cmp(children, .lessThan, PF.int(18), .none))
        #expect(parsedPredicate("NOT (ANY children.age < 18)") == .not(PF.cmp(children, .lessThan, PF.int(18), .any)))
        #expect(parsedPredicate("lastName like[c] $LAST_NAME") == PF.cmp(PF.key("lastName"), .like, .variable("LAST_NAME"), .direct, .caseInsensitive))
    }

    @Test("format arguments in the guide's examples")
    func argumentExamples() {
        let birthday = Date(timeIntervalSinceReferenceDate: 0)
        #expect(
            parsedPredicate("(lastName like[cd] %@) AND (birthday > %@)", "Smith", birthday)
                == .and([
                    PF.cmp(PF.key("lastName"), .like, PF.string("Smith"), .direct, [.caseInsensitive, .diacriticInsensitive]),
                    PF.cmp(PF.key("birthday"), .greaterThan, .constant(.date(birthday))),
                ]))
        #expect(parsedPredicate("%K like %@", "firstName", "Adam").description == "firstName LIKE \"Adam\"")
        #expect(parsedPredicate("%K like '%@'", "firstName", "Adam").description == "firstName LIKE \"%@\"")
    }

    @Test("NSExpression's SUBQUERY example")
    func subqueryExample() {
        let person = FetchExpression.variable("x")
        #expect(
            parsedPredicate("SUBQUERY(residents, $x, $x.firstname == 'Jane' && $x.lastname == 'Doe').@count != 0")
                == PF.cmp(
                    .keyPathFrom(
                        .subquery(
                            PF.key("residents"), variable: "x",
                            .and([
                                PF.cmp(.keyPathFrom(person, "firstname"), .equalTo, PF.string("Jane")),
                                PF.cmp(.keyPathFrom(person, "lastname"), .equalTo, PF.string("Doe")),
                            ])), "@count"),
                    .notEqualTo, PF.int(0)
                ))
    }
}
