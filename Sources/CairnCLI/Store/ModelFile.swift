import Cairn
import Foundation

/// Loads the model a `--model` option names.
///
/// Accepted:
/// - an Xcode model: a versioned `Name.xcdatamodeld` bundle (its current version), one
///   `Name.xcdatamodel` version, or its `contents` XML file (`ManagedObjectModel(xcodeModelAt:)`);
/// - a Cairn model JSON file, as written by `ModelSchema(model).encoded()` (the same serialization
///   every Cairn store keeps in its metadata).
///
/// ```swift
/// let model = try ModelFile.load(URL(fileURLWithPath: "Shop.xcdatamodeld"))
/// ```
enum ModelFile {
    /// The extensions of Xcode model files.
    static let xcodeExtensions: Set<String> = ["xcdatamodeld", "xcdatamodel"]

    /// Reads the model at `url`, or the model recorded in a store when `url` is a SQLite file
    /// (`cairn diagram` takes either).
    ///
    /// - Throws: as ``load(_:)`` for a model; as ``StoreSession/storedModel(at:)`` for a store.
    static func load(modelOrStore url: URL) throws -> ManagedObjectModel {
        try isSQLiteFile(url) ? StoreSession.storedModel(at: url) : load(url)
    }

    /// Whether the file at `url` starts with SQLite's header (a directory or a missing file does not).
    static func isSQLiteFile(_ url: URL) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: 16)) == Data("SQLite format 3\u{0}".utf8)
    }

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
            return try ManagedObjectModel(xcodeModelAt: url)
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
