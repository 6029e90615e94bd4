import Cairn
import Foundation
import Testing

/// A model is a builder until a coordinator freezes it; from then on a change traps before it
/// happens, and settings read from any thread are never raced on.
@Suite struct ModelFreezeTests {
    private static func model() -> ManagedObjectModel {
        ManagedObjectModel {
            EntityDescription(name: "Note") {
                AttributeDescription(name: "text", type: .string)
                RelationshipDescription(name: "tags", destination: "Tag", inverse: "notes", toMany: true)
            }
            EntityDescription(name: "Tag") {
                AttributeDescription(name: "name", type: .string)
                RelationshipDescription(name: "notes", destination: "Note", inverse: "tags", toMany: true)
            }
        }
    }

    @Test func changingAFrozenEntityTraps() async {
        await #expect(processExitsWith: .failure) {
            let model = Self.model()
            try model.freeze()
            model.entitiesByName["Note"]!.name = "Renamed"
        }
    }

    @Test func changingAFrozenAttributeTraps() async {
        await #expect(processExitsWith: .failure) {
            let model = Self.model()
            _ = PersistentStoreCoordinator(managedObjectModel: model)
            (model.entitiesByName["Note"]!.attributesByName["text"]!).attributeType = .integer64
        }
    }

    @Test func changingAFrozenModelTraps() async {
        await #expect(processExitsWith: .failure) {
            let model = Self.model()
            try model.freeze()
            model.entities = []
        }
    }

    @Test func frozenSettingsReadTheSameOnEveryThread() async throws {
        let model = Self.model()
        try model.freeze()
        let names = await withTaskGroup(of: [String].self) { group in
            for _ in 0..<8 {
                group.addTask {
                    (0..<200).flatMap { _ in model.entities.flatMap { entity in entity.properties.map { "\(entity.entityName).\($0.name)" } } }
                }
            }
            return await group.reduce(into: Set<String>()) { $0.formUnion($1) }
        }
        #expect(names == ["Note.text", "Note.tags", "Tag.name", "Tag.notes"])
    }

    /// A model shared between threads while it is built: every read and write is serialized by
    /// the description's lock (ThreadSanitizer, which CI runs, reports a race otherwise).
    @Test func buildingSharedAcrossThreadsIsSerialized() async throws {
        let model = Self.model()
        let text = try #require(model.entitiesByName["Note"]?.declaredProperties.first as? AttributeDescription)
        await withTaskGroup(of: Void.self) { group in
            for worker in 0..<4 {
                group.addTask {
                    for step in 0..<500 {
                        if worker.isMultiple(of: 2) { text.maxLength = step } else { _ = text.maxLength }
                    }
                }
            }
        }
        try model.freeze()
        #expect(text.maxLength != nil)
    }
}
