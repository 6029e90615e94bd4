import Testing
import CairnCoreData
@testable import CDKodecoDogWalk

// What Core Data by Tutorials' DogWalk (chapter 3) does: a dog with an ordered to-many list of
// walks, Xcode-generated accessors, a stack with a save helper.

@MainActor
enum DogWalkFixture {
    static let model: NSManagedObjectModel? = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Code/DogWalk.xcdatamodeld")
        return try? NSManagedObjectModel(contentsOf: url)
    }()

    static func storeURL() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("CDKodecoDogWalk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory.appendingPathComponent("DogWalk.sqlite")
    }

    /// The app's stack keeps its container private and at the default location; these checks open
    /// the same model on a temporary file.
    static func container(at url: URL) throws -> NSPersistentContainer {
        let container = NSPersistentContainer(name: "DogWalk", managedObjectModel: try #require(model))
        container.persistentStoreDescriptions = [NSPersistentStoreDescription(url: url)]
        var loadError: Error?
        container.loadPersistentStores { _, error in loadError = error }
        if let loadError { throw loadError }
        return container
    }
}

@MainActor
@Suite struct DogWalkChecks {
    @Test func fetchFidoOrCreateHimAsTheViewControllerDoes() throws {
        let context = try DogWalkFixture.container(at: DogWalkFixture.storeURL()).viewContext
        let dogFetch: NSFetchRequest<Dog> = Dog.fetchRequest()
        dogFetch.predicate = NSPredicate(format: "%K == %@", "name", "Fido")
        #expect(try context.fetch(dogFetch).isEmpty)

        let fido = Dog(context: context)
        fido.name = "Fido"
        try context.save()
        let results = try context.fetch(dogFetch)
        #expect(results.count == 1)
        #expect(results.first === fido)
        #expect(fido.walks?.count ?? 0 == 0)
    }

    @Test func addingWalksThroughAMutableCopyKeepsTheirOrderAndSetsTheInverse() throws {
        let url = try DogWalkFixture.storeURL()
        let context = try DogWalkFixture.container(at: url).viewContext
        let dog = Dog(context: context)
        dog.name = "Fido"
        var dates: [Date] = []
        for offset in [300.0, 100.0, 200.0] {
            let walk = Walk(context: context)
            walk.date = Date(timeIntervalSinceReferenceDate: offset)
            dates.append(walk.date!)
            // The chapter's `add(_:)`:
            if let walks = dog.walks?.mutableCopy() as? NSMutableOrderedSet {
                walks.add(walk)
                dog.walks = walks
            }
        }
        try context.save()
        #expect(dog.walks?.count == 3)
        let first = try #require(dog.walks?.firstObject as? Walk)
        #expect(first.dog === dog)

        let reopened = try DogWalkFixture.container(at: url).viewContext
        let fido = try #require(try reopened.fetch(Dog.fetchRequest() as NSFetchRequest<Dog>).first)
        let stored = (fido.walks?.array as? [Walk])?.compactMap(\.date)
        #expect(stored == dates)  // insertion order, not date order
    }

    @Test func theGeneratedOrderedAccessorsWork() throws {
        let context = try DogWalkFixture.container(at: DogWalkFixture.storeURL()).viewContext
        let dog = Dog(context: context)
        let walks = (0..<4).map { index -> Walk in
            let walk = Walk(context: context)
            walk.date = Date(timeIntervalSinceReferenceDate: Double(index))
            return walk
        }
        dog.addToWalks(walks[0])
        dog.addToWalks(NSOrderedSet(array: [walks[1], walks[2]]))
        dog.insertIntoWalks(walks[3], at: 0)
        #expect((dog.walks?.array as? [Walk]) == [walks[3], walks[0], walks[1], walks[2]])
        #expect(walks[3].dog === dog)

        dog.removeFromWalks(at: 1)
        #expect(walks[0].dog == nil)
        dog.replaceWalks(at: 0, with: walks[0])
        #expect((dog.walks?.array as? [Walk]) == [walks[0], walks[1], walks[2]])
        dog.removeFromWalks(walks[2])
        #expect(dog.walks?.count == 2)
        try context.save()
    }

    @Test func settingTheToOneSideAppendsToTheOrderedToMany() throws {
        let context = try DogWalkFixture.container(at: DogWalkFixture.storeURL()).viewContext
        let dog = Dog(context: context)
        let walk = Walk(context: context)
        walk.dog = dog
        #expect(dog.walks?.contains(walk) == true)
        #expect(dog.walks?.lastObject as? Walk === walk)
    }

    @Test func deletingADogNullifiesItsWalks() throws {
        let context = try DogWalkFixture.container(at: DogWalkFixture.storeURL()).viewContext
        let dog = Dog(context: context)
        let walk = Walk(context: context)
        dog.addToWalks(walk)
        try context.save()
        context.delete(dog)
        try context.save()
        #expect(walk.dog == nil)
        #expect(walk.isDeleted == false)
        #expect(try context.count(for: Walk.fetchRequest() as NSFetchRequest<Walk>) == 1)
        #expect(try context.count(for: Dog.fetchRequest() as NSFetchRequest<Dog>) == 0)
    }

    @Test func deletingAWalkRemovesItFromTheDog() throws {
        let context = try DogWalkFixture.container(at: DogWalkFixture.storeURL()).viewContext
        let dog = Dog(context: context)
        let kept = Walk(context: context)
        let removed = Walk(context: context)
        dog.addToWalks(NSOrderedSet(array: [kept, removed]))
        try context.save()
        context.delete(removed)
        #expect(removed.isDeleted)
        try context.save()
        #expect((dog.walks?.array as? [Walk]) == [kept])
    }

    @Test func theStacksSaveContextSavesTheDefaultStore() throws {
        // The app's own stack, at Core Data's default location (NSPersistentContainer(name:)).
        let stack = CoreDataStack(modelName: "DogWalk")
        let context = stack.managedContext
        #expect(context.concurrencyType == .mainQueueConcurrencyType)
        let dog = Dog(context: context)
        dog.name = "Stack \(UUID().uuidString)"
        #expect(context.hasChanges)
        stack.saveContext()
        #expect(context.hasChanges == false)
        #expect(dog.objectID.isTemporaryID == false)
        context.delete(dog)
        stack.saveContext()
    }
}
