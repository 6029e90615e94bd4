import Cairn
import CairnTestSupport
import Foundation
import Testing

/// A user's data is not world-readable: a new store and its `-wal` and `-shm` files are created
/// 0600 unless ``PersistentStoreOption/filePermissions`` says otherwise.
@Suite struct StoreFileModeTests {
    private func modes(of url: URL) -> [String: mode_t] {
        var result: [String: mode_t] = [:]
        for suffix in ["", "-wal", "-shm"] {
            var status = stat()
            if stat(url.path + suffix, &status) == 0 { result[suffix] = status.st_mode & 0o777 }
        }
        return result
    }

    @Test func aNewStoreAndItsSideFilesAreOwnerOnly() throws {
        let directory = TemporaryDirectory()
        let url = directory.url.appendingPathComponent("Private.sqlite")
        let store = try StoreFileFixture(url)
        try store.insert(1, named: "a")
        #expect(modes(of: url) == ["": 0o600, "-wal": 0o600, "-shm": 0o600])
    }

    @Test func theOptionSharesTheStoreWithTheGroup() throws {
        let directory = TemporaryDirectory()
        let url = directory.url.appendingPathComponent("Shared.sqlite")
        let store = try StoreFileFixture(url, options: [PersistentStoreOption.filePermissions: "0640"])
        try store.insert(1, named: "a")
        #expect(modes(of: url) == ["": 0o640, "-wal": 0o640, "-shm": 0o640])
    }

    @Test(arguments: ["644", "0400", "rw-------", "01777"])
    func permissionsTheOwnerCannotUseAreRefused(_ value: String) throws {
        let directory = TemporaryDirectory()
        let url = directory.url.appendingPathComponent("Bad.sqlite")
        if value == "644" {
            // Octal without the leading zero is fine.
            _ = try StoreFileFixture(url, options: [PersistentStoreOption.filePermissions: value])
            #expect(modes(of: url)[""] == 0o644 & ~currentUmask())
            return
        }
        let error = #expect(throws: CairnError.self) { try StoreFileFixture(url, options: [PersistentStoreOption.filePermissions: value]) }
        #expect(error?.message.contains("PersistentStoreOption.filePermissions") == true)
    }

    private func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }
}
