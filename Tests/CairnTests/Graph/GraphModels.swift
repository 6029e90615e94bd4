import Cairn
import Foundation

// Models of the graph specs: seed 000's recipes, seed 003's notebooks with photo frames, and small
// models for validation, uniqueness and inheritance. Classes are ported as seed code writes them.

/// Seed 000: a recipe.
final class Recipe: ManagedObject {
    @Managed var title: String
    @Managed var createdAt: Date?
    @Managed var summary: String?
    @Managed var level: Int16
    @Managed var category: String?
    @Managed var usages: Set<IngredientUsage>
    @Managed var instructions: [Instruction]
    @Managed var ratings: Set<UserRating>
    @Managed var tags: Set<Tag>
}

/// Seed 000: an ingredient, shared across recipes.
final class Ingredient: ManagedObject {
    @Managed var name: String
    @Managed var usages: Set<IngredientUsage>
}

/// Seed 000: one use of an ingredient by a recipe, with its amount.
final class IngredientUsage: ManagedObject {
    @Managed var amount: String?
    @Managed var recipe: Recipe?
    @Managed var ingredient: Ingredient?
}

/// Seed 000: one step of a recipe.
final class Instruction: ManagedObject {
    @Managed var title: String?
    @Managed var text: String?
    @Managed var recipe: Recipe?
}

/// Seed 000: a user's rating of a recipe.
final class UserRating: ManagedObject {
    @Managed var name: String?
    @Managed var rating: Int16
    @Managed var text: String?
    @Managed var recipe: Recipe?
}

/// A tag, many-to-many with recipes (the seed's "find recipes by …" feature).
final class Tag: ManagedObject {
    @Managed var name: String
    @Managed var recipes: Set<Recipe>
}

/// Seed 003, lesson 5: every note has a photo frame.
final class PhotoFrame: ManagedObject {
    @Managed var imageData: Data?
    @Managed var note: Note?
}

extension Note {
    /// Seed 003, lesson 5: the note's required photo frame.
    @Managed var photoFrame: PhotoFrame?
}

/// A notebook counting how often it is prepared for deletion (the cascade-both-ways spec).
final class CountingNotebook: ManagedObject {
    var deletions = 0
    @Managed var name: String?
    @Managed var notes: Set<CountingNote>
    override func prepareForDeletion() { deletions += 1 }
}

/// A note counting how often it is prepared for deletion.
final class CountingNote: ManagedObject {
    var deletions = 0
    @Managed var text: String?
    @Managed var notebook: CountingNotebook?
    override func prepareForDeletion() { deletions += 1 }
}

enum GraphModels {
    /// Seed 000, with the delete rules it argues for: a recipe cascades to its usages,
    /// instructions and ratings; usages, instructions and ratings nullify back; an ingredient in
    /// use cannot be deleted (deny). Ingredient and tag names are unique.
    static func recipes() -> ManagedObjectModel {
        ManagedObjectModel {
            EntityDescription(
                name: "Recipe", managedObjectClass: Recipe.self, indexes: [FetchIndexDescription(name: "byCategoryAndLevel", ["category", "level"])]
            ) {
                AttributeDescription(name: "title", type: .string, isOptional: false, minLength: 1, maxLength: 100)
                AttributeDescription(name: "createdAt", type: .date, isIndexed: true)
                AttributeDescription(name: "summary", type: .string)
                AttributeDescription(name: "level", type: .integer16, isOptional: false, defaultValue: 1, minValue: 1, maxValue: 5)
                AttributeDescription(name: "category", type: .string)
                RelationshipDescription(name: "usages", destination: "IngredientUsage", inverse: "recipe", toMany: true, deleteRule: .cascade)
                RelationshipDescription(name: "instructions", destination: "Instruction", inverse: "recipe", toMany: true, ordered: true, deleteRule: .cascade)
                RelationshipDescription(name: "ratings", destination: "UserRating", inverse: "recipe", toMany: true, deleteRule: .cascade)
                RelationshipDescription(name: "tags", destination: "Tag", inverse: "recipes", toMany: true)
            }
            EntityDescription(name: "Ingredient", managedObjectClass: Ingredient.self, uniquenessConstraints: [["name"]]) {
                AttributeDescription(name: "name", type: .string, isOptional: false)
                RelationshipDescription(name: "usages", destination: "IngredientUsage", inverse: "ingredient", toMany: true, deleteRule: .deny)
            }
            EntityDescription(name: "IngredientUsage", managedObjectClass: IngredientUsage.self) {
                AttributeDescription(name: "amount", type: .string)
                RelationshipDescription(name: "recipe", destination: "Recipe", inverse: "usages", isOptional: false)
                RelationshipDescription(name: "ingredient", destination: "Ingredient", inverse: "usages", isOptional: false)
            }
            EntityDescription(name: "Instruction", managedObjectClass: Instruction.self) {
                AttributeDescription(name: "title", type: .string)
                AttributeDescription(name: "text", type: .string)
                RelationshipDescription(name: "recipe", destination: "Recipe", inverse: "instructions", isOptional: false)
            }
            EntityDescription(name: "UserRating", managedObjectClass: UserRating.self) {
                AttributeDescription(name: "name", type: .string)
                AttributeDescription(name: "rating", type: .integer16, isOptional: false, defaultValue: 5, minValue: 1, maxValue: 5)
                AttributeDescription(name: "text", type: .string)
                RelationshipDescription(name: "recipe", destination: "Recipe", inverse: "ratings", isOptional: false)
            }
            EntityDescription(name: "Tag", managedObjectClass: Tag.self, uniquenessConstraints: [["name"]]) {
                AttributeDescription(name: "name", type: .string, isOptional: false)
                RelationshipDescription(name: "recipes", destination: "Recipe", inverse: "tags", toMany: true)
            }
        }
    }

    /// Seed 003 after lesson 5: the notebooks of the seed tests (notebook → notes cascade,
    /// note → notebook nullify), plus a required photo frame per note that cascades, whose own
    /// required link back to the note nullifies.
    static func notebooksWithFrames() -> ManagedObjectModel {
        let model = SeedModels.notebooks()
        model.entitiesByName["Note"]!.declaredProperties.append(
            RelationshipDescription(name: "photoFrame", destination: "PhotoFrame", inverse: "note", deleteRule: .cascade, isOptional: false))
        model.entities.append(
            EntityDescription(name: "PhotoFrame", managedObjectClass: PhotoFrame.self) {
                AttributeDescription(name: "imageData", type: .binaryData)
                RelationshipDescription(name: "note", destination: "Note", inverse: "photoFrame", deleteRule: .nullify, isOptional: false)
            })
        return model
    }

    /// The seed's warning: cascade on both sides of notebook ↔ notes.
    static func cascadeBothWays() -> ManagedObjectModel {
        ManagedObjectModel {
            EntityDescription(name: "Notebook", managedObjectClass: CountingNotebook.self) {
                AttributeDescription(name: "name", type: .string)
                RelationshipDescription(name: "notes", destination: "Note", inverse: "notebook", toMany: true, deleteRule: .cascade)
            }
            EntityDescription(name: "Note", managedObjectClass: CountingNote.self) {
                AttributeDescription(name: "text", type: .string)
                RelationshipDescription(name: "notebook", destination: "Notebook", inverse: "notes", deleteRule: .cascade)
            }
        }
    }
}
