import Foundation
import Testing

@testable import CairnFiles

/// Temporary files of writers killed before they committed (`.<name>.cairn-XXXXXX`) are swept
/// when the same file is next written: once a minute old and held by no live writer.
@Suite struct AbandonedTemporaryFilesTests {
    /// A temporary file of `name` with the given age.
    private func leftover(_ directory: TestDirectory, _ name: String, suffix: String, age: TimeInterval) throws -> URL {
        let url = directory.file(".\(name).cairn-\(suffix)")
        try Data("half written".utf8).write(to: url)
        let then = Date().addingTimeInterval(-age)
        try FileManager.default.setAttributes([.modificationDate: then], ofItemAtPath: url.path)
        return url
    }

    @Test func aWriteSweepsOnlyTheAbandonedTemporaryFilesOfItsFile() throws {
        let directory = TestDirectory()
        let target = directory.file("prefs.plist")
        let abandoned = try leftover(directory, "prefs.plist", suffix: "a1B2c3", age: 120)
        let recent = try leftover(directory, "prefs.plist", suffix: "d4E5f6", age: 5)
        let held = try leftover(directory, "prefs.plist", suffix: "g7H8i9", age: 120)
        let otherFile = try leftover(directory, "other.plist", suffix: "j1K2l3", age: 120)
        // A live writer (here: another open file description of this process) holds its lock.
        let holder = open(held.path, O_RDONLY)
        defer { close(holder) }
        #expect(flock(holder, LOCK_EX | LOCK_NB) == 0)

        try DurableFile.write(Data("new".utf8), to: target)

        #expect(try Data(contentsOf: target) == Data("new".utf8))
        #expect(!FileManager.default.fileExists(atPath: abandoned.path), "abandoned: swept")
        #expect(FileManager.default.fileExists(atPath: recent.path), "younger than a minute: kept")
        #expect(FileManager.default.fileExists(atPath: held.path), "locked by a live writer: kept")
        #expect(FileManager.default.fileExists(atPath: otherFile.path), "another file's: kept")
    }

    @Test func aWriterLocksItsOwnTemporaryFileUntilItCommits() throws {
        let directory = TestDirectory()
        let target = directory.file("vault.bin")
        let writer = try AtomicFileWriter(destination: target)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix(".vault.bin.cairn-") }
        let temporary = try #require(names.first)
        let probe = open(directory.file(temporary).path, O_RDONLY)
        defer { close(probe) }
        #expect(flock(probe, LOCK_EX | LOCK_NB) != 0, "held by the writer")
        try writer.write(Data("x".utf8))
        try writer.commit()
    }
}
