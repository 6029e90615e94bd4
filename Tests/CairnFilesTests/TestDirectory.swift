import Foundation
import Testing

/// A fresh directory for one test, removed when the value is released.
final class TestDirectory {
    let url: URL
    var path: String { url.path }

    init(_ name: String = #function) {
        let base = FileManager.default.temporaryDirectory
        let safe = name.filter { $0.isLetter || $0.isNumber }
        url = base.appendingPathComponent("cairn-files-\(safe)-\(UUID().uuidString)", isDirectory: true)
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// A URL inside the directory.
    func file(_ name: String) -> URL {
        url.appendingPathComponent(name)
    }
}

/// The permission bits of the file at `url`.
func mode(of url: URL) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    return (attributes[.posixPermissions] as! NSNumber).intValue
}
