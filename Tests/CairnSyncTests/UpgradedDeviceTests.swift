import Cairn
import CairnSync
import CairnTestSupport
import Foundation
import Testing

/// A device upgraded in place to a newer model gets the values newer devices set for the
/// properties its older model could not hold (they were kept in sync's state meanwhile).
@Suite struct UpgradedDeviceTests {
    let directory = TemporaryDirectory()

    /// The notes model with `pinned` added.
    static let newer = ManagedObjectModel {
        EntityDescription(name: "SyncedNote") {
            SyncedNotes.identity()
            AttributeDescription(name: "title", type: .string)
            AttributeDescription(name: "body", type: .string)
            AttributeDescription(name: "pinned", type: .boolean)
        }
    }

    /// The same without `pinned`.
    static let older = ManagedObjectModel {
        EntityDescription(name: "SyncedNote") {
            SyncedNotes.identity()
            AttributeDescription(name: "title", type: .string)
            AttributeDescription(name: "body", type: .string)
        }
    }

    func pinned(on device: SyncedNotes.Device) throws -> [Bool?] {
        let context = device.container.viewContext
        return try context.performAndWait {
            try context.fetch(FetchRequest<ManagedObject>(entityName: "SyncedNote")).map {
                $0.entity.attributesByName["pinned"] == nil ? nil : ($0.value(forKey: "pinned") as? NSNumber)?.boolValue
            }
        }
    }

    func device(_ name: String, model: ManagedObjectModel, server: InProcessSyncServer) throws -> SyncedNotes.Device {
        try SyncedNotes.Device(directory: directory, name: name, server: server, model: model, entities: ["SyncedNote"])
    }

    @Test func anUpgradedDeviceWritesTheValuesItsOlderModelCouldNotHold() async throws {
        let server = InProcessSyncServer()
        await server.register(token: "token", user: SyncedNotes.user)
        let newer = try device("newer", model: Self.newer, server: server)
        try await newer.save { context in
            let note = try SyncedNotes.insert("SyncedNote", in: context)
            note.setValue("plan", forKey: "title")
            note.setValue(true, forKey: "pinned")
        }
        try await newer.engine.sync()
        do {
            let device = try self.device("upgraded", model: Self.older, server: server)
            try await device.engine.sync()
            #expect(try pinned(on: device) == [nil])
        }
        // The app ships the newer model: the store migrates, the engine starts on it.
        let upgraded = try device("upgraded", model: Self.newer, server: server)
        try await upgraded.engine.sync()
        #expect(try pinned(on: upgraded) == [true])
    }
}
