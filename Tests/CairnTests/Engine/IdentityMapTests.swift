import CairnTestSupport
import Foundation
import Testing

@testable import Cairn

/// The identity map holds objects strongly and drops the ones nobody else holds; to the app it
/// behaves as Core Data's weak registry: an object let go of is reloaded, one still held is kept.
@Suite struct IdentityMapTests {
    @Test(arguments: TestStoreKind.allCases)
    func anObjectLetGoOfIsReadAfreshWhenFetchedAgain(_ kind: TestStoreKind) throws {
        let directory = TemporaryDirectory()
        let container = try kind.makeContainer(model: SeedModels.notebooks(), directory: directory)
        let reader = container.newBackgroundContext()
        let writer = container.newBackgroundContext()
        let id: ManagedObjectID = try writer.performAndWait {
            let notebook = Notebook(context: writer)
            notebook.name = "first"
            try writer.save()
            return notebook.objectID
        }
        let before = try reader.performAndWait { try reader.fetch(Notebook.fetchRequest()).map(\.name) }
        #expect(before == ["first"])
        try writer.performAndWait {
            (try writer.existingObject(with: id) as! Notebook).name = "second"
            try writer.save()
        }
        try reader.performAndWait { () throws -> Void in
            // Nobody held the first object: it is not kept with stale values.
            #expect(reader.registeredObject(for: id) == nil)
            #expect(try reader.fetch(Notebook.fetchRequest()).map(\.name) == ["second"])
            #expect((try reader.existingObject(with: id) as! Notebook).name == "second")
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func anObjectStillHeldKeepsItsIdentityAndValues(_ kind: TestStoreKind) throws {
        let directory = TemporaryDirectory()
        let container = try kind.makeContainer(model: SeedModels.notebooks(), directory: directory)
        let context = container.newBackgroundContext()
        try context.performAndWait {
            let notebook = Notebook(context: context)
            notebook.name = "kept"
            try context.save()
            let fetched = try context.fetch(Notebook.fetchRequest())
            #expect(fetched.count == 1 && fetched[0] === notebook)
            #expect(context.registeredObject(for: notebook.objectID) === notebook)
            #expect(context.object(with: notebook.objectID) === notebook)
            #expect(context.registeredObjects.contains(notebook))
        }
    }

    @Test func manyObjectsLetGoOfDoNotAccumulate() throws {
        let directory = TemporaryDirectory()
        let container = try TestStoreKind.sqliteFile.makeContainer(model: SeedModels.notebooks(), directory: directory)
        let context = container.newBackgroundContext()
        try context.performAndWait {
            for index in 0..<5_000 { Notebook(context: context).name = "n\(index)" }
            try context.save()
            for _ in 0..<3 { _ = try context.fetch(Notebook.fetchRequest()).count }
            #expect(context.registeredObjects.isEmpty, "unchanged objects nobody holds leave the registry")
            context.retainsRegisteredObjects = true
            _ = try context.fetch(Notebook.fetchRequest()).count
            #expect(context.registeredObjects.count == 5_000, "retainsRegisteredObjects keeps them")
        }
    }

    /// A sweep keeps exactly the objects something still holds, whether few of the registered
    /// objects are let go of (each removed by key) or most are (the table is emptied and the
    /// rest put back): held and changed objects keep their identity and values.
    @Test(arguments: [2, 10])
    func aSweepKeepsEveryHeldObjectWhetherFewOrMostGo(keepingOneIn stride: Int) throws {
        try withSavedNotebooks(2_000) { context in
            let request = Notebook.fetchRequest()
            request.sortKeys = [SortKey("name")]
            request.returnsObjectsAsFaults = false
            // The whole result goes out of scope here: only `held` holds objects, and the context
            // holds the changed one (nothing else does).
            let (held, changedID): ([Notebook], ManagedObjectID) = try {
                let all = try context.fetch(request)
                all[1].name = "changed"
                return (all.enumerated().filter { $0.offset % stride == 0 }.map(\.element), all[1].objectID)
            }()
            let keptIDs = Set(held.map(\.objectID) + [changedID])
            withExtendedLifetime(held) {
                context.sweepRegistry()
                #expect(context.registry.count == keptIDs.count, "only the held objects and the changed one stay")
                #expect(keptIDs.allSatisfy { context.registry[$0] != nil })
                for object in held { #expect(context.registeredObject(for: object.objectID) === object) }
            }
            let changed = try #require(context.registeredObject(for: changedID) as? Notebook)
            #expect(changed.name == "changed" && changed.hasChanges, "the unsaved change survives the sweep")
        }
    }

    /// `registeredObjects` sweeps before it answers, so this looks at the registry itself: many
    /// fetches of different objects, each let go of, must not leave every object registered.
    @Test func repeatedFetchesOfDifferentObjectsKeepTheRegistryBounded() throws {
        try withSavedNotebooks(4_000) { context in
            var kept: Notebook?
            for round in 0..<40 {
                let request = Notebook.fetchRequest()
                request.sortKeys = [SortKey("name")]
                request.fetchOffset = round * 100
                request.fetchLimit = 100
                request.returnsObjectsAsFaults = false
                let page = try context.fetch(request)
                #expect(page.first?.name == String(format: "n%04d", round * 100))
                if round == 0 { kept = page[0] }
            }
            #expect(context.registry.count <= 1_024 + 100, "swept when it outgrew the threshold: \(context.registry.count) registered")
            let again = Notebook.fetchRequest()
            again.sortKeys = [SortKey("name")]
            again.fetchLimit = 1
            #expect(try context.fetch(again).first === kept, "an object still held keeps its identity through the sweeps")
        }
    }

    /// Saves `count` notebooks named `n0000`, `n0001`… in a new SQLite file store, then runs
    /// `body` on the context's queue with nothing registered (the context was reset).
    private func withSavedNotebooks(_ count: Int, _ body: (ManagedObjectContext) throws -> Void) throws {
        let directory = TemporaryDirectory()
        let container = try TestStoreKind.sqliteFile.makeContainer(model: SeedModels.notebooks(), directory: directory)
        let context = container.newBackgroundContext()
        try context.performAndWait {
            for index in 0..<count { Notebook(context: context).name = String(format: "n%04d", index) }
            try context.save()
            context.reset()
            try body(context)
        }
    }
}

/// `@Managed` caches a property's index per entity; a class bound to entities of different
/// layouts (two models) still reads and writes the right slots.
@Suite struct ManagedPropertyKeyTests {
    final class Pet: ManagedObject {
        @Managed var name: String?
    }

    @Test func oneClassInTwoModelsWithDifferentLayouts() throws {
        let first = ManagedObjectModel {
            EntityDescription(name: "Pet", managedObjectClass: Pet.self) {
                AttributeDescription(name: "age", type: .integer64)
                AttributeDescription(name: "name", type: .string)
            }
        }
        let second = ManagedObjectModel {
            EntityDescription(name: "Pet", managedObjectClass: Pet.self) {
                AttributeDescription(name: "name", type: .string)
            }
        }
        let directory = TemporaryDirectory()
        let one = try TestStoreKind.inMemory.makeContainer(model: first, directory: directory).newBackgroundContext()
        let two = try TestStoreKind.inMemory.makeContainer(model: second, directory: directory).newBackgroundContext()
        try one.performAndWait {
            try two.performAndWait {
                for round in 0..<3 {
                    let a = Pet(context: one)
                    let b = Pet(context: two)
                    a.name = "a\(round)"
                    b.name = "b\(round)"
                    #expect(a.name == "a\(round)" && b.name == "b\(round)")
                    #expect(a.value(forKey: "age") == nil, "the name went to its own slot, not to age")
                    #expect(b.primitivePropertyValue(forKey: "name") == .string("b\(round)"))
                }
                try one.save()
                try two.save()
            }
        }
    }
}
