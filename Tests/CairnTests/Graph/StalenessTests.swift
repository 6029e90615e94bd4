import CairnTestSupport
import Foundation
import Testing

@testable import Cairn

/// `stalenessInterval` (Core Data's): by default a fault is filled from the row cache the
/// coordinator shares between its contexts; 0 or more reads the row from the store. Counted with
/// the store's statement counter.
@Suite struct StalenessTests {
    /// A store with one recipe whose row the coordinator has cached, and the recipe's ID.
    private func cachedRecipe() throws -> (GraphSpec, ManagedObjectID) {
        let spec = try GraphSpec(.sqliteFile, GraphModels.recipes())
        let id = try spec.run { context in
            let recipe = Recipe.make("soup", in: context)
            try context.save()
            return recipe.objectID
        }
        return (spec, id)
    }

    /// The statements firing `id`'s fault took in a new context with `interval`, and its title.
    private func fireFault(_ spec: GraphSpec, _ id: ManagedObjectID, interval: TimeInterval?) throws -> (statements: Int, title: String) {
        try spec.run { context in
            if let interval { context.stalenessInterval = interval }
            let recipe = context.object(with: id) as! Recipe
            let start = spec.statements
            let title = recipe.title
            return (spec.statements - start, title)
        }
    }

    @Test func theDefaultFillsAFaultFromTheRowCache() throws {
        let (spec, id) = try cachedRecipe()
        #expect(try spec.run { $0.stalenessInterval } == -1)
        let fired = try fireFault(spec, id, interval: nil)
        #expect(fired.statements == 0 && fired.title == "soup")
    }

    @Test(arguments: [0.0, 30.0])
    func anIntervalOfZeroOrMoreReadsTheStore(_ interval: TimeInterval) throws {
        let (spec, id) = try cachedRecipe()
        let fired = try fireFault(spec, id, interval: interval)
        #expect(fired.statements == 1 && fired.title == "soup")
        #expect(
            try spec.run { context in
                context.stalenessInterval = interval
                return context.stalenessInterval
            } == interval)
    }
}
