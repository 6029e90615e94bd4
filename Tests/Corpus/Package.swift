// swift-tools-version: 6.2
// Code from the wild: Core Data and SwiftData code from public repositories, with only the
// mechanical edits of `edit.sh`, and the checks that run it. Each folder
// `CoreData/CD<Name>/` or `SwiftData/SD<Name>/` is one source: `Code/` becomes the module
// `CD<Name>` (its model bundles its resources) or the modules its `MODULES` file names, and
// `Checks/` the test target `CD<Name>Checks`.
// A file listed in the source's `EXCLUDED` file (one name per line, `#` starts a reason) is left
// out of the build and counted as not compiling; `*` leaves out the whole source. From the repository root:
//   swift test --package-path Tests/Corpus --scratch-path "$PWD/.build"
//   Tests/Corpus/report      (the per-source table)
import Foundation
import PackageDescription

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
let fileManager = FileManager.default

func folders(in url: URL) -> [URL] {
    let names = (try? fileManager.contentsOfDirectory(atPath: url.path)) ?? []
    return names.sorted().map { url.appendingPathComponent($0) }.filter {
        var isFolder: ObjCBool = false
        return fileManager.fileExists(atPath: $0.path, isDirectory: &isFolder) && isFolder.boolValue
    }
}

/// The file names a source's `EXCLUDED` lists.
func excluded(in source: URL) -> [String] {
    guard let text = try? String(contentsOf: source.appendingPathComponent("EXCLUDED"), encoding: .utf8) else { return [] }
    return text.split(separator: "\n").compactMap { line in
        let name = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first?.trimmingCharacters(in: .whitespaces) ?? ""
        return name.isEmpty ? nil : name
    }
}

/// Every file under `folder` (relative paths) named in `names`, so a name excludes it wherever it is.
func paths(named names: [String], under folder: URL) -> [String] {
    guard !names.isEmpty, let walker = fileManager.enumerator(atPath: folder.path) else { return [] }
    return walker.compactMap { $0 as? String }.filter { names.contains(URL(fileURLWithPath: $0).lastPathComponent) }
}

/// A source's modules: `MODULES` lists `Name: path` lines (the modules the code had upstream, so
/// its own tests' imports work unchanged; each depends on the ones above it); without it, `Code/`
/// is the module named after the folder.
func modules(of source: URL) -> [(name: String, path: String)] {
    guard let text = try? String(contentsOf: source.appendingPathComponent("MODULES"), encoding: .utf8) else {
        return [(source.lastPathComponent, "Code")]
    }
    return text.split(separator: "\n").compactMap { line in
        let parts = line.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        return parts.count == 2 && !parts[0].hasPrefix("#") ? (parts[0], parts[1]) : nil
    }
}

var targets: [Target] = []
for face in ["CoreData", "SwiftData"] {
    let cairn: Target.Dependency = .product(name: face == "CoreData" ? "CairnCoreData" : "CairnData", package: "Cairn")
    for source in folders(in: root.appendingPathComponent(face)) {
        let name = source.lastPathComponent
        let left = excluded(in: source)
        // `*` leaves the whole source out: code the compiler cannot build on Linux.
        if left.contains("*") { continue }
        // Apps are written in Swift 5 mode (and their checks beside them); a source written for Swift 6 says so with a file
        // `SWIFT6` beside its code.
        let mode: SwiftLanguageMode = fileManager.fileExists(atPath: source.appendingPathComponent("SWIFT6").path) ? .v6 : .v5
        var built: [Target.Dependency] = []
        for module in modules(of: source) {
            let code = source.appendingPathComponent(module.path)
            let modelBundles = folders(in: code).filter { ["xcdatamodeld", "xcdatamodel", "xcmappingmodel"].contains($0.pathExtension) }
            targets.append(
                .target(
                    name: module.name,
                    dependencies: [cairn] + built,
                    path: "\(face)/\(name)/\(module.path)",
                    exclude: paths(named: left, under: code),
                    resources: modelBundles.map { .copy($0.lastPathComponent) },
                    swiftSettings: [.swiftLanguageMode(mode)]
                )
            )
            built.append(.target(name: module.name))
        }
        let checks = source.appendingPathComponent("Checks")
        if fileManager.fileExists(atPath: checks.path) {
            targets.append(
                .testTarget(
                    name: "\(name)Checks",
                    dependencies: built + [cairn],
                    path: "\(face)/\(name)/Checks",
                    exclude: paths(named: left, under: checks),
                    swiftSettings: [.swiftLanguageMode(mode)]
                )
            )
        }
    }
}

let package = Package(
    name: "Corpus",
    platforms: [.macOS(.v26)],
    dependencies: [.package(name: "Cairn", path: "../..")],
    targets: targets
)
