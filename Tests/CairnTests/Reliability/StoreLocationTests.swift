import Cairn
import CairnTestSupport
import Foundation
import Testing

/// Paths SQLite would answer with its own words ("disk I/O error") get an error saying what is
/// wrong and what to do. (Read-only files and folders are tested as an unprivileged process in
/// `StoreAccessTests` of the CLI tests: root passes every permission check.)
@Suite struct StoreLocationTests {
    @Test func aFolderGivenAsTheStoreURLIsNamed() throws {
        let directory = TemporaryDirectory()
        let folder = directory.url.appendingPathComponent("Stores")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let error = #expect(throws: CairnError.self) { try StoreFileFixture(folder) }
        #expect(error?.code == .storeOpen)
        #expect(error?.message.contains("The store URL \(folder.path) is a folder, not a file") == true, "\(error?.message ?? "")")
        #expect(error?.message.contains("Model.sqlite") == true)
    }

    @Test func readingTheMetadataOfAFolderIsNamedToo() throws {
        let directory = TemporaryDirectory()
        let error = #expect(throws: CairnError.self) { try SQLiteStore.readMetadata(at: directory.url) }
        #expect(error?.message.contains("is a folder, not a file") == true, "\(error?.message ?? "")")
    }
}
