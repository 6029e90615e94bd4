import Cairn
import Foundation

/// Models the `cairn diagram` tests draw.
enum DiagramModels {
    /// The seeds' recipe model: recipes with instructions, ratings and ingredient usages.
    static func recipes() -> ManagedObjectModel {
        let model = ManagedObjectModel {
            EntityDescription(name: "Recipe") {
                AttributeDescription(name: "title", type: .string, isOptional: false)
                AttributeDescription(name: "creationDate", type: .date, isOptional: false)
                AttributeDescription(name: "recipeDescription", type: .string)
                AttributeDescription(name: "level", type: .integer16, isOptional: false, defaultValue: 0)
                AttributeDescription(name: "category", type: .string)
                RelationshipDescription(name: "instructions", destination: "Instruction", inverse: "recipe", toMany: true, deleteRule: .cascade)
                RelationshipDescription(name: "ratings", destination: "UserRating", inverse: "recipe", toMany: true, deleteRule: .cascade)
                RelationshipDescription(name: "ingredientUsages", destination: "IngredientUsage", inverse: "recipe", toMany: true, deleteRule: .cascade)
            }
            EntityDescription(name: "Ingredient") {
                AttributeDescription(name: "name", type: .string, isOptional: false)
                RelationshipDescription(name: "usages", destination: "IngredientUsage", inverse: "ingredient", toMany: true)
            }
            EntityDescription(name: "IngredientUsage") {
                AttributeDescription(name: "amount", type: .string)
                RelationshipDescription(name: "recipe", destination: "Recipe", inverse: "ingredientUsages")
                RelationshipDescription(name: "ingredient", destination: "Ingredient", inverse: "usages")
            }
            EntityDescription(name: "Instruction") {
                AttributeDescription(name: "instructionDescription", type: .string)
                AttributeDescription(name: "title", type: .string)
                RelationshipDescription(name: "recipe", destination: "Recipe", inverse: "instructions")
            }
            EntityDescription(name: "UserRating") {
                AttributeDescription(name: "name", type: .string)
                AttributeDescription(name: "rating", type: .integer64, isOptional: false, defaultValue: 0)
                AttributeDescription(name: "ratingDescription", type: .string)
                RelationshipDescription(name: "recipe", destination: "Recipe", inverse: "ratings")
            }
        }
        model.versionIdentifier = "Recipes"
        return model
    }

    /// 31 entities: a chain of 12, a hub joined to 8 spokes both ways, an inheritance tree of 6
    /// under an abstract root, an entity with 24 attributes and long names, self-relationships,
    /// two relationships between the same pair, and one entity on its own.
    static func large() -> ManagedObjectModel {
        var entities: [EntityDescription] = []
        for index in 0..<12 {
            var properties: [PropertyDescription] = [AttributeDescription(name: "label\(index)", type: .string)]
            if index > 0 { properties.append(RelationshipDescription(name: "previous", destination: "Chain\(index - 1)", inverse: "next")) }
            if index < 11 {
                properties.append(
                    RelationshipDescription(
                        name: "next", destination: "Chain\(index + 1)", inverse: "previous", toMany: true, ordered: true, deleteRule: .cascade))
            }
            entities.append(EntityDescription(name: "Chain\(index)", properties: properties))
        }
        var hub: [PropertyDescription] = [AttributeDescription(name: "createdAt", type: .date, isOptional: false)]
        for index in 0..<8 {
            hub.append(RelationshipDescription(name: "spokes\(index)", destination: "Spoke\(index)", inverse: "hub", toMany: true, deleteRule: .deny))
            entities.append(
                EntityDescription(
                    name: "Spoke\(index)",
                    properties: [
                        AttributeDescription(name: "weight", type: .double),
                        RelationshipDescription(name: "hub", destination: "Hub", inverse: "spokes\(index)", isOptional: false),
                    ]))
        }
        hub.append(RelationshipDescription(name: "parentHub", destination: "Hub", inverse: "childHubs"))
        hub.append(RelationshipDescription(name: "childHubs", destination: "Hub", inverse: "parentHub", toMany: true))
        entities.append(EntityDescription(name: "Hub", properties: hub))
        entities.append(EntityDescription(name: "Shape", isAbstract: true, properties: [AttributeDescription(name: "area", type: .double)]))
        for (name, parent) in [
            ("Polygon", "Shape"), ("Ellipse", "Shape"), ("Triangle", "Polygon"), ("Square", "Polygon"), ("Circle", "Ellipse"), ("Pentagon", "Polygon"),
        ] {
            entities.append(
                EntityDescription(name: name, superentity: parent, properties: [AttributeDescription(name: "\(name.lowercased())Sides", type: .integer32)]))
        }
        entities.append(
            EntityDescription(
                name: "AVeryLongEntityNameForAReallyDetailedConfigurationRecord",
                properties: (0..<24).map {
                    AttributeDescription(name: "someRatherLongAttributeName\($0)", type: AttributeType.allCases[$0 % 13], isOptional: $0 % 2 == 0)
                }
                    + [
                        RelationshipDescription(name: "owner", destination: "Hub", deleteRule: .nullify),
                        RelationshipDescription(name: "backupOwner", destination: "Hub", deleteRule: .noAction),
                    ]))
        entities.append(EntityDescription(name: "Lonely", properties: []))
        entities.append(
            EntityDescription(
                name: "Node",
                properties: [
                    RelationshipDescription(name: "linkedNodes", destination: "Node", toMany: true),
                    RelationshipDescription(name: "square", destination: "Square"),
                ]))
        return ManagedObjectModel(entities: entities)
    }

    /// `model` as a Cairn model JSON file's contents.
    static func json(_ model: ManagedObjectModel) throws -> String {
        String(decoding: try ModelSchema(model).encoded(), as: UTF8.self)
    }
}
