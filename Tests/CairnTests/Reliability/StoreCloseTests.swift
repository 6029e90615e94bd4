import Cairn
import CairnTestSupport
import Foundation
import Testing

/// A store closed by its last user is one self-contained file: its `-wal` is folded in and the
/// side files are gone, so copying the file copies every save.
@Suite struct StoreCloseTests {
    @Test func aClosedStoreIsOneFileHoldingEverySave() throws {
        let directory = TemporaryDirectory()
        let url = directory.url.appendingPathComponent("Closed.sqlite")
        let store = try StoreFileFixture(url)
        try store.insert(5, named: "kept")
        #expect(FileManager.default.fileExists(atPath: url.path + "-wal"))
        try store.coordinator.remove(try #require(store.coordinator.persistentStores.first))
        #expect(!FileManager.default.fileExists(atPath: url.path + "-wal"))
        #expect(!FileManager.default.fileExists(atPath: url.path + "-shm"))

        let copy = directory.url.appendingPathComponent("Copy.sqlite")
        try FileManager.default.copyItem(at: url, to: copy)
        #expect(try StoreFileFixture(copy).names().count == 5)
    }
}
