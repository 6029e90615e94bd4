import Foundation
import Testing
@testable import Cairn

/// `withSubstitutionVariables(_:)` fills in `$VARIABLES` like `NSPredicate`'s.
@Suite("Predicate format: substitution variables")
struct PredicateSubstitutionTests {
    @Test("variables are replaced by constants")
    func replaces() {
        let template = parsed("lastName LIKE[c] $NAME AND age > $AGE AND tag IN $TAGS")
        let predicate = template.withSubstitutionVariables(["NAME": "Smith*", "AGE": 30, "TAGS": ["a", "b"]])
        #expect(predicate == .and([
            P.cmp(P.key("lastName"), .like, P.string("Smith*"), .direct, .caseInsensitive),
            P.cmp(P.key("age"), .greaterThan, P.int(30)),
            P.cmp(P.key("tag"), .in, .aggregate([P.string("a"), P.string("b")])),
        ]))
        #expect(predicate.description == "lastName LIKE[c] \"Smith*\" AND age > 30 AND tag IN {\"a\", \"b\"}")
    }

    @Test("variables everywhere in expressions are replaced")
    func nested() {
        let template = parsed("NOT (x + $A)[$I].name == $B OR {$A} CONTAINS FUNCTION($A, 'f:', $B)")
        let predicate = template.withSubstitutionVariables(["A": 1, "B": nil as String? as Any, "I": "k"])
        #expect(predicate == parsed("NOT (x + 1)['k'].name == nil OR {1} CONTAINS FUNCTION(1, 'f:', nil)"))
    }

    @Test("missing variables stay variables")
    func missing() {
        #expect(parsed("a == $A AND b == $B").withSubstitutionVariables(["A": 1]) == parsed("a == 1 AND b == $B"))
    }

    @Test("a SUBQUERY's iteration variable is not replaced inside it")
    func subqueryVariable() {
        let template = parsed("$x == 1 AND SUBQUERY($x.items, $x, $x.price > $min).@count > 0")
        let predicate = template.withSubstitutionVariables(["x": "outer", "min": 5])
        #expect(predicate == parsed("'outer' == 1 AND SUBQUERY('outer'.items, $x, $x.price > 5).@count > 0"))
    }

    @Test("a value of an unusable type gives an invalid predicate naming the variable")
    func unsupported() {
        let template = parsed("a == $A")
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
        #expect(parsed("SELF == $OBJ").withSubstitutionVariables(["OBJ": object]) == P.cmp(.evaluatedObject, .equalTo, .constant(.object(object.objectID))))
    }
}
