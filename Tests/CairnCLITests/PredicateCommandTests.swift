import Cairn
import Foundation
import Testing

/// `cairn predicate check`, `cairn predicate eval` and `cairn query --predicate/--args/--explain`,
/// run as child processes.
@Suite final class PredicateCommandTests {
    let cairn: CairnExecutable

    init() throws { cairn = try CairnExecutable() }
    deinit { cairn.removeDirectory() }

    @Test func checkPrintsTheCanonicalForm() throws {
        let run = try cairn.run("predicate", "check", "name beginswith[c] 'a' && NOT age < 18 || ANY pets.kind IN {'dog', 'cat'}")
        #expect(run.status == 0, "\(run.error)")
        let canonical = run.output.trimmingCharacters(in: .newlines)
        #expect(canonical == FetchPredicate(format: "name beginswith[c] 'a' && NOT age < 18 || ANY pets.kind IN {'dog', 'cat'}").description)
        let again = try cairn.run("predicate", "check", canonical)
        #expect(again.output == run.output, "the canonical form is stable")
    }

    @Test func checkReportsTheSyntaxErrorAndItsPosition() throws {
        let run = try cairn.run("predicate", "check", "(age > 3")
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        let lines = run.error.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("cairn predicate check: ") == true)
        #expect(lines.first?.contains("expected ')' at offset 8") == true)
        #expect(lines.dropFirst().map { $0.dropFirst(2) } == ["(age > 3", "        ^"])
    }

    @Test func checkTakesArguments() throws {
        let run = try cairn.run("predicate", "check", "%K == %@ AND count > %d", "--args", #"["name", "Ann", 3]"#)
        #expect(run.output == "name == \"Ann\" AND count > 3\n")
    }

    @Test func evalPrintsTrueOrFalse() throws {
        let person = #"{"name": "Ann", "age": 31, "pets": [{"kind": "dog", "age": 4}, {"kind": "cat", "age": 2}], "nick": null}"#
        func eval(_ format: String, _ extra: String...) throws -> CairnExecutable.Run {
            try cairn.run(["predicate", "eval", format, "--object", person] + extra, input: nil)
        }
        #expect(try eval("name ==[c] 'ann' AND age >= 18").output == "true\n")
        #expect(try eval("ALL pets.age > 3").output == "false\n")
        #expect(try eval("nick == nil AND missing == nil AND pets.@count == 2").output == "true\n")
        #expect(try eval("name == $NAME", "--bindings", #"{"NAME": "Ann"}"#).output == "true\n")
        #expect(try eval("age BETWEEN %@", "--args", "[[30, 40]]").output == "true\n")
        #expect(try cairn.run("predicate", "eval", "SELF == nil").output == "true\n", "no --object: nil")
    }

    @Test func evalReadsTaggedValues() throws {
        let object =
            #"{"when": {"$date": "2024-05-01T12:00:00Z"}, "id": {"$uuid": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"}, "blob": {"$data": "AQID"}, "home": {"$url": "https://example.com"}, "tags": {"$set": ["x", "y"]}, "nothing": {"$null": true}}"#
        let run = try cairn.run(
            "predicate", "eval", "when > %@ AND id == %@ AND blob == %@ AND home == %@ AND tags CONTAINS 'x' AND nothing == nil", "--object", object,
            "--args", #"[{"$date": "2024-05-01"}, {"$uuid": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"}, {"$data": "AQID"}, {"$url": "https://example.com"}]"#)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output == "true\n")
    }

    @Test func evalReadsASetOfObjectsAsAToManyRelationship() throws {
        let author = #"{"name": "Le Guin", "books": {"$set": [{"title": "The Dispossessed", "year": 1974}, {"title": "Lavinia", "year": 2008}]}}"#
        func eval(_ format: String) throws -> String { try cairn.run("predicate", "eval", format, "--object", author).output }
        #expect(try eval("ANY books.year > 1999") == "true\n")
        #expect(try eval("ALL books.year > 1999") == "false\n")
        #expect(try eval("books.@count == 2 AND SUBQUERY(books, $b, $b.title BEGINSWITH 'The').@count == 1") == "true\n")
    }

    @Test func evalErrorsExitWithStatusOne() throws {
        let unknownTag = try cairn.run("predicate", "eval", "a == 1", "--object", #"{"a": {"$when": 1}}"#)
        #expect(unknownTag.status == 1)
        #expect(unknownTag.error.contains("--object.a: unknown tag '$when'"))
        let badJSON = try cairn.run("predicate", "eval", "a == 1", "--object", "{")
        #expect(badJSON.status == 1)
        #expect(badJSON.error.contains("--object is not valid JSON"))
        let unbound = try cairn.run("predicate", "eval", "a == $X", "--object", #"{"a": 1}"#)
        #expect(unbound.status == 1)
        #expect(unbound.error.contains("$X"))
        let syntax = try cairn.run("predicate", "eval", "a ==")
        #expect(syntax.status == 1)
    }

    @Test func queryPushesThePredicateIntoSQLiteAndExplainsIt() throws {
        let store = cairn.path("shop.sqlite")
        let model = try cairn.write("model.json", String(decoding: try ModelSchema(ImportQueryTests.model()).encoded(), as: UTF8.self))
        let file = try cairn.write("items.json", ImportQueryTests.items)
        #expect(try cairn.run("import", store, "--model", model, "Item", file).status == 0)
        let run = try cairn.run(
            "query", store, "Item", "--predicate", "due >= %@ AND title BEGINSWITH[c] %@", "--args", #"[{"$date": "2024-05-01"}, "k"]"#, "--explain")
        #expect(run.status == 0, "\(run.error)")
        #expect(run.lines.count == 1)
        #expect(run.lines.first?.contains(#""title":"Kettle""#) == true)
        #expect(run.error.contains("FROM ZITEM t0 WHERE ((t0.ZDUE >= ?) AND (cairn_str('BEGINSWITH', 1, t0.ZTITLE, ?)))"))
        #expect(run.error.contains("plan: "))
        let missing = try cairn.run("query", store, "Item", "--predicate", "title == %@")
        #expect(missing.status == 64)
        #expect(missing.error.contains("not enough arguments"))
    }
}
