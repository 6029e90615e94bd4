import Foundation
import Testing

/// `cairn demo`, run as a child process with `XDG_DATA_HOME` in a temporary directory.
@Suite final class DemoCommandTests {
    let cairn: CairnExecutable

    init() throws { cairn = try CairnExecutable() }
    deinit { cairn.removeDirectory() }

    /// The date of the walk a run added ("Added a walk at DATE.").
    func addedWalk(_ run: CairnExecutable.Run) throws -> String {
        let line = try #require(run.lines.first { $0.hasPrefix("Added a walk at ") })
        return String(line.dropFirst("Added a walk at ".count).dropLast())
    }

    @Test func aSecondRunShowsTheFirstRunsWalk() throws {
        let first = try cairn.run("demo")
        #expect(first.status == 0, "\(first.error)")
        let storePath = cairn.path("data/CairnDemo/CairnDemo.sqlite")
        #expect(first.lines.contains("Store: \(storePath)"))
        #expect(first.lines.contains("Created Fido."))
        #expect(first.lines.contains("Fido has 1 walk:"))
        #expect(FileManager.default.fileExists(atPath: storePath))
        let firstWalk = try addedWalk(first)

        let second = try cairn.run("demo")
        #expect(second.status == 0, "\(second.error)")
        #expect(second.lines.contains("Found Fido."))
        #expect(second.lines.contains("Fido has 2 walks:"))
        #expect(second.lines.contains("  1. \(firstWalk)"), "the first run's walk, first")
        #expect(second.lines.contains("  2. \(try addedWalk(second))"))
    }

    @Test func resetStartsOver() throws {
        _ = try cairn.run("demo")
        _ = try cairn.run("demo")
        let reset = try cairn.run("demo", "--reset")
        #expect(reset.status == 0, "\(reset.error)")
        #expect(reset.lines.first == "Deleted the demo store.")
        #expect(reset.lines.contains("Created Fido."))
        #expect(reset.lines.contains("Fido has 1 walk:"))
    }

    @Test func storeOptionUsesAnotherFile() throws {
        let path = cairn.path("elsewhere/walks.sqlite")
        let run = try cairn.run("demo", "--store", path)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.lines.contains("Store: \(path)"))
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(!FileManager.default.fileExists(atPath: cairn.path("data/CairnDemo/CairnDemo.sqlite")))
    }

    @Test func aStoreOfAnotherModelIsRefusedAndLeftAlone() throws {
        let model = try cairn.write("model.json", ImportQueryTests.modelJSON)
        let items = try cairn.write("items.json", #"[{"title": "one", "count": 1}]"#)
        let store = cairn.path("other.sqlite")
        #expect(try cairn.run("import", store, "--model", model, "Item", items).status == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: store))

        let run = try cairn.run("demo", "--store", store)
        #expect(run.status == 1)
        #expect(run.error.hasPrefix("cairn demo: The model used to open the store is incompatible"))
        #expect(run.error.contains("134100"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: store)) == before)
    }
}
