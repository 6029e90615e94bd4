import Foundation
import Testing

/// `cairn inspect`, run as a child process.
@Suite final class InspectCommandTests {
    let cairn: CairnExecutable

    init() throws { cairn = try CairnExecutable() }
    deinit { cairn.removeDirectory() }

    @Test func listsEntitiesAttributesRelationshipsAndCounts() throws {
        _ = try cairn.run("demo")
        _ = try cairn.run("demo")
        let store = cairn.path("data/CairnDemo/CairnDemo.sqlite")
        let run = try cairn.run("inspect", store)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.lines.first == "Store:         \(store)")
        #expect(run.lines.contains { $0.hasPrefix("UUID:          ") && UUID(uuidString: String($0.dropFirst(15))) != nil })
        #expect(run.lines.contains("Model version: (none)"))
        let expected = [
            "Dog: 1 row",
            "  name: string, optional",
            "  walks → Walk, to-many, ordered, optional, delete rule cascade, inverse dog",
            "",
            "Walk: 2 rows",
            "  date: date, optional",
            "  dog → Dog, to-one, optional, delete rule nullify, inverse walks",
        ]
        let lines: [String] = run.output.components(separatedBy: "\n")
        #expect(Array(lines.suffix(expected.count + 1)) == expected + [""], "the entities, then the final newline")
    }

    @Test func jsonOutput() throws {
        let model = try cairn.write("model.json", ImportQueryTests.modelJSON)
        let items = try cairn.write("items.json", ImportQueryTests.items)
        let store = cairn.path("shop.sqlite")
        #expect(try cairn.run("import", store, "--model", model, "Item", items).status == 0)

        let run = try cairn.run("inspect", store, "--json")
        #expect(run.status == 0, "\(run.error)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(report["path"] as? String == store)
        #expect(report["storeType"] as? String == "SQLite")
        let entities = try #require(report["entities"] as? [[String: Any]])
        #expect(entities.map { $0["name"] as? String } == ["Item", "Owner"])
        #expect(entities.map { $0["count"] as? Int } == [3, 0])
        let attributes = try #require(entities[0]["attributes"] as? [[String: Any]])
        let count = try #require(attributes.first { $0["name"] as? String == "count" })
        #expect(count["type"] as? String == "integer16")
        #expect(count["optional"] as? Bool == false)
        #expect(count["defaultValue"] as? String == "0")
        let due = try #require(attributes.first { $0["name"] as? String == "due" })
        #expect(due["indexed"] as? Bool == true)
        let relationships = try #require(entities[1]["relationships"] as? [[String: Any]])
        #expect(relationships.first?["destination"] as? String == "Item")
        #expect(relationships.first?["toMany"] as? Bool == true)
        #expect(relationships.first?["inverse"] as? String == "owner")
        #expect(relationships.first?["deleteRule"] as? String == "nullify")
    }

    @Test func aFileThatIsNotAStoreFailsCleanly() throws {
        let text = try cairn.write("notes.txt", "just some text, not SQLite\n")
        let before = try Data(contentsOf: URL(fileURLWithPath: text))
        let run = try cairn.run("inspect", text)
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(run.error.hasPrefix("cairn inspect: "))
        #expect(run.error.contains(text))
        #expect(run.error.split(separator: "\n").count == 1, "one line, no stack trace")
        #expect(try Data(contentsOf: URL(fileURLWithPath: text)) == before, "the file is untouched")

        let missing = try cairn.run("inspect", cairn.path("missing.sqlite"))
        #expect(missing.status == 1)
        #expect(missing.error == "cairn inspect: No store at \(cairn.path("missing.sqlite")) (the file does not exist or is empty).\n")
    }
}
