import Cairn
import CairnTestSupport
import Foundation
import Testing

/// Seed 000's recipe model on every store: the delete rules the seed argues for, the shared
/// ingredients, ordered instructions and the many-to-many tags.
@Suite struct RecipeGraphTests {
    @Test(arguments: TestStoreKind.allCases)
    func deletingARecipeRemovesItsPartsButNotTheSharedIngredients(_ kind: TestStoreKind) throws {
        let spec = try GraphSpec(kind, GraphModels.recipes())
        try spec.run { context in
            let flour = Ingredient.make("flour", in: context)
            let eggs = Ingredient.make("eggs", in: context)
            let cake = Recipe.make("Cake", in: context, ingredients: [flour, eggs], steps: 3, ratings: 2)
            Recipe.make("Pancakes", in: context, ingredients: [flour, eggs], steps: 2, ratings: 1)
            try context.save()
            #expect(flour.usages.count == 2, "an ingredient is shared by the recipes using it")

            context.delete(cake)
            #expect(
                cake.usages.allSatisfy(\.isDeleted) && cake.instructions.allSatisfy(\.isDeleted) && cake.ratings.allSatisfy(\.isDeleted),
                "cascade: usages, instructions and ratings go with the recipe")
            #expect(!flour.isDeleted && flour.usages.count == 1, "nullify: the ingredient stays and forgets the deleted usage")
            try context.save()
        }
        #expect(try spec.count("Recipe") == 1)
        #expect(try spec.count("IngredientUsage") == 2)
        #expect(try spec.count("Instruction") == 2)
        #expect(try spec.count("UserRating") == 1)
        #expect(try spec.count("Ingredient") == 2, "shared ingredients survive")
    }

    @Test(arguments: TestStoreKind.allCases)
    func deletingARatingKeepsTheRecipe(_ kind: TestStoreKind) throws {
        let spec = try GraphSpec(kind, GraphModels.recipes())
        let recipeID = try spec.run { context in
            let recipe = Recipe.make("Soup", in: context, ratings: 3)
            try context.save()
            let rating = try #require(recipe.ratings.first)
            context.delete(rating)
            #expect(!recipe.isDeleted)
            #expect(recipe.ratings.count == 2, "nullify: the recipe forgets the rating")
            try context.save()
            return recipe.objectID
        }
        try spec.run { context in
            let recipe = try #require(try context.existingObject(with: recipeID) as? Recipe)
            #expect(recipe.ratings.count == 2)
            #expect(recipe.ratings.allSatisfy { $0.recipe === recipe })
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func anIngredientInUseCannotBeDeleted(_ kind: TestStoreKind) throws {
        let spec = try GraphSpec(kind, GraphModels.recipes())
        try spec.run { context in
            let salt = Ingredient.make("salt", in: context)
            Recipe.make("Bread", in: context, ingredients: [salt])
            try context.save()
            context.delete(salt)
            let error = #expect(throws: CairnError.self) { try context.save() }
            #expect(error?.code == .validationRelationshipDeniedDelete)
            #expect(
                error?.entityName == "Ingredient" && error?.propertyName == "usages" && error?.objectID == salt.objectID,
                "the error names the object and the relationship that blocks it")
            #expect(error?.message.contains("usages") == true)
            context.rollback()
            #expect(!salt.isDeleted)
        }
        #expect(try spec.count("Ingredient") == 1)
    }

    @Test(arguments: TestStoreKind.allCases)
    func manyToManyBothWaysSurvivesAReload(_ kind: TestStoreKind) throws {
        let spec = try GraphSpec(kind, GraphModels.recipes())
        let (soupID, quickID) = try spec.run { context -> (ManagedObjectID, ManagedObjectID) in
            let soup = Recipe.make("Soup", in: context)
            let salad = Recipe.make("Salad", in: context)
            let quick = Tag(context: context)
            quick.name = "quick"
            let vegan = Tag(context: context)
            vegan.name = "vegan"
            soup.tags = [quick, vegan]
            #expect(quick.recipes == [soup] && vegan.recipes == [soup], "setting one side fills the other")
            quick.recipes.insert(salad)
            #expect(salad.tags == [quick], "…in both directions")
            try context.save()
            soup.remove(vegan, fromRelationship: "tags")
            #expect(vegan.recipes.isEmpty)
            try context.save()
            return (soup.objectID, quick.objectID)
        }
        try spec.run { context in
            let soup = try #require(try context.existingObject(with: soupID) as? Recipe)
            let quick = try #require(try context.existingObject(with: quickID) as? Tag)
            #expect(soup.tags.map(\.name) == ["quick"])
            #expect(Set(quick.recipes.map(\.title)) == ["Soup", "Salad"])
            context.delete(quick)
            try context.save()
            #expect(soup.tags.isEmpty, "nullify removes a deleted tag from its recipes")
        }
        try spec.run { context in
            let soup = try #require(try context.existingObject(with: soupID) as? Recipe)
            #expect(soup.tags.isEmpty)
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func instructionsKeepTheirOrder(_ kind: TestStoreKind) throws {
        let spec = try GraphSpec(kind, GraphModels.recipes())
        let id = try spec.run { context in
            let recipe = Recipe.make("Bread", in: context, steps: 3)
            let knead = Instruction(context: context)
            knead.title = "knead"
            recipe.insert(knead, at: 1, intoRelationship: "instructions")
            #expect(knead.recipe === recipe)
            try context.save()
            return recipe.objectID
        }
        try spec.run { context in
            let recipe = try #require(try context.existingObject(with: id) as? Recipe)
            #expect(recipe.instructions.map(\.title) == ["step 1", "knead", "step 2", "step 3"])
        }
    }
}
