import ArgumentParser
import Cairn
import Foundation

/// `cairn diagram STORE|MODEL [--output FILE.svg]`: draws a model as an SVG picture (see
/// ``ModelDiagram``), from a store's recorded model or from a model file.
///
/// ```
/// cairn diagram Recipes.xcdatamodeld --output recipes.svg
/// cairn diagram Recipes.sqlite > recipes.svg
/// ```
struct DiagramCommand: ParsableCommand {
    /// The command's name and help.
    static let configuration = CommandConfiguration(
        commandName: "diagram",
        abstract: "Draw a model as an SVG picture: entities, attributes, relationships, inheritance.",
        discussion:
            "Takes a store (its recorded model) or a model file. Each entity is a box listing its attributes with their types (? marks optional ones) and its relationships; a line joins each relationship to its inverse, labelled at each end with the name, to-one / to-many (ordered), and the delete rule; a hollow triangle points from a sub-entity to its parent. The same model always gives the same picture."
    )

    /// The store or model file.
    @Argument(
        help: ArgumentHelp(
            "A SQLite store written by Cairn, or a model: .xcdatamodeld (its current version), .xcdatamodel or Cairn model JSON.", valueName: "store-or-model"),
        completion: .file())
    var input: String

    /// Where to write the SVG.
    @Option(
        name: .shortAndLong, help: ArgumentHelp("Write the SVG to this file instead of standard output.", valueName: "file.svg"),
        completion: .file(extensions: ["svg"]))
    var output: String?

    /// Creates the command (used by ArgumentParser).
    init() {}

    /// Loads the model and writes its picture.
    func run() throws {
        try ToolError.reporting("diagram") {
            let model = try ModelFile.load(modelOrStore: URL(fileURLWithPath: input))
            try model.freeze()
            let svg = ModelDiagram(model).svg
            guard let output else {
                FileHandle.standardOutput.write(Data(svg.utf8))
                return
            }
            do {
                try Data(svg.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
            } catch {
                throw ToolError("Cannot write \(output): \(error.localizedDescription)")
            }
        }
    }
}
