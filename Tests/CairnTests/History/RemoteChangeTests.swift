import Foundation
import Testing

@testable import Cairn

/// Remote-change notifications (Core Data's `NSPersistentStoreRemoteChangeNotificationPostOptionKey`):
/// a second coordinator on the same file stands for another process here; the CLI tests run a
/// real second process.
@Suite struct RemoteChangeTests {
    typealias F = HistoryFixture

    /// A container on the fixture's store posting remote changes.
    private func watching(_ fixture: HistoryFixture) throws -> PersistentContainer {
        let container = PersistentContainer(name: "History", managedObjectModel: HistoryFixture.model())
        let description = PersistentStoreDescription(url: fixture.url)
        description.tracksPersistentHistory = true
        description.postsRemoteChangeNotifications = true
        container.persistentStoreDescriptions = [description]
        try container.loadPersistentStores()
        return container
    }

    /// What one notification said.
    struct Item: Sendable {
        var token: PersistentHistoryToken?
        var storeIdentifier: String?
        var url: URL?
        var object: ObjectIdentifier?
    }

    /// Collects the notifications `coordinator` posts.
    final class Received: @unchecked Sendable {
        // Safety: `items` is read and written under `lock`; `observer` is set once in init.
        private let lock = NSLock()
        private var items: [Item] = []
        private var observer: (any NSObjectProtocol)?

        init(_ coordinator: PersistentStoreCoordinator) {
            observer = NotificationCenter.default.addObserver(forName: .persistentStoreRemoteChange, object: coordinator, queue: nil) { [weak self] note in
                let info = note.userInfo ?? [:]
                let item = Item(
                    token: info[NSPersistentHistoryTokenKey] as? PersistentHistoryToken, storeIdentifier: info[NSStoreUUIDKey] as? String,
                    url: info[NSPersistentStoreURLKey] as? URL, object: (note.object as AnyObject?).map(ObjectIdentifier.init))
                self?.lock.withLock { self?.items.append(item) }
            }
        }

        deinit { if let observer { NotificationCenter.default.removeObserver(observer) } }

        /// Waits (at most five seconds) until `condition` holds for what arrived.
        func wait(until condition: ([Item]) -> Bool) -> [Item] {
            let deadline = Date().addingTimeInterval(5)
            while Date() < deadline {
                let now = lock.withLock { items }
                if condition(now) { return now }
                usleep(5_000)
            }
            return lock.withLock { items }
        }
    }

    @Test func aSaveByAnotherCoordinatorPostsTheNotificationWithTheHistoryToken() throws {
        let fixture = HistoryFixture()
        let watched = try watching(fixture)
        let received = Received(watched.persistentStoreCoordinator)
        let other = try fixture.open()
        try F.insert(other, "Log", ["line": "from elsewhere"], author: "worker")
        let token = try #require(try other.persistentStoreCoordinator.currentPersistentHistoryToken())
        let notes = received.wait { notes in notes.contains { $0.token == token } }
        let note = try #require(notes.last)
        #expect(note.token == token)
        #expect(note.storeIdentifier == token.storeIdentifier)
        #expect(note.url?.lastPathComponent == fixture.url.lastPathComponent)
        #expect(note.object == ObjectIdentifier(watched.persistentStoreCoordinator))
    }

    @Test func contextsThatMergeAutomaticallyRefreshFromOtherProcessesSaves() throws {
        let fixture = HistoryFixture()
        let watched = try watching(fixture)
        let id = try F.insert(watched, "Note", ["title": "old"])
        let viewer = watched.newBackgroundContext()
        viewer.automaticallyMergesChangesFromParent = true
        let note = try viewer.performAndWait { try viewer.existingObject(with: id) }
        #expect(viewer.performAndWait { note.value(forKey: "title") as? String } == "old")
        let other = try fixture.open()
        let otherID = try #require(other.persistentStoreCoordinator.managedObjectID(forURIRepresentation: id.uriRepresentation))
        let writer = other.newBackgroundContext()
        try writer.performAndWait {
            try writer.existingObject(with: otherID).setValue("new", forKey: "title")
            try writer.save()
        }
        // The registered object changes without a fetch or refresh by the test.
        let deadline = Date().addingTimeInterval(5)
        var title: String?
        while Date() < deadline {
            title = viewer.performAndWait { note.value(forKey: "title") as? String }
            if title == "new" { break }
            usleep(5_000)
        }
        #expect(title == "new")
    }

    @Test(.timeLimit(.minutes(1))) func remoteChangesArriveAsAnAsyncSequence() async throws {
        let fixture = HistoryFixture()
        let watched = try watching(fixture)
        let stream = watched.persistentStoreCoordinator.remoteChanges()
        let other = try fixture.open()
        try F.insert(other, "Log", ["line": "a"])
        let expected = try other.persistentStoreCoordinator.currentPersistentHistoryToken()
        // Opening the other store may have committed too: wait for the insert's change.
        for await change in stream where change.historyToken == expected {
            #expect(change.storeURL.lastPathComponent == fixture.url.lastPathComponent)
            return
        }
    }

    @Test func removingTheStoreStopsTheNotifications() throws {
        let fixture = HistoryFixture()
        let watched = try watching(fixture)
        let received = Received(watched.persistentStoreCoordinator)
        F.close(watched)
        usleep(600_000)  // the watcher's thread ends within half a second
        let other = try fixture.open()
        try F.insert(other, "Log", ["line": "unseen"])
        usleep(300_000)
        #expect(received.wait { _ in true }.isEmpty)
    }
}
