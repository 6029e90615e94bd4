import Foundation
import Testing
@testable import Cairn

/// Key paths, collection operators, index forms, SUBQUERY, functions.
@Suite("Predicate format: expressions")
struct PredicateExpressionTests {
    @Test("key paths through relationships, and keywords in any case")
    func keyPaths() {
        #expect(lhs("notebook.owner.name == 'x'") == P.key("notebook.owner.name"))
        #expect(lhs("_private1 == 1") == P.key("_private1"))
        #expect(lhs("café == 1") == P.key("café"))
        #expect(parsed("a == 1 aNd b == 2") == .and([P.eq("a", 1), P.eq("b", 2)]))
    }

    @Test("# escapes a reserved word into a key; after a dot a reserved word is a key")
    func escapedKeys() {
        #expect(lhs("#size == 3") == P.key("size"))
        #expect(lhs("#SELF.#first == 3") == P.key("SELF.first"))
        #expect(lhs("box.size == 3") == P.key("box.size"))
        #expect(lhs("na\\u006De == 3") == P.key("name"))
    }

    @Test("collection operators stay key-path components")
    func collectionOperators() {
        #expect(lhs("notes.@count > 0") == P.key("notes.@count"))
        #expect(lhs("@sum.items.price < 1000") == P.key("@sum.items.price"))
        for op in ["@avg", "@min", "@max", "@sum", "@distinctUnionOfObjects"] {
            #expect(lhs("items.\(op).price > 0") == P.key("items.\(op).price"))
        }
    }

    @Test("key paths from variables, SELF and other expressions")
    func keyPathsFromExpressions() {
        #expect(lhs("$note.text == 'a'") == .keyPathFrom(.variable("note"), "text"))
        #expect(lhs("SELF.name == 'a'") == .keyPathFrom(.evaluatedObject, "name"))
        #expect(lhs("%K.name == 'a'", "owner.team") == P.key("owner.team.name"))
        #expect(lhs("owner.%K == 'a'", "name") == P.key("owner.name"))
    }

    @Test("index forms [n] [FIRST] [LAST] [SIZE]")
    func indexes() {
        #expect(lhs("scores[2] == 1") == .index(P.key("scores"), .position(2)))
        #expect(lhs("scores[first] == 1") == .index(P.key("scores"), .first))
        #expect(lhs("scores[LAST] == 1") == .index(P.key("scores"), .last))
        #expect(lhs("scores[SIZE] == 1") == .index(P.key("scores"), .size))
        #expect(lhs("dogs[0].age == 5") == .keyPathFrom(.index(P.key("dogs"), .position(0)), "age"))
        #expect(lhs("scores[%d] == 1", 3) == .index(P.key("scores"), .position(3)))
        #expect(lhs("scores[-1] == 1") == .index(P.key("scores"), .position(-1)))
    }

    @Test("an index that is not an integer literal is objectFrom:withIndex:")
    func dynamicIndexes() {
        #expect(lhs("info['color'] == 1") == P.fn("objectFrom:withIndex:", P.key("info"), P.string("color")))
        #expect(lhs("scores[$i] == 1") == P.fn("objectFrom:withIndex:", P.key("scores"), .variable("i")))
    }

    @Test("SUBQUERY(collection, $x, predicate)")
    func subquery() {
        let inner = P.cmp(.keyPathFrom(.variable("n"), "text"), .beginsWith, P.string("a"))
        #expect(parsed("SUBQUERY(notes, $n, $n.text BEGINSWITH 'a').@count > 0")
            == P.cmp(.keyPathFrom(.subquery(P.key("notes"), variable: "n", inner), "@count"), .greaterThan, P.int(0)))
        #expect(lhs("subquery(a.b, $x, $x.c == 1 AND $x.d == 2)[SIZE] == 0")
            == .index(.subquery(P.key("a.b"), variable: "x", .and([P.cmp(.keyPathFrom(.variable("x"), "c"), .equalTo, P.int(1)), P.cmp(.keyPathFrom(.variable("x"), "d"), .equalTo, P.int(2))])), .size))
    }

    @Test("functions by name, with Foundation's selectors")
    func functions() {
        #expect(lhs("sum(scores) > 3") == P.fn("sum:", P.key("scores")))
        #expect(lhs("average({1, 2, 3}) > 1") == P.fn("average:", .aggregate([P.int(1), P.int(2), P.int(3)])))
        #expect(rhs("createdAt < now()") == P.fn("now"))
        #expect(lhs("random() < 1") == P.fn("random"))
        #expect(lhs("random(10) < 1") == P.fn("random:", P.int(10)))
        #expect(lhs("modulus:by:(n, 3) == 1") == P.fn("modulus:by:", P.key("n"), P.int(3)))
        #expect(lhs("sum:(scores) > 3") == P.fn("sum:", P.key("scores")))
        for name in ["count", "min", "max", "median", "mode", "stddev", "sqrt", "log", "ln", "exp", "floor", "ceiling", "abs", "trunc", "uppercase", "lowercase"] {
            #expect(lhs("\(name)(x) == 1") == P.fn(name + ":", P.key("x")))
        }
    }

    @Test("FUNCTION(receiver, 'selector', arguments…) is kept whole")
    func customFunction() {
        #expect(lhs("FUNCTION(name, 'stringByAppendingString:', 'x') == 'ax'") == P.fn("FUNCTION", P.key("name"), P.string("stringByAppendingString:"), P.string("x")))
        #expect(lhs("FUNCTION == 1") == P.key("FUNCTION"))
    }
}
