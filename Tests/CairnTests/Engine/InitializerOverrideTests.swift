@testable import Cairn
import Foundation
import Testing

/// Core Data code overrides `init(entity:insertInto:)` to set up state of its own; the engine
/// makes every object through it: new objects, fetched objects and faults alike.
@Suite struct InitializerOverrideTests {
    /// Overrides the initializer with a plain (not `borrowing`) entity parameter, as code written
    /// for Core Data does, and keeps a value that is not a model property.
    final class Stamped: ManagedObject {
        @Managed var name: String
        /// Set by the override only.
        var madeFor: String

        required init(entity: EntityDescription, insertInto context: ManagedObjectContext?) {
            madeFor = entity.name
            super.init(entity: entity, insertInto: context)
        }
    }

    static let model = ManagedObjectModel {
        EntityDescription(name: "Stamped", managedObjectClass: Stamped.self) {
            AttributeDescription(name: "name", type: .string, isOptional: false)
        }
    }

    @Test(arguments: StoreKind.allCases)
    func everyObjectIsMadeByTheOverride(_ kind: StoreKind) throws {
        let directory = TemporaryDirectory()
        let container = try kind.makeContainer(model: Self.model, directory: directory)
        let context = container.newBackgroundContext()
        try context.performAndWait {
            for index in 0..<3 { Stamped(context: context).name = "s\(index)" }
            #expect(context.insertedObjects.allSatisfy { ($0 as? Stamped)?.madeFor == "Stamped" })
            try context.save()
            let ids = try context.fetch(Stamped.fetchRequest()).map(\.objectID)
            context.reset()

            let request = Stamped.fetchRequest()
            request.sortKeys = [SortKey("name")]
            request.returnsObjectsAsFaults = false
            let fetched = try context.fetch(request)
            #expect(fetched.map(\.name) == ["s0", "s1", "s2"])
            #expect(fetched.allSatisfy { $0.madeFor == "Stamped" }, "fetched objects come from the override")

            context.reset()
            let looked = try #require(try context.existingObject(with: ids[1]) as? Stamped)
            #expect(looked.madeFor == "Stamped" && looked.name == "s1", "a looked-up object comes from the override")
            context.reset()
            let fault = try #require(context.object(with: ids[2]) as? Stamped)
            #expect(fault.madeFor == "Stamped" && fault.name == "s2", "a fault comes from the override")
        }
    }
}
