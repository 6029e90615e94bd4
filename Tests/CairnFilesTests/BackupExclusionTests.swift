import Foundation
import Testing

@testable import CairnFiles

@Suite struct BackupExclusionTests {
    let root = TestDirectory()

    @Test func directoryExclusionIsACacheDirTag() throws {
        let dir = root.file("downloads")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: false)
        #expect(try !BackupExclusion.isExcluded(dir))
        try BackupExclusion.setExcluded(true, at: dir)
        let tag = try String(contentsOf: dir.appendingPathComponent("CACHEDIR.TAG"), encoding: .utf8)
        #expect(tag.hasPrefix("Signature: 8a477f597d28d172789f06886806bc55"))
        #expect(try BackupExclusion.isExcluded(dir))
        try BackupExclusion.setExcluded(false, at: dir)
        #expect(try !BackupExclusion.isExcluded(dir))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("CACHEDIR.TAG").path))
    }

    @Test func tagWithoutSignatureDoesNotCount() throws {
        let dir = root.url
        try Data("not a tag".utf8).write(to: dir.appendingPathComponent("CACHEDIR.TAG"))
        #expect(try !BackupExclusion.isExcluded(dir))
    }

    @Test func fileExclusionIsTheXDGAttribute() throws {
        let file = root.file("big.bin")
        try Data("x".utf8).write(to: file)
        #expect(try !BackupExclusion.isExcluded(file))
        try BackupExclusion.setExcluded(true, at: file)
        #expect(try ExtendedAttributes.value("user.xdg.robots.backup", at: file.path) == "false")
        #expect(try BackupExclusion.isExcluded(file))
        try BackupExclusion.setExcluded(false, at: file)
        #expect(try ExtendedAttributes.value("user.xdg.robots.backup", at: file.path) == nil)
        #expect(try !BackupExclusion.isExcluded(file))
    }

    @Test func missingItemIsNotFound() {
        #expect { try BackupExclusion.isExcluded(root.file("ghost")) } throws: { ($0 as? FilesError)?.code == .notFound }
    }
}
