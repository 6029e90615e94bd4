import Cairn
import Foundation
import Testing

/// Model configurations (named subsets of the entities), built in code or read from Xcode's
/// `<configuration>` elements.
@Suite struct ModelConfigurationTests {
    @Test func configurationsBuiltInCode() throws {
        let note = EntityDescription(name: "Note")
        let draft = EntityDescription(name: "Draft")
        let model = ManagedObjectModel(entities: [note, draft])
        model.setEntities([draft], forConfigurationName: "Local")
        #expect(model.configurations == ["Local"])
        #expect(model.entities(forConfigurationName: "Local")?.map(\.name) == ["Draft"])
        #expect(model.entities(forConfigurationName: nil)?.map(\.name) == ["Note", "Draft"])
        #expect(model.entities(forConfigurationName: ManagedObjectModel.defaultConfigurationName)?.count == 2)
        #expect(model.entities(forConfigurationName: "Elsewhere") == nil)
    }

    @Test func xcodeConfigurationsAreRead() throws {
        let model = try ManagedObjectModel(xcodeModelAt: XcodeFixtures.url("Catalog.xcdatamodel"))
        #expect(model.configurations == ["Remote"])
        #expect(model.entities(forConfigurationName: "Remote")?.map(\.name) == ["Sample"])
    }

    @Test func anXcodeConfigurationListingAnUnknownEntityIsAnError() throws {
        try XcodeFixtures.withTemporaryFolder { folder in
            let contents = try XcodeFixtures.writeModel(entity: "Note", body: "", in: folder)
            let xml = try String(contentsOf: contents, encoding: .utf8).replacingOccurrences(
                of: "</model>", with: "<configuration name=\"Cloud\"><memberEntity name=\"Nope\"/></configuration></model>")
            try Data(xml.utf8).write(to: contents)
            let error = #expect(throws: CairnError.self) { try ManagedObjectModel(xcodeModelAt: contents) }
            #expect(error?.code == .modelFile)
            #expect(error?.message.contains("configuration 'Cloud' lists the entity 'Nope'") == true)
        }
    }
}
