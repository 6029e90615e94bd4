import Foundation
import Testing

@testable import CairnFiles

@Suite struct AppDirectoriesTests {
    let root = TestDirectory()

    /// An environment whose home and temporary directory are inside the test directory.
    func directories(_ extra: [String: String] = [:]) throws -> AppDirectories {
        let variables = ["HOME": root.path + "/home", "TMPDIR": root.path + "/tmp"].merging(extra) { $1 }
        return try AppDirectories(appIdentifier: "com.example.app", environment: XDGEnvironment(variables: variables))
    }

    @Test func locationsFollowXDGDefaults() throws {
        let dirs = try directories()
        let home = root.path + "/home"
        #expect(try dirs.location(of: .documents).path == home + "/.local/share/com.example.app/Documents")
        #expect(try dirs.location(of: .applicationSupport).path == home + "/.local/share/com.example.app")
        #expect(try dirs.location(of: .caches).path == home + "/.cache/com.example.app")
        #expect(try dirs.location(of: .state).path == home + "/.local/state/com.example.app")
        #expect(try dirs.location(of: .logs).path == home + "/.local/state/com.example.app/Logs")
        #expect(try dirs.location(of: .preferences).path == home + "/.config/com.example.app")
        #expect(try dirs.location(of: .temporary).path == root.path + "/tmp/com.example.app-\(geteuid())")
    }

    @Test func variablesAreHonoured() throws {
        let dirs = try directories(["XDG_DATA_HOME": root.path + "/data", "XDG_CACHE_HOME": "relative/ignored"])
        #expect(try dirs.applicationSupport.path == root.path + "/data/com.example.app")
        #expect(try dirs.caches.path == root.path + "/home/.cache/com.example.app")
    }

    @Test(arguments: AppDirectory.allCases)
    func createdOnFirstUseWithMode0700(_ kind: AppDirectory) throws {
        let dirs = try directories()
        let location = try dirs.location(of: kind)
        #expect(!FileManager.default.fileExists(atPath: location.path))
        let url = try dirs.url(for: kind)
        #expect(url == location)
        #expect(try mode(of: url) == 0o700)
    }

    @Test func existingDirectoryModeIsLeftAlone() throws {
        let dirs = try directories()
        let location = try dirs.location(of: .applicationSupport)
        try FileManager.default.createDirectory(at: location, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o750])
        _ = try dirs.applicationSupport
        #expect(try mode(of: location) == 0o750)
    }

    @Test func cachesAreExcludedFromBackupByDefault() throws {
        let caches = try directories().caches
        #expect(try BackupExclusion.isExcluded(caches))
        #expect(try !BackupExclusion.isExcluded(directories().applicationSupport))
    }

    @Test func temporaryDirectoryIsMadePrivate() throws {
        let dirs = try directories()
        let location = try dirs.location(of: .temporary)
        try FileManager.default.createDirectory(at: location, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o777])
        #expect(try mode(of: dirs.temporary) == 0o700)
    }

    @Test func temporaryDirectoryThatIsALinkIsRefused() throws {
        let dirs = try directories()
        let location = try dirs.location(of: .temporary)
        try FileManager.default.createDirectory(atPath: root.path + "/tmp", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: location.path, withDestinationPath: root.path)
        #expect { try dirs.temporary } throws: { ($0 as? FilesError)?.code == .unsafeDirectory }
    }

    @Test(arguments: ["", ".", "..", "a/b", "nul\0"])
    func invalidIdentifiersAreRejected(_ identifier: String) {
        #expect { try AppDirectories(appIdentifier: identifier) } throws: { ($0 as? FilesError)?.code == .invalidName }
    }
}
