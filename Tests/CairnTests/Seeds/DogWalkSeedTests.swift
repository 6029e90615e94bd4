import Cairn
import CairnTestSupport
import Foundation
import Testing

/// Seed 004: DogWalk's own Core Data stack, the "find or create Fido" fetch with `%K == %@`, and
/// adding walks to the dog's ordered `walks` through a mutable copy, as the seed writes it.
final class CoreDataStack: @unchecked Sendable {
    private let modelName: String
    private let storeURL: URL?
    init(modelName: String, storeURL: URL? = nil) {
        self.modelName = modelName
        self.storeURL = storeURL
    }

    private(set) lazy var storeContainer: PersistentContainer = {
        let container = PersistentContainer(name: self.modelName, managedObjectModel: SeedModels.dogWalk())
        if let storeURL { container.persistentStoreDescriptions = [PersistentStoreDescription(url: storeURL)] }
        container.loadPersistentStores { _, error in
            if let error { Issue.record("Unresolved error \(error)") }
        }
        return container
    }()

    lazy var managedContext: ManagedObjectContext = self.storeContainer.viewContext

    func saveContext() {
        guard managedContext.hasChanges else { return }
        do { try managedContext.save() } catch { Issue.record("Unresolved error \(error)") }
    }
}

@Suite @MainActor struct DogWalkSeedTests {
    private func findOrCreateFido(_ coreDataStack: CoreDataStack) throws -> Dog? {
        let dogName = "Fido"
        let dogFetch = Dog.fetchRequest()
        dogFetch.predicate = FetchPredicate(format: "%K == %@", "name", dogName)
        let results = try coreDataStack.managedContext.fetch(dogFetch)
        if results.isEmpty {
            let currentDog = Dog(context: coreDataStack.managedContext)
            currentDog.name = dogName
            coreDataStack.saveContext()
            return currentDog
        }
        return results.first
    }

    private func add(_ walkDate: Date, to currentDog: Dog?, _ coreDataStack: CoreDataStack) {
        let walk = Walk(context: coreDataStack.managedContext)
        walk.date = walkDate
        if let dog = currentDog, let walks = dog.walks?.mutableCopy() as? NSMutableOrderedSet {
            walks.add(walk)
            dog.walks = walks
        }
        coreDataStack.saveContext()
    }

    @Test func walksKeepTheirOrderAcrossARestart() throws {
        let directory = TemporaryDirectory()
        let url = directory.url.appendingPathComponent("DogWalk.sqlite")
        let dates = [3.0, 1.0, 2.0].map { Date(timeIntervalSinceReferenceDate: $0 * 86_400) }
        do {
            let stack = CoreDataStack(modelName: "DogWalk", storeURL: url)
            let fido = try findOrCreateFido(stack)
            for date in dates { add(date, to: fido, stack) }
            #expect(fido?.walks?.count == 3)
            #expect((fido?.walks?.lastObject as? Walk)?.dog === fido, "the inverse is set")
        }
        let relaunched = CoreDataStack(modelName: "DogWalk", storeURL: url)
        let fido = try findOrCreateFido(relaunched)
        #expect(try relaunched.managedContext.count(for: Dog.fetchRequest()) == 1, "Fido is found, not created again")
        let walks = (fido?.walks?.array as? [Walk]) ?? []
        #expect(walks.map(\.date) == dates, "insertion order, not date order")
    }

    @Test func deletingAWalkKeepsTheOthersInOrder() throws {
        let directory = TemporaryDirectory()
        let url = directory.url.appendingPathComponent("DogWalk.sqlite")
        let stack = CoreDataStack(modelName: "DogWalk", storeURL: url)
        let fido = try findOrCreateFido(stack)
        for day in 0..<4 { add(Date(timeIntervalSinceReferenceDate: Double(day)), to: fido, stack) }
        let second = fido?.walks?[1] as! Walk
        stack.managedContext.delete(second)
        stack.saveContext()
        #expect(fido?.walks?.count == 3)
        let reopened = CoreDataStack(modelName: "DogWalk", storeURL: url)
        let again = try findOrCreateFido(reopened)
        #expect(((again?.walks?.array as? [Walk]) ?? []).compactMap(\.date?.timeIntervalSinceReferenceDate) == [0, 2, 3])
    }
}
