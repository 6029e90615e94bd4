import Cairn
import CairnTestSupport
import Foundation
import Testing

/// Seed 004: DogWalk's ordered `walks`, changed by position; the order survives a save, a fresh
/// context, a fresh container on the same file and a fresh process (SQLite file).
@Suite struct OrderedRelationshipTests {
    private func walk(_ day: Double, _ context: ManagedObjectContext) -> Walk {
        let walk = Walk(context: context)
        walk.date = Date(timeIntervalSinceReferenceDate: day * 86_400)
        return walk
    }

    private func days(_ dog: Dog?) -> [Double] {
        ((dog?.walks?.array as? [Walk]) ?? []).compactMap { $0.date.map { $0.timeIntervalSinceReferenceDate / 86_400 } }
    }

    @Test(arguments: TestStoreKind.allCases)
    func insertMoveRemoveAndReplaceByPosition(_ kind: TestStoreKind) throws {
        let spec = try GraphSpec(kind, SeedModels.dogWalk())
        let dogID = try spec.run { context in
            let fido = Dog(context: context)
            fido.name = "Fido"
            for day in [1.0, 2, 3] { fido.insert(walk(day, context), at: fido.walks?.count ?? 0, intoRelationship: "walks") }
            let first = walk(0, context)
            fido.insert(first, at: 0, intoRelationship: "walks")
            #expect(first.dog === fido, "inserting sets the inverse")
            #expect(days(fido) == [0, 1, 2, 3])
            try context.save()

            fido.moveObject(at: 0, to: 3, inRelationship: "walks")
            #expect(days(fido) == [1, 2, 3, 0])
            let removed = try #require(fido.walks?[1] as? Walk)
            fido.removeObject(at: 1, fromRelationship: "walks")
            #expect(removed.dog == nil, "removing clears the inverse")
            fido.replaceObject(at: 0, with: walk(9, context), inRelationship: "walks")
            #expect(days(fido) == [9, 3, 0])
            fido.insert(first, at: 0, intoRelationship: "walks")
            #expect(days(fido) == [0, 9, 3], "inserting a member moves it")
            try context.save()
            return fido.objectID
        }
        try spec.run { context in
            let fido = try #require(try context.existingObject(with: dogID) as? Dog)
            #expect(days(fido) == [0, 9, 3], "the order survives a fresh context")
        }
        guard kind == .sqliteFile else { return }
        let reopened = try GraphSpec.container(kind, SeedModels.dogWalk(), spec.directory)
        let context = reopened.newBackgroundContext()
        try context.performAndWait {
            let fido = try #require(
                try context.existingObject(with: reopened.persistentStoreCoordinator.managedObjectID(forURIRepresentation: dogID.uriRepresentation)!) as? Dog)
            #expect(days(fido) == [0, 9, 3], "…and a fresh container on the same file")
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func aWalkMovedToAnotherDogLeavesTheFirst(_ kind: TestStoreKind) throws {
        let spec = try GraphSpec(kind, SeedModels.dogWalk())
        try spec.run { context in
            let fido = Dog(context: context)
            let rex = Dog(context: context)
            let walks = [1.0, 2, 3].map { walk($0, context) }
            fido.walks = NSOrderedSet(array: walks)
            rex.insert(walks[1], at: 0, intoRelationship: "walks")
            #expect(days(fido) == [1, 3] && days(rex) == [2])
            #expect(walks[1].dog === rex)
            try context.save()
            context.reset()
            let dogs = try context.fetch(Dog.fetchRequest())
            #expect(dogs.map(\.walks?.count).sorted { ($0 ?? 0) < ($1 ?? 0) } == [1, 2])
        }
    }

    #if DEBUG
        @Test func theOrderSurvivesAFreshProcess() async throws {
            let spec = try GraphSpec(.sqliteFile, SeedModels.dogWalk())
            try spec.run { context in
                let fido = Dog(context: context)
                fido.name = "Fido"
                for day in [3.0, 1, 2] { fido.insert(walk(day, context), at: 0, intoRelationship: "walks") }
                fido.moveObject(at: 2, to: 1, inRelationship: "walks")
                #expect(days(fido) == [2, 3, 1])
                try context.save()
            }
            // The exit test's body runs in a new process, which finds the store through the environment.
            setenv("CAIRN_GRAPH_ORDER_STORE", spec.directory.url.path, 1)
            await #expect(processExitsWith: .success) {
                let directory = URL(fileURLWithPath: String(cString: getenv("CAIRN_GRAPH_ORDER_STORE")))
                let container = PersistentContainer(name: "Graph", managedObjectModel: SeedModels.dogWalk())
                container.persistentStoreDescriptions = [PersistentStoreDescription(url: directory.appendingPathComponent("Graph.sqlite"))]
                try container.loadPersistentStores()
                let context = container.newBackgroundContext()
                let order = try context.performAndWait {
                    try context.fetch(Dog.fetchRequest()).first.map {
                        (($0.walks?.array as? [Walk]) ?? []).compactMap { $0.date?.timeIntervalSinceReferenceDate }
                    } ?? []
                }
                guard order == [2.0, 3, 1].map({ $0 * 86_400 }) else { exit(1) }
            }
        }

        @Test func aPositionOutsideTheRelationshipTrapsWithItsSize() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let container = PersistentContainer(name: "Trap", managedObjectModel: SeedModels.dogWalk())
                let description = PersistentStoreDescription()
                description.type = .inMemory
                container.persistentStoreDescriptions = [description]
                try? container.loadPersistentStores()
                let context = container.newBackgroundContext()
                context.performAndWait {
                    let dog = Dog(context: context)
                    dog.removeObject(at: 2, fromRelationship: "walks")
                }
            }
            let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(text.contains("Dog.walks") && text.contains("empty"), "the trap names the relationship: \(text.suffix(300))")
        }
    #endif
}
