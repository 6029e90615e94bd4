import Cairn
import CairnTestSupport
import Foundation
import Testing

/// Runs a graph spec on one store kind: a fresh container (counting statements) and a
/// background context, inside `performAndWait`.
struct GraphSpec {
    let kind: TestStoreKind
    let model: ManagedObjectModel
    let directory = TemporaryDirectory()
    let container: PersistentContainer

    init(_ kind: TestStoreKind, _ model: ManagedObjectModel) throws {
        self.kind = kind
        self.model = model
        container = try Self.container(kind, model, directory)
    }

    /// A container on the spec's store (a second one on the same file reads what the first saved).
    static func container(_ kind: TestStoreKind, _ model: ManagedObjectModel, _ directory: TemporaryDirectory) throws -> PersistentContainer {
        let container = PersistentContainer(name: "Graph", managedObjectModel: model)
        let description = kind.description(directory: directory, name: "Graph")
        description.setOption("true", forKey: PersistentStoreOption.countStatements)
        container.persistentStoreDescriptions = [description]
        try container.loadPersistentStores()
        return container
    }

    /// The statements the store has run so far.
    var statements: Int { container.persistentStoreCoordinator.persistentStores[0].executedStatementCount ?? 0 }

    /// Runs `body` in a new background context.
    func run<T>(_ body: (ManagedObjectContext) throws -> T) throws -> T {
        let context = container.newBackgroundContext()
        return try context.performAndWait { try body(context) }
    }

    /// The number of saved objects of `entity`.
    func count(_ entity: String) throws -> Int {
        try run { try $0.count(for: FetchRequest<ManagedObject>(entityName: entity)) }
    }
}

extension Recipe {
    /// A recipe with `steps` instructions, `ratings` ratings and one usage per ingredient.
    @discardableResult
    static func make(_ title: String, in context: ManagedObjectContext, ingredients: [Ingredient] = [], steps: Int = 0, ratings: Int = 0) -> Recipe {
        let recipe = Recipe(context: context)
        recipe.title = title
        for ingredient in ingredients {
            let usage = IngredientUsage(context: context)
            usage.amount = "1 cup"
            usage.ingredient = ingredient
            usage.recipe = recipe
        }
        for step in 0..<steps {
            let instruction = Instruction(context: context)
            instruction.title = "step \(step + 1)"
            instruction.recipe = recipe
        }
        for index in 0..<ratings {
            let rating = UserRating(context: context)
            rating.rating = Int16(index % 5 + 1)
            rating.recipe = recipe
        }
        return recipe
    }
}

extension Ingredient {
    /// A new ingredient named `name`.
    @discardableResult
    static func make(_ name: String, in context: ManagedObjectContext) -> Ingredient {
        let ingredient = Ingredient(context: context)
        ingredient.name = name
        return ingredient
    }
}
