import CairnFiles
import Foundation
import Testing

@testable import CairnDefaults

@Suite struct DefaultsPersistenceTests {
    let sandbox = Sandbox()

    /// Waits (bounded) until `condition` holds; the background write has no completion signal.
    func eventually(_ condition: () throws -> Bool) rethrows -> Bool {
        for _ in 0..<2_000 {
            if try condition() { return true }
            usleep(1_000)
        }
        return try condition()
    }

    @Test func setIsPersistedWithoutSynchronize() throws {
        let defaults = try sandbox.defaults()
        defaults.set(true, forKey: "didCompleteOnboarding")
        #expect(eventually { (try? sandbox.fileContents()["didCompleteOnboarding"] as? Bool) == true })
    }

    @Test func releasingTheLastHandleFlushes() throws {
        do {
            let defaults = try sandbox.defaults()
            defaults.set("dark", forKey: "theme")
        }
        #expect(try sandbox.fileContents()["theme"] as? String == "dark")
        #expect(try sandbox.defaults().string(forKey: "theme") == "dark")
    }

    @Test func manySetsCostFewWrites() throws {
        let defaults = try sandbox.defaults()
        for index in 0..<10_000 { defaults.set(index, forKey: "k\(index % 100)") }
        try defaults.flush()
        #expect(try sandbox.fileContents().count == 100)
        // Each write is preceded by a coalescing pause, so there are far fewer writes than sets.
        #expect(defaults.store.writeCount < 1_000)
        print("10,000 sets: \(defaults.store.writeCount) file writes")
    }

    @Test func removalIsPersisted() throws {
        let defaults = try sandbox.defaults()
        defaults.set(1, forKey: "a")
        defaults.set(2, forKey: "b")
        try defaults.flush()
        defaults.removeObject(forKey: "a")
        try defaults.flush()
        #expect(try sandbox.fileContents().keys.sorted() == ["b"])
    }

    @Test func corruptFileIsMovedAsideAndLastGoodCopyRestored() throws {
        do {
            let defaults = try sandbox.defaults()
            defaults.set("dark", forKey: "theme")
            try defaults.flush()
            defaults.set(3, forKey: "launches")
            try defaults.flush()  // the previous version becomes the last good copy
        }
        let url = sandbox.fileURL()
        try Data("<?xml garbage".utf8).write(to: url)
        let defaults = try sandbox.defaults()
        try defaults.flush()  // recovery is done under the file lock by now (by this or a previous store)
        #expect(defaults.string(forKey: "theme") == "dark")
        let names = try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
        let aside = try #require(names.first { $0.contains(".corrupt-") })
        #expect(try String(contentsOf: url.deletingLastPathComponent().appendingPathComponent(aside), encoding: .utf8) == "<?xml garbage")
        #expect(sandbox.recorder.messages(.error).contains { $0.contains("restored") })
        #expect(try sandbox.fileContents()["theme"] as? String == "dark")
    }

    @Test func corruptFileWithoutBackupStartsEmptyButIsKept() throws {
        let url = sandbox.fileURL()
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data([0xFF, 0x00, 0x13]).write(to: url)
        let defaults = try sandbox.defaults()
        #expect(defaults.dictionaryRepresentation().isEmpty)
        defaults.set(1, forKey: "fresh")
        try defaults.flush()
        let names = try FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)
        #expect(names.contains { $0.contains(".corrupt-") })
        #expect(sandbox.recorder.messages(.error).contains { $0.contains("no good copy") })
    }

    @Test func fileCorruptedWhileOpenIsRecoveredOnNextWrite() throws {
        let defaults = try sandbox.defaults()
        defaults.set("a", forKey: "one")
        try defaults.flush()
        defaults.set("b", forKey: "two")
        try defaults.flush()
        try Data("not a plist".utf8).write(to: sandbox.fileURL())
        defaults.set("c", forKey: "three")
        try defaults.flush()
        let onDisk = try sandbox.fileContents()
        #expect(onDisk["one"] as? String == "a")
        #expect(onDisk["two"] as? String == "b")  // this process's last view beats the older backup
        #expect(onDisk["three"] as? String == "c")
        #expect(sandbox.recorder.messages(.error).contains { $0.contains("this process last saw") })
    }
}
