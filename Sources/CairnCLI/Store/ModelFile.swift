import Cairn
import Foundation

/// Loads the model a `--model` option names.
///
/// Accepted: a Cairn model JSON file, as written by `ModelSchema(model).encoded()` (the same
/// serialization every Cairn store keeps in its metadata). Xcode model files (`.xcdatamodeld`
/// directories and single `.xcdatamodel` bundles) are recognised by their extension and are loaded
/// once the engine's Xcode model loader (`ManagedObjectModel(contentsOf:)`) is available.
///
/// ```swift
/// let model = try ModelFile.load(URL(fileURLWithPath: "Model.json"))
/// ```
enum ModelFile {
    /// The extensions of Xcode model files.
    static let xcodeExtensions: Set<String> = ["xcdatamodeld", "xcdatamodel"]

    /// Reads the model at `url`.
    ///
    /// - Throws: ``ToolError`` naming the file when it is missing, is an Xcode model (not supported
    ///   by this build yet) or is not a Cairn model JSON; ``CairnError`` `.invalidModel` when the
    ///   model's default values do not fit their types.
    static func load(_ url: URL) throws -> ManagedObjectModel {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw ToolError("No model file at \(url.path).")
        }
        if xcodeExtensions.contains(url.pathExtension) {
            throw ToolError("\(url.lastPathComponent) is an Xcode model; this build of cairn cannot read Xcode models yet (the engine's loader is not merged). Pass a Cairn model JSON (ModelSchema(model).encoded()) instead.")
        }
        let schema: ModelSchema
        do {
            schema = try ModelSchema.decode(Data(contentsOf: url))
        } catch {
            throw ToolError("\(url.path) is not a Cairn model JSON (ModelSchema): \(error)")
        }
        return try schema.makeModel()
    }
}
