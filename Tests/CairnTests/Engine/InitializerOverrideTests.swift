import CairnTestSupport
import Foundation
import Testing

@testable import Cairn

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
            madeFor = entity.entityName
            super.init(entity: entity, insertInto: context)
        }
    }

    static let model = ManagedObjectModel {
        EntityDescription(name: "Stamped", managedObjectClass: Stamped.self) {
            AttributeDescription(name: "name", type: .string, isOptional: false)
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func everyObjectIsMadeByTheOverride(_ kind: TestStoreKind) throws {
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

    /// Registers other objects in the context that is making it, through a reference of its own.
    final class Meddler: ManagedObject {
        @Managed var name: String
        /// What the override reaches into (set and read on the context's queue only).
        nonisolated(unsafe) static var context: ManagedObjectContext?
        /// IDs to register, one per initializer call the fetch makes.
        nonisolated(unsafe) static var others: [ManagedObjectID] = []
        /// Set while registering: the fault made then runs this initializer too, and leaves it be.
        nonisolated(unsafe) static var meddling = false

        required init(entity: EntityDescription, insertInto context: ManagedObjectContext?) {
            super.init(entity: entity, insertInto: context)
            if !Meddler.meddling, let meddled = Meddler.context, let other = Meddler.others.popLast() {
                Meddler.meddling = true
                defer { Meddler.meddling = false }
                _ = meddled.object(with: other)
            }
        }
    }

    /// Initializers that register other objects of the same context during a fetch (here, each a
    /// fault of a row outside the fetch, and the first one a fault of a row the fetch reaches
    /// later) leave one object per ID: the fetch fills and returns the fault registered before
    /// it reached that row, and the registry grows and is swept under the fetch.
    @Test func initializersRegisteringObjectsDuringAFetchKeepOneObjectPerID() throws {
        let model = ManagedObjectModel {
            EntityDescription(name: "Meddler", managedObjectClass: Meddler.self) {
                AttributeDescription(name: "name", type: .string, isOptional: false)
            }
        }
        let container = try TestStoreKind.sqliteMemory.makeContainer(model: model, directory: TemporaryDirectory())
        let context = container.newBackgroundContext()
        try context.performAndWait {
            for index in 0..<3_000 { Meddler(context: context).name = String(format: "m%04d", index) }
            try context.save()
            let request = Meddler.fetchRequest()
            request.sortKeys = [SortKey("name")]
            let ids = try context.fetch(request).map(\.objectID)
            context.reset()
            // The first call registers a fault of the fetch's last row; the others, rows outside it.
            Meddler.others = Array(ids[1_500...]) + [ids[1_499]]
            Meddler.context = context
            defer { Meddler.context = nil }
            request.predicate = FetchPredicate(format: "name < %@", "m1500")
            request.returnsObjectsAsFaults = false
            let fetched = try context.fetch(request)
            #expect(fetched.map(\.objectID) == Array(ids[..<1_500]))
            #expect(Set(fetched.map(ObjectIdentifier.init)).count == 1_500)
            #expect(fetched.last?.name == "m1499" && fetched.last?.isFault == false, "the fetch filled the fault the initializer registered")
            #expect(fetched.allSatisfy { context.registeredObject(for: $0.objectID) === $0 }, "one object per ID")
        }
    }
}
