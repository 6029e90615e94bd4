import Cairn
import CairnSync
import CairnTestSupport
import Foundation
import Testing

/// Many-to-many relationships: members added on two devices offline are all kept, a removal
/// reaches the other device, and a change made from either side syncs.
@Suite struct ManyToManySyncTests {
    let directory = TemporaryDirectory()

    static let model = ManagedObjectModel {
        EntityDescription(name: "Note") {
            SyncedNotes.identity()
            AttributeDescription(name: "title", type: .string)
            RelationshipDescription(name: "tags", destination: "Tag", inverse: "notes", toMany: true)
        }
        EntityDescription(name: "Tag") {
            SyncedNotes.identity()
            AttributeDescription(name: "label", type: .string)
            RelationshipDescription(name: "notes", destination: "Note", inverse: "tags", toMany: true)
        }
    }

    func device(_ name: String, server: InProcessSyncServer) throws -> SyncedNotes.Device {
        try SyncedNotes.Device(directory: directory, name: name, server: server, model: Self.model, entities: ["Note", "Tag"])
    }

    /// Each note's title and its tags' labels, sorted.
    func tags(on device: SyncedNotes.Device) throws -> [String: [String]] {
        let context = device.container.viewContext
        return try context.performAndWait {
            Dictionary(
                uniqueKeysWithValues: try context.fetch(FetchRequest<ManagedObject>(entityName: "Note")).map { note in
                    let tags = (note.value(forKey: "tags") as? NSSet)?.allObjects.compactMap { ($0 as? ManagedObject)?.value(forKey: "label") as? String } ?? []
                    return (note.value(forKey: "title") as? String ?? "", tags.sorted())
                })
        }
    }

    static func fetch(_ entity: String, _ format: String, _ value: String, in context: ManagedObjectContext) throws -> ManagedObject {
        let request = FetchRequest<ManagedObject>(entityName: entity)
        request.predicate = FetchPredicate(format: format, value)
        return try #require(try context.fetch(request).first)
    }

    @Test func membersAddedOnTwoDevicesOfflineAreAllKeptAndARemovalArrives() async throws {
        let server = InProcessSyncServer()
        await server.register(token: "token", user: SyncedNotes.user)
        let a = try device("A", server: server)
        let b = try device("B", server: server)
        try await a.save { context in
            let note = try SyncedNotes.insert("Note", in: context)
            note.setValue("plan", forKey: "title")
            for label in ["work", "home"] {
                let tag = try SyncedNotes.insert("Tag", in: context)
                tag.setValue(label, forKey: "label")
            }
        }
        try await a.engine.sync()
        try await b.engine.sync()
        #expect(try tags(on: b) == ["plan": []])
        // Offline: A tags the note from the note's side, B from the tag's side.
        try await a.save { context in
            let note = try Self.fetch("Note", "title == %@", "plan", in: context)
            note.setValue(NSSet(object: try Self.fetch("Tag", "label == %@", "work", in: context)), forKey: "tags")
        }
        try await b.save { context in
            let tag = try Self.fetch("Tag", "label == %@", "home", in: context)
            tag.setValue(NSSet(object: try Self.fetch("Note", "title == %@", "plan", in: context)), forKey: "notes")
        }
        for device in [a, b, a] { try await device.engine.sync() }
        #expect(try tags(on: a) == ["plan": ["home", "work"]])
        #expect(try tags(on: b) == ["plan": ["home", "work"]])
        // A removal reaches the other device.
        try await b.save { context in
            let note = try Self.fetch("Note", "title == %@", "plan", in: context)
            note.setValue(NSSet(object: try Self.fetch("Tag", "label == %@", "home", in: context)), forKey: "tags")
        }
        try await b.engine.sync()
        try await a.engine.sync()
        #expect(try tags(on: a) == ["plan": ["home"]])
        #expect(await a.engine.pendingCount == 0)
    }
}
