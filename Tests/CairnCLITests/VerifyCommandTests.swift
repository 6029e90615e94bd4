import Foundation
import Testing

/// `cairn verify`, run as a child process: `OK` and exit 0 for a sound store, each problem and
/// exit 1 for a damaged one.
@Suite final class VerifyCommandTests {
    let cairn: CairnExecutable

    init() throws { cairn = try CairnExecutable() }
    deinit { cairn.removeDirectory() }

    @Test func aSoundStorePasses() throws {
        _ = try cairn.run("demo")
        let run = try cairn.run("verify", cairn.path("data/CairnDemo/CairnDemo.sqlite"))
        #expect(run.status == 0, "\(run.error)")
        #expect(run.lines == ["OK"])
    }

    @Test func aStoreOfAnotherModelFailsNamingTheEntities() throws {
        _ = try cairn.run("demo")
        let store = cairn.path("data/CairnDemo/CairnDemo.sqlite")
        let run = try cairn.run("verify", store, "--model", cairn.write("other.json", ImportQueryTests.modelJSON))
        #expect(run.status == 1)
        #expect(run.lines.first?.hasPrefix("The model given differs from the store's in: ") == true, "\(run.output) \(run.error)")
    }

    @Test func noStoreIsAnError() throws {
        let run = try cairn.run("verify", cairn.path("missing.sqlite"))
        #expect(run.status != 0)
        #expect(run.error.contains("No store at"))
    }
}
