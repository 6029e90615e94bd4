import Cairn
import CairnData
import Foundation
import Testing

/// `#Index` in both of SwiftData's forms makes the entity's indexes, which the store creates; an
/// R-tree index is an ordinary one over the same properties.
@Suite struct IndexMacroTests {
    func indexes(of type: any PersistentModel.Type) throws -> [[String]] {
        let container = try Fixture.memory(type)
        let entity = try #require(container.persistentContainer.managedObjectModel.entitiesByName[String(describing: type)])
        return entity.indexes.map { $0.elements.map(\.propertyName) }
    }

    @Test func indexKindsGiveOneIndexEach() throws {
        #expect(try indexes(of: Place.self) == [["name"], ["latitude", "longitude"]])
        let index = Schema.Index<Place>(.binary([\.name]), .rtree([\.latitude]))
        #expect(index.indices.count == 2)
    }

    @Test func keyPathGroupsGiveOneIndexEach() throws {
        #expect(try indexes(of: Visit.self) == [["day"], ["place", "day"]])
    }

    @Test func anIndexedModelSavesAndFetches() throws {
        let context = ModelContext(try Fixture.memory(Place.self))
        context.insert(Place(name: "Oslo", latitude: 59.9, longitude: 10.7))
        context.insert(Place(name: "Lima", latitude: -12.0, longitude: -77.0))
        try context.save()
        let north = try context.fetch(FetchDescriptor<Place>(predicate: #Predicate { $0.latitude > 0 }))
        #expect(north.map(\.name) == ["Oslo"])
    }
}
