import Foundation
import Testing

@testable import Cairn

/// `withSubstitutionVariables(_:)` fills in `$VARIABLES` like `NSPredicate`'s.
@Suite("Predicate format: substitution variables")
struct PredicateFormatSubstitutionTests {
    @Test("variables are replaced by constants")
    func replaces() {
        let template = parsedPredicate("lastName LIKE[c] $NAME AND age > $AGE AND tag IN $TAGS")
        let predicate = template.withSubstitutionVariables(["NAME": "Smith*", "AGE": 30, "TAGS": ["a", "b"]])
        #expect(
            predicate
                == .and([
                    PF.cmp(PF.key("lastName"), .like, PF.string("Smith*"), .direct, .caseInsensitive),
                    PF.cmp(PF.key("age"), .greaterThan, PF.int(30)),
                    PF.cmp(PF.key("tag"), .in, .aggregate([PF.string("a"), PF.string("b")])),
                ]))
        #expect(predicate.description == "lastName LIKE[c] \"Smith*\" AND age > 30 AND tag IN {\"a\", \"b\"}")
    }

    @Test("variables everywhere in expressions are replaced")
    func nested() {
        let template = parsedPredicate("NOT (x + $A)[$I].name == $B OR {$A} CONTAINS FUNCTION($A, 'f:', $B)")
        let predicate = template.withSubstitutionVariables(["A": 1, "B": nil as String? as Any, "I": "k"])
        #expect(predicate == parsedPredicate("NOT (x + 1)['k'].name == nil OR {1} CONTAINS FUNCTION(1, 'f:', nil)"))
    }

    @Test("missing variables stay variables")
    func missing() {
        #expect(parsedPredicate("a == $A AND b == $B").withSubstitutionVariables(["A": 1]) == parsedPredicate("a == 1 AND b == $B"))
    }

    @Test("a SUBQUERY's iteration variable is not replaced inside it")
    func subqueryVariable() {
        let template = parsedPredicate("$x == 1 AND SUBQUERY($x.items, $x, $x.price > $min).@count > 0")
        let predicate = template.withSubstitutionVariables(["x": "outer", "min": 5])
        #expect(predicate == parsedPredicate("'outer' == 1 AND SUBQUERY('outer'.items, $x, $x.price > 5).@count > 0"))
    }

    @Test("a value of an unusable type gives an invalid predicate naming the variable")
    func unsupported() {
        let template = parsedPredicate("a == $A")
        guard case .invalid(let error) = template.withSubstitutionVariables(["A": ["k": 1]]) else {
            Issue.record("expected .invalid")
            return
        }
        #expect(error.message == "substitution variable '$A' of type Dictionary<String, Int> cannot be used in a predicate")
        #expect(error.format == "a == $A")
    }

    @Test("managed objects substitute as object IDs")
    func objects() {
        let object = ManagedObject(entity: EntityDescription(name: "Note"), insertInto: nil)
        #expect(
            parsedPredicate("SELF == $OBJ").withSubstitutionVariables(["OBJ": object])
                == PF.cmp(.evaluatedObject, .equalTo, .constant(.object(object.objectID))))
    }
}
