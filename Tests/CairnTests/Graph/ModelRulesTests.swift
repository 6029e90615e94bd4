import Cairn
import Foundation
import Testing

/// Constraints, indexes and validation settings in the model: checked when it is frozen, part of
/// the version hash exactly as in Core Data, kept in the store's serialized model.
@Suite struct ModelRulesTests {
    private func freezeError(_ configure: (EntityDescription, AttributeDescription) -> Void) -> CairnError? {
        let attribute = AttributeDescription(name: "name", type: .string)
        let entity = EntityDescription(
            name: "Thing",
            properties: [
                attribute, AttributeDescription(name: "count", type: .integer32),
                AttributeDescription(name: "scratch", type: .string, isTransient: true),
                RelationshipDescription(name: "parts", destination: "Thing", toMany: true),
            ])
        configure(entity, attribute)
        return #expect(throws: CairnError.self) { try ManagedObjectModel(entities: [entity]).freeze() }
    }

    @Test func inconsistentRulesAreModelErrorsNamingTheProperty() {
        let cases: [(String, (EntityDescription, AttributeDescription) -> Void)] = [
            ("missing", { entity, _ in entity.uniquenessConstraints = [["missing"]] }),
            ("parts", { entity, _ in entity.uniquenessConstraints = [["name", "parts"]] }),
            ("scratch", { entity, _ in entity.indexes = [FetchIndexDescription(["scratch"])] }),
            ("name", { _, attribute in attribute.regularExpression = "([a-z" }),
            ("name", { _, attribute in attribute.minValue = .integer(1) }),
            (
                "name",
                { _, attribute in
                    attribute.minLength = 5
                    attribute.maxLength = 2
                }
            ),
        ]
        for (property, configure) in cases {
            let error = freezeError(configure)
            #expect(error?.code == .invalidModel && error?.propertyName == property, "\(error?.message ?? "no error")")
        }
    }

    private func hash(_ configure: (EntityDescription) -> Void) throws -> Data {
        let entity = EntityDescription(
            name: "Thing",
            properties: [
                AttributeDescription(name: "name", type: .string), AttributeDescription(name: "count", type: .integer32),
            ])
        configure(entity)
        let model = ManagedObjectModel(entities: [entity])
        try model.freeze()
        return model.versionHash
    }

    @Test func constraintsChangeTheVersionHashIndexesAndValidationDoNot() throws {
        let plain = try hash { _ in }
        #expect(try hash { $0.uniquenessConstraints = [["name"]] } != plain)
        #expect(try hash { $0.indexes = [FetchIndexDescription(["name", "count"])] } == plain)
        #expect(try hash { ($0.declaredProperties[0] as! AttributeDescription).maxLength = 3 } == plain)
    }

    @Test func theStoredModelKeepsTheRules() throws {
        let model = GraphModels.recipes()
        try model.freeze()
        let rebuilt = try ModelSchema.decode(ModelSchema(model).encoded()).makeModel()
        try rebuilt.freeze()
        #expect(rebuilt.versionHash == model.versionHash)
        let recipe = try #require(rebuilt.entitiesByName["Recipe"])
        #expect(recipe.indexes == [FetchIndexDescription(name: "byCategoryAndLevel", ["category", "level"])])
        #expect(rebuilt.entitiesByName["Ingredient"]?.uniquenessConstraints == [["name"]])
        let level = try #require(recipe.attributesByName["level"])
        #expect(level.minValue?.numericValue == 1 && level.maxValue?.numericValue == 5)
        #expect(recipe.attributesByName["title"]?.maxLength == 100)
    }
}
