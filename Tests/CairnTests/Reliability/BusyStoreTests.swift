import Cairn
import CairnTestSupport
import Foundation
import GRDB
import Testing

/// Several connections on one store (other processes, other coordinators) wait for each other's
/// locks instead of failing with "database is locked"; a lock held past the store's timeout gives
/// `storeTimeout` (134090) saying what to do.
@Suite struct BusyStoreTests {
    @Test func savesOfTwoCoordinatorsOnOneStoreAllSucceed() async throws {
        let directory = TemporaryDirectory()
        let url = directory.url.appendingPathComponent("Busy.sqlite")
        let stores = [try StoreFileFixture(url), try StoreFileFixture(url)]
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (number, store) in stores.enumerated() {
                group.addTask {
                    for save in 0..<150 { try store.insert(3, named: "w\(number)-s\(save)") }
                }
            }
            try await group.waitForAll()
        }
        let names = try StoreFileFixture(url).names()
        #expect(names.count == 900)
        #expect(Set(names).count == 900)
    }

    @Test func openingAStoreWhileAnotherConnectionWritesDoesNotWait() throws {
        let directory = TemporaryDirectory()
        let url = directory.url.appendingPathComponent("Open.sqlite")
        try StoreFileFixture(url).insert(1, named: "first")
        let other = try DatabaseQueue(path: url.path)
        try other.writeWithoutTransaction { db in
            try db.execute(sql: "BEGIN IMMEDIATE")
            defer { try? db.execute(sql: "ROLLBACK") }
            // A store whose schema and indexes are current opens by reading only.
            let started = Date()
            let store = try StoreFileFixture(url, options: [PersistentStoreOption.timeout: "2"])
            #expect(Date().timeIntervalSince(started) < 1)
            #expect(try store.names() == ["first-0"])
        }
    }

    @Test func aLockHeldPastTheTimeoutFailsTheSaveWithStoreTimeout() throws {
        let directory = TemporaryDirectory()
        let url = directory.url.appendingPathComponent("Held.sqlite")
        let store = try StoreFileFixture(url, options: [PersistentStoreOption.timeout: "0.3"])
        let other = try DatabaseQueue(path: url.path)
        try other.writeWithoutTransaction { db in
            try db.execute(sql: "BEGIN IMMEDIATE")
            defer { try? db.execute(sql: "ROLLBACK") }
            let started = Date()
            let error = #expect(throws: CairnError.self) { try store.insert(1, named: "late") }
            #expect(Date().timeIntervalSince(started) >= 0.25, "waited for the timeout first")
            #expect(error?.code == .storeTimeout)
            #expect(error?.message.contains("longer than the store's timeout") == true, "\(error?.message ?? "")")
            #expect(error?.sqliteResultCode == 5)
        }
        // The lock is gone: the same context saves now, with the changes the failed save kept
        // (Core Data keeps a failed save's changes in the context).
        try store.insert(1, named: "later")
        #expect(try store.names().sorted() == ["late-0", "later-0"])
    }

    @Test(arguments: ["soon", "-1", "inf"])
    func aTimeoutThatIsNotANumberOfSecondsIsNamed(_ value: String) throws {
        let directory = TemporaryDirectory()
        let url = directory.url.appendingPathComponent("Options.sqlite")
        let error = #expect(throws: CairnError.self) { try StoreFileFixture(url, options: [PersistentStoreOption.timeout: value]) }
        #expect(error?.message.contains("PersistentStoreOption.timeout") == true)
        #expect(error?.message.contains("\"\(value)\"") == true)
        #expect(!FileManager.default.fileExists(atPath: url.path), "nothing created")
    }
}
