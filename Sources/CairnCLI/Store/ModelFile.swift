import Cairn
import Foundation

/// Loads the model a `--model` option names.
///
/// Accepted:
/// - an Xcode model: a versioned `Name.xcdatamodeld` bundle (its current version), one
///   `Name.xcdatamodel` version, or its `contents` XML file (`ManagedObjectModel(contentsOf:)`);
/// - a Cairn model JSON file, as written by `ModelSchema(model).encoded()` (the same serialization
///   every Cairn store keeps in its metadata).
///
/// ```swift
/// let model = try ModelFile.load(URL(fileURLWithPath: "Shop.xcdatamodeld"))
/// ```
enum ModelFile {
    /// The extensions of Xcode model files.
    static let xcodeExtensions: Set<String> = ["xcdatamodeld", "xcdatamodel"]

    /// Reads the model at `url`.
    ///
    /// - Throws: ``ToolError`` naming the file when it is missing or not a Cairn model JSON;
    ///   ``CairnError`` `.modelFile` naming the file and line for a broken Xcode model;
    ///   `.invalidModel` when default values do not fit their types.
    static func load(_ url: URL) throws -> ManagedObjectModel {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw ToolError("No model file at \(url.path).")
        }
        if xcodeExtensions.contains(url.pathExtension) || url.lastPathComponent == "contents" {
            return try ManagedObjectModel(contentsOf: url)
        }
        let schema: ModelSchema
        do {
            schema = try ModelSchema.decode(Data(contentsOf: url))
        } catch {
            throw ToolError("\(url.path) is neither an Xcode model (.xcdatamodeld, .xcdatamodel) nor a Cairn model JSON (ModelSchema): \(error)")
        }
        return try schema.makeModel()
    }
}
