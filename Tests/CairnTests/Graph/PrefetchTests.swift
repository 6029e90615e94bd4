import CairnTestSupport
import Foundation
import Testing

@testable import Cairn

/// Relationship faults load lazily; `relationshipKeyPathsForPrefetching` loads each key path step
/// in one store statement, however many objects were fetched, and touching what was prefetched
/// then costs nothing. Counted with the store's statement counter on every store, starting from an
/// empty row cache (rows a save or an earlier fetch cached need no statement at all).
@Suite struct PrefetchTests {
    private static let recipeCount = 12

    /// A recipe store with `recipeCount` recipes, each with instructions, ratings, ingredients and a
    /// tag, and an empty row cache.
    private func seededSpec(_ kind: TestStoreKind) throws -> GraphSpec {
        let spec = try GraphSpec(kind, GraphModels.recipes())
        try spec.run { context in
            let pantry = ["flour", "eggs", "milk", "salt"].map { Ingredient.make($0, in: context) }
            for index in 0..<Self.recipeCount {
                let recipe = Recipe.make("recipe \(index)", in: context, ingredients: Array(pantry.prefix(index % 4 + 1)), steps: 3, ratings: 2)
                let tag = Tag(context: context)
                tag.name = "tag \(index)"
                recipe.tags = [tag]
            }
            try context.save()
        }
        spec.container.persistentStoreCoordinator.rowCache.removeAll()
        return spec
    }

    /// Fetches every recipe with `keyPaths` prefetched, then touches all of `touch`; returns the
    /// statements the fetch and the touching needed.
    private func measure(_ spec: GraphSpec, prefetching keyPaths: [String], touch: @escaping (Recipe) -> Int) throws -> (fetch: Int, touch: Int) {
        try spec.run { context in
            let request = Recipe.fetchRequest()
            request.relationshipKeyPathsForPrefetching = keyPaths
            let start = spec.statements
            let recipes = try context.fetch(request)
            let afterFetch = spec.statements
            let touched = recipes.map(touch).reduce(0, +)
            #expect(touched > 0)
            return (afterFetch - start, spec.statements - afterFetch)
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func toManyRelationshipsLoadLazilyWithoutPrefetching(_ kind: TestStoreKind) throws {
        let spec = try seededSpec(kind)
        let cost = try measure(spec, prefetching: []) { $0.instructions.compactMap(\.title).count }
        #expect(cost.fetch == 1, "the fetch itself is one statement")
        #expect(cost.touch >= Self.recipeCount, "without prefetching, each recipe's instructions need their own statement")
    }

    @Test(arguments: TestStoreKind.allCases)
    func prefetchingCostsOneStatementPerKeyPathStep(_ kind: TestStoreKind) throws {
        let spec = try seededSpec(kind)
        let keyPaths = ["instructions", "ratings", "tags", "usages.ingredient"]
        let steps = keyPaths.map { $0.split(separator: ".").count }.reduce(0, +)
        let cost = try measure(spec, prefetching: keyPaths) { recipe in
            recipe.instructions.compactMap(\.title).count + recipe.ratings.map(\.rating).count
                + recipe.tags.map(\.name).count + recipe.usages.compactMap { $0.ingredient?.name }.count
        }
        #expect(cost.fetch == 1 + steps, "one statement for the fetch, one per key path step")
        #expect(cost.touch == 0, "touching prefetched relationships and objects needs no statement")
    }

    @Test(arguments: TestStoreKind.allCases)
    func prefetchedRelationshipsMatchLazilyLoadedOnes(_ kind: TestStoreKind) throws {
        let spec = try seededSpec(kind)
        func snapshot(_ keyPaths: [String]) throws -> [String: [String]] {
            try spec.run { context in
                let request = Recipe.fetchRequest()
                request.relationshipKeyPathsForPrefetching = keyPaths
                return Dictionary(
                    uniqueKeysWithValues: try context.fetch(request).map { recipe in
                        (
                            recipe.title,
                            recipe.instructions.compactMap(\.title) + recipe.usages.compactMap { $0.ingredient?.name }.sorted() + recipe.tags.map(\.name)
                        )
                    })
            }
        }
        #expect(try snapshot(["instructions", "usages.ingredient", "tags"]) == snapshot([]))
    }

    @Test(arguments: TestStoreKind.allCases)
    func toOnePrefetchingLoadsEveryDestinationAtOnce(_ kind: TestStoreKind) throws {
        let spec = try seededSpec(kind)
        try spec.run { context in
            let request = IngredientUsage.fetchRequest()
            request.relationshipKeyPathsForPrefetching = ["ingredient", "recipe"]
            let start = spec.statements
            let usages = try context.fetch(request)
            let expected = 1 + (request.relationshipKeyPathsForPrefetching?.count ?? 0)
            #expect(spec.statements - start == expected, "the fetch, then one statement per to-one key path")
            let names = usages.compactMap { ($0.ingredient?.name ?? "") + ($0.recipe?.title ?? "") }
            #expect(names.count == usages.count && spec.statements - start == expected, "touching them needs none")
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func prefetchingSomethingThatIsNotARelationshipFails(_ kind: TestStoreKind) throws {
        let spec = try seededSpec(kind)
        try spec.run { context in
            let request = Recipe.fetchRequest()
            request.relationshipKeyPathsForPrefetching = ["title"]
            let error = #expect(throws: CairnError.self) { try context.fetch(request) }
            #expect(error?.code == .invalidRequest && error?.propertyName == "title")
        }
    }
}
