import Foundation
import Testing

@testable import CairnFiles

@Suite struct DurableFileTests {
    let root = TestDirectory()

    @Test func newFileGets0600AndContent() throws {
        let url = root.file("new.bin")
        try DurableFile.write(Data("hello".utf8), to: url)
        #expect(try Data(contentsOf: url) == Data("hello".utf8))
        #expect(try mode(of: url) == 0o600)
    }

    @Test func replacedFileKeepsItsMode() throws {
        let url = root.file("kept.txt")
        try Data("old".utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: url.path)
        try DurableFile.write(Data("new".utf8), to: url)
        #expect(try mode(of: url) == 0o640)
        #expect(try Data(contentsOf: url) == Data("new".utf8))
    }

    @Test func explicitModeWinsOverUmaskAndOldMode() throws {
        let url = root.file("explicit.txt")
        try DurableFile.write(Data("a".utf8), to: url, options: DurableWriteOptions(mode: 0o600))
        try DurableFile.write(Data("b".utf8), to: url, options: DurableWriteOptions(mode: 0o644))
        #expect(try mode(of: url) == 0o644)
    }

    @Test func noTemporaryFilesRemain() throws {
        let url = root.file("clean.txt")
        for index in 0..<5 { try DurableFile.write(Data("\(index)".utf8), to: url) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["clean.txt"])
    }

    @Test func failingBodyLeavesOldContentAndNoLeftovers() throws {
        struct Stop: Error {}
        let url = root.file("keep.txt")
        try DurableFile.write(Data("old".utf8), to: url)
        #expect(throws: Stop.self) {
            try DurableFile.write(to: url) { writer in
                try writer.write(Data("partial".utf8))
                throw Stop()
            }
        }
        #expect(try Data(contentsOf: url) == Data("old".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["keep.txt"])
    }

    @Test func writerReleasedWithoutCommitLeavesNothing() throws {
        let url = root.file("never.txt")
        do {
            let writer = try AtomicFileWriter(destination: url)
            try writer.write(Data("x".utf8))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).isEmpty)
    }

    @Test func missingDirectoryIsAClearError() throws {
        let url = root.file("absent/file.txt")
        let error = #expect(throws: FilesError.self) { try DurableFile.write(Data(), to: url) }
        #expect(error?.code == .notFound)
        #expect(error?.path == root.file("absent").path)
    }

    @Test func symbolicLinkIsFollowedAndKept() throws {
        let target = root.file("real.txt")
        let link = root.file("link.txt")
        try DurableFile.write(Data("one".utf8), to: target)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        try DurableFile.write(Data("two".utf8), to: link)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
        #expect(try Data(contentsOf: target) == Data("two".utf8))
    }

    @Test func backupExclusionSurvivesReplacement() throws {
        let url = root.file("excluded.bin")
        try DurableFile.write(Data("a".utf8), to: url)
        try BackupExclusion.setExcluded(true, at: url)
        try DurableFile.write(Data("b".utf8), to: url)
        #expect(try BackupExclusion.isExcluded(url))
    }

    @Test func readRoundTripsLargeAndEmptyFiles() throws {
        for size in [0, 1, 65_536, 300_001] {
            let url = root.file("size-\(size)")
            let data = Data((0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31) })
            try DurableFile.write(data, to: url)
            #expect(try DurableFile.read(from: url) == data)
        }
    }

    struct Article: Codable, Equatable {
        var id: Int
        var title: String
    }

    @Test func jsonRoundTrip() throws {
        let url = root.file("articles.json")
        let articles = [Article(id: 1, title: "Swift"), Article(id: 2, title: "Linux")]
        try DurableFile.writeJSON(articles, to: url)
        #expect(try DurableFile.readJSON([Article].self, from: url) == articles)
        #expect(try mode(of: url) == 0o600)
    }

    @Test func propertyListRoundTrip() throws {
        let url = root.file("settings.plist")
        let settings = ["theme": "dark", "tab": "home"]
        try DurableFile.writePropertyList(settings, to: url, format: .xml)
        #expect(try String(contentsOf: url, encoding: .utf8).contains("<plist"))
        #expect(try DurableFile.readPropertyList([String: String].self, from: url) == settings)
    }

    @Test func decodingGarbageIsACodingErrorNamingTheFile() throws {
        let url = root.file("broken.json")
        try DurableFile.write(Data("{nope".utf8), to: url)
        let error = #expect(throws: FilesError.self) { try DurableFile.readJSON([Article].self, from: url) }
        #expect(error?.code == .coding)
        #expect(error?.path == url.path)
    }
}
