import CairnTestSupport
import Foundation
import Testing

@testable import Cairn

/// What a derived attribute may compute, checked when the model is first used, and how Xcode
/// models declare them.
@Suite struct DerivedAttributeModelTests {
    /// The error freezing a model of `Item` (`name`, `price`, `tags`, `owner`, `parts`) and `Part`
    /// (`weight`, `item`) gives for a derived attribute of `type` computing `derivation`.
    private func modelError(_ derivation: String, type: AttributeType, inverses: Bool = true) throws -> CairnError {
        let model = ManagedObjectModel {
            EntityDescription(name: "Item") {
                AttributeDescription(name: "name", type: .string)
                AttributeDescription(name: "price", type: .double)
                AttributeDescription(name: "tags", codable: [String].self)
                DerivedAttributeDescription(name: "derived", type: type, derivationExpression: DerivedAttributeModel.expression(derivation))
                RelationshipDescription(name: "parts", destination: "Part", inverse: inverses ? "item" : nil, toMany: true)
            }
            EntityDescription(name: "Part") {
                AttributeDescription(name: "weight", type: .integer32)
                AttributeDescription(name: "label", type: .string)
                RelationshipDescription(name: "item", destination: "Item", inverse: inverses ? "parts" : nil)
            }
        }
        return try #require(throws: CairnError.self) { try model.freeze() }
    }

    @Test(arguments: [
        ("parts.@count", AttributeType.string, "integer type"),
        ("parts.@sum.label", .double, "not a number"),
        ("parts.@sum.weight", .string, "cannot hold"),
        ("parts.weight", .integer64, "through a to-many relationship"),
        ("name.@count", .integer64, "not a relationship"),
        ("lowercase:(price)", .string, "not a string"),
        ("now()", .string, "date attribute"),
        ("missing", .string, "not an attribute of 'Item'"),
        ("tags", .transformable, "transformable"),
        ("price", .integer64, "cannot hold"),
        ("uppercase:(name)", .string, "cannot compute"),
        ("price + 1", .double, "cannot compute"),
    ])
    func derivationsThatCannotBeComputedAreModelErrors(_ derivation: String, _ type: AttributeType, _ problem: String) throws {
        let error = try modelError(derivation, type: type)
        #expect(error.code == .invalidModel)
        #expect(error.message.contains("Item.derived") && error.message.contains(problem), "\(error.message)")
    }

    @Test func aRelationshipWithoutInverseIsAModelError() throws {
        let error = try modelError("parts.@sum.weight", type: .integer64, inverses: false)
        #expect(error.message.contains("has no inverse") && error.message.contains("Item.parts"), "\(error.message)")
    }

    @Test func theDerivationIsPartOfTheVersionHash() throws {
        func hash(_ derivation: String) throws -> Data {
            let model = ManagedObjectModel {
                EntityDescription(name: "Thing") {
                    AttributeDescription(name: "name", type: .string)
                    DerivedAttributeDescription(name: "key", type: .string, derivationExpression: DerivedAttributeModel.expression(derivation))
                }
            }
            try model.freeze()
            return model.entitiesByName["Thing"]!.versionHash
        }
        #expect(try hash("lowercase:(name)") != hash("canonical:(name)"))
        #expect(try hash("lowercase:(name)") == hash("lowercase:(name)"))
    }

    @Test func xcodeModelsDeclareDerivedAttributes() throws {
        try XcodeFixtures.withTemporaryFolder { folder in
            let file = try XcodeFixtures.writeModel(
                entity: "Thing",
                body: """
                    <attribute name="title" optional="YES" attributeType="String"/>
                    <attribute name="searchTitle" optional="YES" attributeType="String" derived="YES" derivationExpression="canonical:(title)"/>
                    <attribute name="stamp" optional="YES" attributeType="Date" derived="YES" derivationExpression="now()" usesScalarValueType="NO"/>
                    """, in: folder)
            let model = try ManagedObjectModel(xcodeModelAt: file)
            let thing = try #require(model.entitiesByName["Thing"])
            let search = try #require(thing.declaredProperties[1] as? DerivedAttributeDescription)
            #expect(search.derivationExpression == .function("canonical:", [.keyPath("title")]))
            #expect((thing.declaredProperties[2] as? DerivedAttributeDescription)?.derivationExpression == .function("now", []))
            let stack = try TestStack(.sqliteFile, model: model)
            try stack.context.performAndWait {
                let object = ManagedObject(entity: thing, insertInto: stack.context)
                object.setValue("Ärger", forKey: "title")
                try stack.context.save()
                #expect(object.value(forKey: "searchTitle") as? String == "arger")
                #expect(object.value(forKey: "stamp") is Date)
            }
        }
    }

    @Test func xcodeDerivationsThatDoNotParseNameTheAttribute() throws {
        try XcodeFixtures.withTemporaryFolder { folder in
            let file = try XcodeFixtures.writeModel(
                entity: "Thing",
                body: """
                    <attribute name="title" optional="YES" attributeType="String"/>
                    <attribute name="broken" optional="YES" attributeType="String" derived="YES" derivationExpression="lowercase:(title"/>
                    """, in: folder)
            let error = try #require(throws: CairnError.self) { try ManagedObjectModel(xcodeModelAt: file) }
            #expect(error.code == .modelFile && error.message.contains("Thing.broken") && error.message.contains("does not parse"), "\(error.message)")
        }
    }
}

/// A store describes its own model (for tools and migrations): derived and composite attributes
/// included, with the same version hashes.
@Suite struct StoredModelAttributeTests {
    @Test func theStoredModelKeepsDerivationsAndElements() throws {
        let model = DerivedAttributeModel.make()
        let places = CompositeAttributeTests.model().entities[0]
        model.entities.append(EntityDescription(name: places.entityName, properties: places.declaredProperties))
        let stack = try TestStack(.sqliteFile, model: model)
        let metadata = try SQLiteStore.readMetadata(at: stack.directory.url.appendingPathComponent("Test.sqlite"))
        let stored = try #require(try metadata.storedModel())
        try stored.freeze()
        #expect(stored.entityVersionHashesByName == model.entityVersionHashesByName)
        #expect(
            (stored.entitiesByName["Folder"]?.attributesByName["noteCount"] as? DerivedAttributeDescription)?.derivationExpression == .keyPath("notes.@count"))
        #expect(
            (stored.entitiesByName["Place"]?.attributesByName["location"] as? CompositeAttributeDescription)?.elements.map(\.name) == [
                "latitude", "longitude", "label",
            ])
    }
}
