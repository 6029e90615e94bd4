import Foundation
import Testing

@testable import Cairn

/// Derived and composite attributes across a migration: new derived values are computed for the
/// existing objects (not left empty until each object happens to be saved), composite elements
/// are carried like attributes.
@Suite struct DerivedAndCompositeMigrationTests {
    typealias M = MigrationModels

    @Test func newDerivedAttributesHaveTheirValuesRightAfterTheMigration() throws {
        let fixture = MigrationFixture()
        try fixture.write(LightweightMigrationTests.version1(), LightweightMigrationTests.fillVersion1)
        let version2 = LightweightMigrationTests.version1()
        version2.entitiesByName["Folder"]!.declaredProperties += [
            DerivedAttributeDescription(name: "noteCount", type: .integer64, derivationExpression: DerivedAttributeModel.expression("notes.@count")),
            DerivedAttributeDescription(name: "searchName", type: .string, derivationExpression: DerivedAttributeModel.expression("canonical:(name)")),
        ]
        version2.entitiesByName["Note"]!.declaredProperties.append(
            DerivedAttributeDescription(name: "folderName", type: .string, derivationExpression: DerivedAttributeModel.expression("folder.name")))
        let container = try fixture.open(version2)
        #expect(try fixture.rows(container, "Folder", ["name", "noteCount", "searchName"]) == [["name": "Inbox", "noteCount": "3", "searchName": "inbox"]])
        #expect(try fixture.rows(container, "Note", ["name", "folderName"]).map { $0["folderName"]! } == ["Inbox", "Inbox", "Inbox"])
    }

    @Test func compositeElementsAreCarriedAndRenamed() throws {
        let fixture = MigrationFixture()
        func place(_ elements: [AttributeDescription]) -> ManagedObjectModel {
            ManagedObjectModel {
                M.entity("Place") {
                    M.attribute("name", .string)
                    CompositeAttributeDescription(name: "location", elements: elements)
                }
            }
        }
        try fixture.write(place([M.attribute("lat", .double), M.attribute("lon", .double)])) { context, model in
            let paris = ManagedObject(entity: model.entitiesByName["Place"]!, insertInto: context)
            paris.setValue("Paris", forKey: "name")
            paris.setValue(["lat": 48.85, "lon": 2.35], forKey: "location")
        }
        let version2 = place([
            M.attribute("latitude", .double, renamedFrom: "lat"), M.attribute("longitude", .double, renamedFrom: "lon"), M.attribute("label", .string),
        ])
        let container = try fixture.open(version2)
        let context = container.newBackgroundContext()
        try context.performAndWait {
            let paris = try #require(try context.fetch(FetchRequest<ManagedObject>(entityName: "Place")).first)
            let location = try #require(paris.value(forKey: "location") as? [String: Any])
            #expect(location["latitude"] as? Double == 48.85 && location["longitude"] as? Double == 2.35 && location["label"] == nil)
        }
    }
}
