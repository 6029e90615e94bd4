import Foundation

/// Finds the `contents` files of an Xcode model: a versioned `.xcdatamodeld` bundle, a single
/// `.xcdatamodel` folder, or a `contents` file itself.
enum XcodeModelLocator {
    /// The file, inside a bundle, that names the current version.
    static let currentVersionFileName = ".xccurrentversion"
    /// The key of `.xccurrentversion` holding the current version's folder name.
    static let currentVersionKey = "_XCCurrentVersionName"

    private enum Layout {
        case bundle, versionFolder, contentsFile
    }

    /// The version to load from `url`: the current version of a bundle (the one named by its
    /// `.xccurrentversion`, or its only version), or the version `url` is.
    ///
    /// - Throws: ``CairnError`` `.modelFile` when nothing is at `url`, a bundle has no version, names
    ///   a version it does not hold, or has several versions and no `.xccurrentversion`.
    static func currentVersion(at url: URL) throws -> XcodeModelVersion {
        switch try layout(of: url) {
        case .contentsFile: return version(ofContents: url)
        case .versionFolder: return try version(inFolder: url)
        case .bundle: return try currentVersion(inBundle: url)
        }
    }

    /// Every version at `url`: all versions of a bundle, or the one version `url` is.
    ///
    /// - Throws: ``CairnError`` `.modelFile` when nothing is at `url` or a bundle has no version.
    static func allVersions(at url: URL) throws -> [XcodeModelVersion] {
        switch try layout(of: url) {
        case .contentsFile: return [version(ofContents: url)]
        case .versionFolder: return [try version(inFolder: url)]
        case .bundle: return try versionFolders(inBundle: url).map(version(inFolder:))
        }
    }

    private static func layout(of url: URL) throws -> Layout {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw XcodeModelFile.error("does not exist.", file: url)
        }
        guard isDirectory.boolValue else { return .contentsFile }
        switch url.pathExtension {
        case "xcdatamodeld": return .bundle
        case "xcdatamodel": return .versionFolder
        default:
            if isFile(url.appendingPathComponent("contents")) { return .versionFolder }
            if try !versionFolders(inBundle: url).isEmpty { return .bundle }
            throw XcodeModelFile.error(
                "is a folder with neither a 'contents' file nor '.xcdatamodel' versions: pass an .xcdatamodeld bundle, an .xcdatamodel folder or a 'contents' file.",
                file: url)
        }
    }

    private static func isFile(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    /// The `.xcdatamodel` folders of a bundle, sorted by name.
    private static func versionFolders(inBundle url: URL) throws -> [URL] {
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: url.path) } catch {
            throw XcodeModelFile.error("cannot be listed (\(error.localizedDescription)).", file: url)
        }
        return names.filter { $0.hasSuffix(".xcdatamodel") }.sorted().map { url.appendingPathComponent($0) }
    }

    private static func currentVersion(inBundle url: URL) throws -> XcodeModelVersion {
        let folders = try versionFolders(inBundle: url)
        let names = folders.map(\.lastPathComponent)
        if let current = try currentVersionName(inBundle: url) {
            guard let folder = folders.first(where: { [$0.lastPathComponent, $0.deletingPathExtension().lastPathComponent].contains(current) }) else {
                throw XcodeModelFile.error(
                    "its \(currentVersionFileName) names version '\(current)', which the bundle does not hold (it holds: \(names.joined(separator: ", "))).",
                    file: url)
            }
            return try version(inFolder: folder)
        }
        guard folders.count == 1 else {
            if folders.isEmpty { throw XcodeModelFile.error("holds no '.xcdatamodel' version.", file: url) }
            throw XcodeModelFile.error(
                "holds \(folders.count) versions (\(names.joined(separator: ", "))) but no \(currentVersionFileName) file saying which is current: set the current version in Xcode, or add the file with key \(currentVersionKey).",
                file: url)
        }
        return try version(inFolder: folders[0])
    }

    /// The current version's folder name from the bundle's `.xccurrentversion`, `nil` when the
    /// bundle has no such file.
    private static func currentVersionName(inBundle url: URL) throws -> String? {
        let file = url.appendingPathComponent(currentVersionFileName)
        guard isFile(file) else { return nil }
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: try Data(contentsOf: file), format: nil)
        } catch {
            throw XcodeModelFile.error("is not a readable property list (\(error.localizedDescription)).", file: file)
        }
        guard let name = (plist as? [String: Any])?[currentVersionKey] as? String, !name.isEmpty else {
            throw XcodeModelFile.error("has no \(currentVersionKey) string naming the current version.", file: file)
        }
        return name
    }

    private static func version(inFolder url: URL) throws -> XcodeModelVersion {
        let contents = url.appendingPathComponent("contents")
        guard isFile(contents) else {
            throw XcodeModelFile.error(
                "has no 'contents' file. Models last saved by Xcode 3 or earlier are not supported: open and save the model in a recent Xcode.", file: url)
        }
        return XcodeModelVersion(name: url.deletingPathExtension().lastPathComponent, contentsURL: contents)
    }

    private static func version(ofContents url: URL) -> XcodeModelVersion {
        let folder = url.deletingLastPathComponent()
        return XcodeModelVersion(name: folder.pathExtension == "xcdatamodel" ? folder.deletingPathExtension().lastPathComponent : nil, contentsURL: url)
    }
}
