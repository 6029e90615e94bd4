import Cairn
import Foundation
import Testing

/// `cairn migrate`, run as a child process.
@Suite final class MigrateCommandTests {
    let cairn: CairnExecutable

    init() throws { cairn = try CairnExecutable() }
    deinit { cairn.removeDirectory() }

    /// The import tests' model with `ratio` gone, `title` renamed `name` and `rating` added.
    static func nextModel() -> ManagedObjectModel {
        let model = ImportQueryTests.model()
        let item = model.entitiesByName["Item"]!
        item.declaredProperties.removeAll { $0.name == "ratio" }
        let name = item.declaredProperties.first { $0.name == "title" }!
        name.name = "name"
        name.renamingIdentifier = "title"
        item.declaredProperties.append(AttributeDescription(name: "rating", type: .integer16, isOptional: false, defaultValue: 3))
        model.versionIdentifier = "Items 2"
        return model
    }

    private func importedStore() throws -> (store: String, next: String) {
        let store = cairn.path("items.sqlite")
        let model = try cairn.write("model.json", ImportQueryTests.modelJSON)
        let items = try cairn.write("items.json", ImportQueryTests.items)
        let imported = try cairn.run("import", store, "--model", model, "Item", items)
        try #require(imported.status == 0, "\(imported.error)")
        let next = try cairn.write("next.json", String(decoding: try ModelSchema(Self.nextModel()).encoded(), as: UTF8.self))
        return (store, next)
    }

    @Test func aDryRunPrintsThePlanAndChangesNothing() throws {
        let (store, next) = try importedStore()
        let before = try Data(contentsOf: URL(fileURLWithPath: store))
        let run = try cairn.run("migrate", store, "--model", next, "--dry-run")
        #expect(run.status == 0, "\(run.error)")
        #expect(run.lines.first == "Plan: the store's model → Items 2")
        #expect(run.lines.contains("  Item: transform (renames name ← title, adds rating = 3)"), "\(run.lines)")
        #expect(run.lines.contains("  Owner: copy"))
        #expect(run.lines.contains("  drops: Item.ratio"))
        #expect(run.lines.last == "Dry run: the store was not changed.")
        #expect(try Data(contentsOf: URL(fileURLWithPath: store)) == before)
    }

    @Test func itMigratesWithProgressLinesWhenNotOnATerminal() throws {
        let (store, next) = try importedStore()
        // The plan drops Item.ratio, which holds a value: refused unless allowed.
        let before = try Data(contentsOf: URL(fileURLWithPath: store))
        let refused = try cairn.run("migrate", store, "--model", next)
        #expect(refused.status == 1, "\(refused.error)")
        #expect(refused.error.contains("would delete Item.ratio (1 value)") && refused.error.contains("--allow-data-loss"), "\(refused.error)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: store)) == before)
        let run = try cairn.run("migrate", store, "--model", next, "--allow-data-loss")
        #expect(run.status == 0, "\(run.error)")
        // Standard error is a file here, not a terminal: plain lines, no carriage returns; the
        // results stay alone on standard output.
        #expect(run.error == "0 % (0 of 3 rows)\n100 % (3 of 3 rows)\n", "\(run.error)")
        #expect(!run.output.contains(" % ("), "\(run.output)")
        #expect(run.lines.last?.hasPrefix("Migrated \(store) in ") == true)
        let query = try cairn.run("query", store, "Item", "--sort", "name")
        #expect(query.status == 0, "\(query.error)")
        #expect(query.output.contains(#""name":"Kettle""#) && query.output.contains(#""rating":3"#), "\(query.output)")
        let again = try cairn.run("migrate", store, "--model", next)
        #expect(again.lines == ["The store is already at this model version; nothing to migrate."])
    }

    @Test func whatCannotBeInferredFailsAndLeavesTheStore() throws {
        let (store, _) = try importedStore()
        let before = try Data(contentsOf: URL(fileURLWithPath: store))
        let narrower = ImportQueryTests.model()
        narrower.entitiesByName["Item"]!.declaredProperties.removeAll { $0.name == "total" }
        narrower.entitiesByName["Item"]!.declaredProperties.append(AttributeDescription(name: "total", type: .integer16))
        let model = try cairn.write("narrow.json", String(decoding: try ModelSchema(narrower).encoded(), as: UTF8.self))
        let run = try cairn.run("migrate", store, "--model", model)
        #expect(run.status == 1)
        #expect(run.error.hasPrefix("cairn migrate: Cannot infer the migration of 'Item.total'"), "\(run.error)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: store)) == before)
    }
}
