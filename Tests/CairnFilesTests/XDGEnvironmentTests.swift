import Foundation
import Testing

@testable import CairnFiles

@Suite struct XDGEnvironmentTests {
    @Test(arguments: XDGBaseDirectory.allCases)
    func absoluteVariableIsHonoured(_ kind: XDGBaseDirectory) throws {
        let env = XDGEnvironment(variables: ["HOME": "/home/ann", kind.variable: "/srv/xdg"])
        #expect(try env.baseDirectory(kind).path == "/srv/xdg")
    }

    @Test(arguments: XDGBaseDirectory.allCases, ["", "relative/dir", "./x", "~/x"])
    func emptyOrRelativeVariableFallsBackToDefault(_ kind: XDGBaseDirectory, value: String) throws {
        let env = XDGEnvironment(variables: ["HOME": "/home/ann", kind.variable: value])
        #expect(try env.baseDirectory(kind).path == "/home/ann/" + kind.defaultRelativePath)
    }

    @Test func defaultsFollowTheSpecification() throws {
        let env = XDGEnvironment(variables: ["HOME": "/home/ann"])
        #expect(try env.baseDirectory(.data).path == "/home/ann/.local/share")
        #expect(try env.baseDirectory(.config).path == "/home/ann/.config")
        #expect(try env.baseDirectory(.cache).path == "/home/ann/.cache")
        #expect(try env.baseDirectory(.state).path == "/home/ann/.local/state")
    }

    @Test func relativeHomeFallsBackToPasswordDatabase() throws {
        let env = XDGEnvironment(variables: ["HOME": "relative"])
        #expect(try env.homeDirectory().hasPrefix("/"))
    }

    @Test func noHomeAndNoAccountHomeIsAnError() throws {
        let env = XDGEnvironment(variables: ["HOME": "relative"], accountHomeDirectory: nil)
        let error = try #require(throws: FilesError.self) { try env.baseDirectory(.data) }
        #expect(error.code == .noHomeDirectory)
        #expect(try XDGEnvironment(variables: [:], accountHomeDirectory: "/home/bo").homeDirectory() == "/home/bo")
    }

    @Test func temporaryDirectoryIgnoresRelativeTMPDIR() {
        #expect(XDGEnvironment(variables: ["TMPDIR": "rel"]).temporaryDirectory.path == "/tmp")
        #expect(XDGEnvironment(variables: ["TMPDIR": "/var/tmp"]).temporaryDirectory.path == "/var/tmp")
        #expect(XDGEnvironment(variables: [:]).temporaryDirectory.path == "/tmp")
    }
}
