import Foundation
import Testing

/// The hand-written Xcode model files under `Tests/CairnTests/Fixtures`, and scratch folders for
/// tests that write their own.
enum XcodeFixtures {
    /// The fixture file or folder called `name` (e.g. `"Notebook.xcdatamodeld"`).
    static func url(_ name: String) throws -> URL {
        let folder = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        let url = folder.appendingPathComponent(name)
        try #require(FileManager.default.fileExists(atPath: url.path), "missing fixture \(name)")
        return url
    }

    /// A new empty folder for one test, removed by `body`'s end.
    static func withTemporaryFolder<T>(_ body: (URL) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-xcmodel-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try body(folder)
    }

    /// Writes a one-version model whose single entity `entity` holds `body` (property elements),
    /// and returns its `contents` file.
    static func writeModel(entity: String, body: String, in folder: URL) throws -> URL {
        let version = folder.appendingPathComponent("Scratch.xcdatamodel")
        try FileManager.default.createDirectory(at: version, withIntermediateDirectories: true)
        let contents = version.appendingPathComponent("contents")
        try Data(modelXML(entity: entity, body: body).utf8).write(to: contents)
        return contents
    }

    /// The `contents` XML of a model whose single entity `entity` holds `body`, followed by
    /// `after` (model-level elements such as `<composite>`).
    static func modelXML(entity: String, body: String, after: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" minimumToolsVersion="Automatic" sourceLanguage="Swift" userDefinedModelVersionIdentifier="">
            <entity name="\(entity)" representedClassName="\(entity)" syncable="YES" codeGenerationType="class">
        \(body)
            </entity>
        \(after)
        </model>
        """
    }

    /// The 1-based number of the first line of `file` containing `marker`.
    static func line(containing marker: String, in file: URL) throws -> Int {
        let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
        let index = try #require(lines.firstIndex { $0.contains(marker) }, "no line contains \(marker)")
        return index + 1
    }

    /// The current version's folder name without extension, read from a bundle's `.xccurrentversion`.
    static func currentVersionName(ofBundle bundle: URL) throws -> String {
        let data = try Data(contentsOf: bundle.appendingPathComponent(".xccurrentversion"))
        let plist = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        let name = try #require(plist["_XCCurrentVersionName"] as? String)
        return URL(fileURLWithPath: name).deletingPathExtension().lastPathComponent
    }
}
