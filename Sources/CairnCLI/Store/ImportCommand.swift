import ArgumentParser
import Cairn
import Foundation

/// `cairn import STORE [--model MODEL] ENTITY FILE.json`: inserts one object per element of a
/// JSON array, creating the store if needed.
///
/// ```
/// cairn import Shop.sqlite --model Shop.xcdatamodeld Product products.json
/// cairn import Shop.sqlite Product more-products.json      # the store's own model
/// ```
struct ImportCommand: ParsableCommand {
    /// The command's name and help.
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Insert objects from a JSON array into a store (created if needed).",
        discussion: """
            Each element is a JSON object whose keys are the entity's property names. Values: numbers, \
            strings, true/false, ISO-8601 strings for dates (with or without fractional seconds), UUID \
            strings, URL strings, base64 strings for binary data, any JSON for transformable \
            attributes, object URIs (as `cairn query` prints them) for relationships; null only for \
            optional properties. All objects are saved at once, or none. An array of 1,000 objects \
            or more shows its progress on standard error: a bar on a terminal, a line per tenth \
            otherwise.
            """
    )

    /// The store file.
    @Argument(help: "The SQLite store file (created when missing).", completion: .file())
    var store: String

    /// The model file.
    @Option(
        help: ArgumentHelp(
            "The model: an Xcode model (.xcdatamodeld, .xcdatamodel) or a Cairn model JSON (ModelSchema). Optional when the store exists (its own model is used).",
            valueName: "model"), completion: .file())
    var model: String?

    /// The entity of the new objects.
    @Argument(help: "The entity of the new objects.")
    var entity: String

    /// The JSON file.
    @Argument(help: "A JSON file holding an array of objects ('-': standard input).", completion: .file(extensions: ["json"]))
    var file: String

    /// The smallest array whose import shows its progress; smaller ones are over at once.
    static let progressThreshold = 1_000

    /// Creates the command (used by ArgumentParser).
    init() {}

    /// Checks that a model is known.
    func validate() throws {
        if model == nil, !StoreSession.exists(at: URL(fileURLWithPath: store)) {
            throw ValidationError("There is no store at \(store) yet: pass --model to create it.")
        }
    }

    /// The contents of FILE, or standard input for `-` (read through a file handle, so pipes and
    /// `<(…)` work too).
    private func readInput() throws -> Data {
        if file == "-" { return FileHandle.standardInput.readDataToEndOfFile() }
        do {
            return try FileHandle(forReadingFrom: URL(fileURLWithPath: file)).readToEnd() ?? Data()
        } catch {
            throw ToolError("Cannot read \(file): \(error.localizedDescription)")
        }
    }

    /// Imports and prints the count.
    func run() throws {
        try ToolError.reporting("import") {
            let storeURL = URL(fileURLWithPath: store)
            let isNew = !StoreSession.exists(at: storeURL)
            let session =
                try model.map { try StoreSession.open(at: storeURL, model: ModelFile.load(URL(fileURLWithPath: $0))) }
                ?? StoreSession.openExisting(at: storeURL)
            let progress = ProgressLine(unit: "objects")
            do {
                let importer = ObjectImporter(session: session, entity: try session.entity(named: entity))
                let count = try importer.importObjects(
                    from: readInput(), source: file == "-" ? "standard input" : URL(fileURLWithPath: file).lastPathComponent,
                    progress: { inserted, total in
                        if total >= Self.progressThreshold { progress.show(completed: inserted, of: total) }
                    })
                progress.finish()
                session.close()
                print("Imported \(count) \(entity) \(count == 1 ? "object" : "objects") into \(storeURL.path).")
            } catch {
                // A failed import leaves an existing store as it was, and no new store behind.
                progress.finish()
                session.close()
                if isNew { _ = try? StoreSession.removeFiles(at: storeURL) }
                throw error
            }
        }
    }
}
