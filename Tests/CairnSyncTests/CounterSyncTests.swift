import Cairn
import CairnSync
import CairnTestSupport
import Foundation
import Testing

/// Counters: increments made on several devices offline all count, where a plain attribute keeps
/// only the latest value.
@Suite struct CounterSyncTests {
    let directory = TemporaryDirectory()

    static let model = ManagedObjectModel {
        EntityDescription(name: "Post") {
            SyncedNotes.identity()
            AttributeDescription(name: "likes", type: .integer64)
            AttributeDescription(name: "views", type: .integer64)
        }
    }

    func likes(on device: SyncedNotes.Device) throws -> [Int] {
        let context = device.container.viewContext
        return try context.performAndWait {
            try context.fetch(FetchRequest<ManagedObject>(entityName: "Post")).flatMap { post in
                ["likes", "views"].map { (post.value(forKey: $0) as? NSNumber)?.intValue ?? -1 }
            }
        }
    }

    func add(_ likes: Int, views: Int, on device: SyncedNotes.Device) async throws {
        try await device.save { context in
            let post = try #require(try context.fetch(FetchRequest<ManagedObject>(entityName: "Post")).first)
            post.setValue(((post.value(forKey: "likes") as? NSNumber)?.intValue ?? 0) + likes, forKey: "likes")
            post.setValue(((post.value(forKey: "views") as? NSNumber)?.intValue ?? 0) + views, forKey: "views")
        }
    }

    @Test func incrementsOnTwoDevicesOfflineAllCount() async throws {
        let server = InProcessSyncServer()
        await server.register(token: "token", user: SyncedNotes.user)
        let counters = ["Post": Set(["likes"])]
        let a = try SyncedNotes.Device(directory: directory, name: "A", server: server, model: Self.model, entities: ["Post"], counters: counters)
        let b = try SyncedNotes.Device(directory: directory, name: "B", server: server, model: Self.model, entities: ["Post"], counters: counters)
        try await a.save { context in
            let post = try SyncedNotes.insert("Post", in: context)
            post.setValue(5, forKey: "likes")
            post.setValue(5, forKey: "views")
        }
        try await a.engine.sync()
        try await b.engine.sync()
        #expect(try likes(on: b) == [5, 5])
        // Offline: A adds 2 (in two saves), B adds 3.
        try await add(1, views: 1, on: a)
        try await add(1, views: 1, on: a)
        try await add(3, views: 3, on: b)
        for device in [a, b, a] { try await device.engine.sync() }
        // likes counts every increment; views, a plain attribute, keeps the later value.
        #expect(try likes(on: a) == [10, 8])
        #expect(try likes(on: b) == [10, 8])
    }

    @Test func aCounterThatIsNotAnIntegerIsAClearError() throws {
        let error = #expect(throws: SyncError.self) {
            try SyncedNotes.Device(
                directory: directory, name: "C", server: InProcessSyncServer(), model: SyncedNotes.model, counters: ["SyncedNote": ["title"]])
        }
        #expect(error?.message.contains("SyncedNote.title is named a counter, but only an integer attribute can be one") == true)
    }
}
