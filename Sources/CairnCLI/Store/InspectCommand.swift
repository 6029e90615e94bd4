import ArgumentParser
import Foundation

/// `cairn inspect STORE [--json]`: describes a store from the file alone.
///
/// ```
/// cairn inspect ~/.local/share/CairnDemo/CairnDemo.sqlite
/// cairn inspect DogWalk.sqlite --json
/// ```
struct InspectCommand: ParsableCommand {
    /// The command's name and help.
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Describe a store: UUID, model version, entities with attributes, relationships and row counts.",
        discussion: "Reads the model recorded in the store itself, so the model's source is not needed."
    )

    /// The store file.
    @Argument(help: "The SQLite store file.", completion: .file())
    var store: String

    /// Whether to print JSON.
    @Flag(help: "Print the description as JSON.")
    var json = false

    /// Creates the command (used by ArgumentParser).
    init() {}

    /// Prints the report.
    func run() throws {
        try ToolError.reporting("inspect") {
            let report = try StoreInspector.report(for: URL(fileURLWithPath: store))
            if json {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
                print(String(decoding: try encoder.encode(report), as: UTF8.self))
            } else {
                print(report.text)
            }
        }
    }
}
