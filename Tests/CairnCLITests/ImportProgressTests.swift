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

    @Test func aLargeImportDrawsABarOnATerminal() throws {
        // `script` (util-linux, in every Debian) runs the import with a pseudo-terminal as its
        // standard streams and copies what the terminal shows to its own standard output.
        let store = cairn.path("tty.sqlite")
        let model = try cairn.write("model.json", ImportQueryTests.modelJSON)
        let items = "[" + (0..<1_000).map { #"{"title": "item \#($0)"}"# }.joined(separator: ",") + "]"
        let file = try cairn.write("tty.json", items)
        let command = [cairn.url.path, "import", store, "--model", model, "Item", file].map { "'\($0)'" }.joined(separator: " ")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["--quiet", "--return", "--command", command, "/dev/null"]
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let shown = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(shown)")
        #expect(shown.contains("\r[##########..........] 50 % (500 of 1000 objects)"), "\(shown.suffix(300))")
        #expect(shown.contains("\r[####################] 100 % (1000 of 1000 objects)"))
        // The bar's line ends before the result is printed; no plain progress lines.
        #expect(shown.contains("100 % (1000 of 1000 objects)\r\nImported 1000 Item objects"), "\(shown.suffix(300))")
        #expect(!shown.contains("\n10 % ("))
    }

    @Test func aSmallImportPrintsNoProgress() throws {
        let run = try importItems(999)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.error.isEmpty, "\(run.error)")
    }
}
