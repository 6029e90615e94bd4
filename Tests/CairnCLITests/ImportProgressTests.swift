import Foundation
import Testing

/// `cairn import` shows its progress on standard error for large arrays: plain lines when standard
/// error is not a terminal (as here, where it is a file), nothing for small arrays.
@Suite final class ImportProgressTests {
    let cairn: CairnExecutable

    init() throws { cairn = try CairnExecutable() }
    deinit { cairn.removeDirectory() }

    private func importItems(_ count: Int) throws -> CairnExecutable.Run {
        let store = cairn.path("items-\(count).sqlite")
        let model = try cairn.write("model.json", ImportQueryTests.modelJSON)
        let items = "[" + (0..<count).map { #"{"title": "item \#($0)"}"# }.joined(separator: ",\n") + "]"
        let file = try cairn.write("items-\(count).json", items)
        return try cairn.run("import", store, "--model", model, "Item", file)
    }

    @Test func aLargeImportPrintsALinePerTenthOnStandardError() throws {
        let run = try importItems(1_000)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output == "Imported 1000 Item objects into \(cairn.path("items-1000.sqlite")).\n")
        let lines = run.error.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The first object starts the 0 % line, then one line per tenth.
        let expected = ["0 % (1 of 1000 objects)"] + stride(from: 10, through: 100, by: 10).map { "\($0) % (\($0 * 10) of 1000 objects)" }
        #expect(lines == expected + [""], "\(run.error)")
        #expect(!run.error.contains("\r"))
    }

    @Test func aSmallImportPrintsNoProgress() throws {
        let run = try importItems(999)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.error.isEmpty, "\(run.error)")
    }
}
