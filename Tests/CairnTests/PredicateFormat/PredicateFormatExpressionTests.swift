import Foundation
import Testing

@testable import Cairn

/// Key paths, collection operators, index forms, SUBQUERY, functions.
@Suite("Predicate format: expressions")
struct PredicateFormatExpressionTests {
    @Test("key paths through relationships, and keywords in any case")
    func keyPaths() {
        #expect(parsedLHS("notebook.owner.name == 'x'") == PF.key("notebook.owner.name"))
        #expect(parsedLHS("_private1 == 1") == PF.key("_private1"))
        #expect(parsedLHS("café == 1") == PF.key("café"))
        #expect(parsedPredicate("a == 1 aNd b == 2") == .and([PF.eq("a", 1), PF.eq("b", 2)]))
    }

    @Test("# escapes a reserved word into a key; after a dot a reserved word is a key")
    func escapedKeys() {
        #expect(parsedLHS("#size == 3") == PF.key("size"))
        #expect(parsedLHS("#SELF.#first == 3") == PF.key("SELF.first"))
        #expect(parsedLHS("box.size == 3") == PF.key("box.size"))
        #expect(parsedLHS("na\\u006De == 3") == PF.key("name"))
    }

    @Test("collection operators stay key-path components")
    func collectionOperators() {
        #expect(parsedLHS("notes.@count > 0") == PF.key("notes.@count"))
        #expect(parsedLHS("@sum.items.price < 1000") == PF.key("@sum.items.price"))
        for op in ["@avg", "@min", "@max", "@sum", "@distinctUnionOfObjects"] {
            #expect(parsedLHS("items.\(op).price > 0") == PF.key("items.\(op).price"))
        }
    }

    @Test("key paths from variables, SELF and other expressions")
    func keyPathsFromExpressions() {
        #expect(parsedLHS("$note.text == 'a'") == .keyPathFrom(.variable("note"), "text"))
        #expect(parsedLHS("SELF.name == 'a'") == .keyPathFrom(.evaluatedObject, "name"))
        #expect(parsedLHS("%K.name == 'a'", "owner.team") == PF.key("owner.team.name"))
        #expect(parsedLHS("owner.%K == 'a'", "name") == PF.key("owner.name"))
    }

    @Test("index forms [n] [FIRST] [LAST] [SIZE]")
    func indexes() {
        #expect(parsedLHS("scores[2] == 1") == .index(PF.key("scores"), .position(2)))
        #expect(parsedLHS("scores[first] == 1") == .index(PF.key("scores"), .first))
        #expect(parsedLHS("scores[LAST] == 1") == .index(PF.key("scores"), .last))
        #expect(parsedLHS("scores[SIZE] == 1") == .index(PF.key("scores"), .size))
        #expect(parsedLHS("dogs[0].age == 5") == .keyPathFrom(.index(PF.key("dogs"), .position(0)), "age"))
        #expect(parsedLHS("scores[%d] == 1", 3) == .index(PF.key("scores"), .position(3)))
        #expect(parsedLHS("scores[-1] == 1") == .index(PF.key("scores"), .position(-1)))
    }

    @Test("an index that is not an integer literal is objectFrom:withIndex:")
    func dynamicIndexes() {
        #expect(parsedLHS("info['color'] == 1") == PF.fn("objectFrom:withIndex:", PF.key("info"), PF.string("color")))
        #expect(parsedLHS("scores[$i] == 1") == PF.fn("objectFrom:withIndex:", PF.key("scores"), .variable("i")))
    }

    @Test("SUBQUERY(collection, $x, predicate)")
    func subquery() {
        let inner = PF.cmp(.keyPathFrom(.variable("n"), "text"), .beginsWith, PF.string("a"))
        #expect(
            parsedPredicate("SUBQUERY(notes, $n, $n.text BEGINSWITH 'a').@count > 0")
                == PF.cmp(.keyPathFrom(.subquery(PF.key("notes"), variable: "n", inner), "@count"), .greaterThan, PF.int(0)))
        #expect(
            parsedLHS("subquery(a.b, $x, $x.c == 1 AND $x.d == 2)[SIZE] == 0")
                == .index(
                    .subquery(
                        PF.key("a.b"), variable: "x",
                        .and([PF.cmp(.keyPathFrom(.variable("x"), "c"), .equalTo, PF.int(1)), PF.cmp(.keyPathFrom(.variable("x"), "d"), .equalTo, PF.int(2))])),
                    .size))
    }

    @Test("functions by name, with Foundation's selectors")
    func functions() {
        #expect(parsedLHS("sum(scores) > 3") == PF.fn("sum:", PF.key("scores")))
        #expect(parsedLHS("average({1, 2, 3}) > 1") == PF.fn("average:", .aggregate([PF.int(1), PF.int(2), PF.int(3)])))
        #expect(parsedRHS("createdAt < now()") == PF.fn("now"))
        #expect(parsedLHS("random() < 1") == PF.fn("random"))
        #expect(parsedLHS("random(10) < 1") == PF.fn("random:", PF.int(10)))
        #expect(parsedLHS("modulus:by:(n, 3) == 1") == PF.fn("modulus:by:", PF.key("n"), PF.int(3)))
        #expect(parsedLHS("sum:(scores) > 3") == PF.fn("sum:", PF.key("scores")))
        for name in [
            "count", "min", "max", "median", "mode", "stddev", "sqrt", "log", "ln", "exp", "floor", "ceiling", "abs", "trunc", "uppercase", "lowercase",
        ] {
            #expect(parsedLHS("\(name)(x) == 1") == PF.fn(name + ":", PF.key("x")))
        }
    }

    @Test("FUNCTION(receiver, 'selector', arguments…) is kept whole")
    func customFunction() {
        #expect(
            parsedLHS("FUNCTION(name, 'stringByAppendingString:', 'x') == 'ax'")
                == PF.fn("FUNCTION", PF.key("name"), PF.string("stringByAppendingString:"), PF.string("x")))
        #expect(parsedLHS("FUNCTION == 1") == PF.key("FUNCTION"))
    }
}
