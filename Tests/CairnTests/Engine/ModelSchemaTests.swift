import Cairn
import CairnTestSupport
import Foundation
import Testing

/// The serialized model every store keeps: rebuilt, it must open the store it came from.
@Suite struct ModelSchemaTests {
    @Test func versionHashModifiersSurviveTheRoundTrip() throws {
        let title = AttributeDescription(name: "title", type: .string)
        title.versionHashModifier = "v2"
        let note = EntityDescription(name: "Note", properties: [title])
        note.versionHashModifier = "reworked"
        let model = ManagedObjectModel(entities: [note])
        try model.freeze()

        let rebuilt = try ModelSchema.decode(ModelSchema(model).encoded()).makeModel()
        try rebuilt.freeze()
        #expect(rebuilt.entityVersionHashesByName == model.entityVersionHashesByName)
        #expect(rebuilt.versionHash == model.versionHash)
    }

    @Test func aStoreOpensWithItsOwnRecordedModel() throws {
        let directory = TemporaryDirectory()
        let url = directory.url.appendingPathComponent("Notes.sqlite")
        let title = AttributeDescription(name: "title", type: .string)
        title.versionHashModifier = "v2"
        let model = ManagedObjectModel(entities: [EntityDescription(name: "Note", properties: [title])])
        let coordinator = PersistentStoreCoordinator(managedObjectModel: model)
        try coordinator.remove(try coordinator.addPersistentStore(at: url))

        let stored = try #require(try SQLiteStore.readMetadata(at: url).storedModel())
        let reader = PersistentStoreCoordinator(managedObjectModel: stored)
        #expect(throws: Never.self) { try reader.addPersistentStore(at: url) }
    }
}
