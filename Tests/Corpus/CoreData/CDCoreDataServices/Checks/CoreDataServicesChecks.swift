import Testing
import CairnCoreData
@testable import CDCoreDataServices

// What a user of CoreDataServices expects from its NSManagedObjectContext / NSEntityDescription /
// NSFetchRequest helpers, on a container with a real SQLite file. (`Test` is the source's entity
// class; it is spelled `CDCoreDataServices.Test` here because swift-testing also has a `Test`.)

typealias TestEntity = CDCoreDataServices.Test

@MainActor
enum ServicesFixture {
    static let model: NSManagedObjectModel? = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Code/Model.xcdatamodeld")
        return try? NSManagedObjectModel(contentsOf: url)
    }()

    static func container(at url: URL? = nil) throws -> (NSPersistentContainer, URL) {
        let storeURL = try url ?? {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("CDCoreDataServices-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            return directory.appendingPathComponent("Model.sqlite")
        }()
        let container = NSPersistentContainer(name: "Model", managedObjectModel: try #require(model))
        container.persistentStoreDescriptions = [NSPersistentStoreDescription(url: storeURL)]
        var loadError: Error?
        container.loadPersistentStores { _, error in loadError = error }
        if let loadError { throw loadError }
        return (container, storeURL)
    }

    static func insertTests(_ names: [String], into context: NSManagedObjectContext) {
        for (index, name) in names.enumerated() {
            let test = NSEntityDescription.insertNewObject(entityClass: TestEntity.self, managedObjectContext: context)
            test.name = name
            test.testID = NSNumber(value: index)
        }
    }
}

@MainActor
@Suite struct CoreDataServicesChecks {
    @Test func entityNamesComeFromTheClassWithoutItsModule() throws {
        let (container, _) = try ServicesFixture.container()
        #expect(String.stripModule(entityClass: TestEntity.self) == "Test")
        #expect(String.stripModule(entityClass: AdditionalTest.self) == "AdditionalTest")
        let entity = NSEntityDescription.entityDescriptionFor(entityClass: AdditionalTest.self, managedObjectContext: container.viewContext)
        #expect(entity.name == "AdditionalTest")
        let request = NSFetchRequest<NSFetchRequestResult>(entityClass: TestEntity.self)
        #expect(request.entityName == "Test")
    }

    @Test func insertNewObjectReturnsTheEntitysClass() throws {
        let (container, _) = try ServicesFixture.container()
        let object = NSEntityDescription.insertNewObject(entityClass: TestEntity.self, managedObjectContext: container.viewContext)
        #expect(type(of: object) == TestEntity.self)
        #expect(object.entity.name == "Test")
        #expect(object.isInserted)
        #expect(object.objectID.isTemporaryID)
        #expect(object.testID == 0)  // the model's default value
    }

    @Test func retrieveEntriesFiltersSortsAndLimits() throws {
        let (container, _) = try ServicesFixture.container()
        let context = container.viewContext
        ServicesFixture.insertTests(["delta", "alpha", "charlie", "bravo", "echo"], into: context)
        try context.save()

        let sorted: [TestEntity] = context.retrieveEntries(entityClass: TestEntity.self, sortDescriptors: [NSSortDescriptor(key: "name", ascending: true)])
        #expect(sorted.map(\.name) == ["alpha", "bravo", "charlie", "delta", "echo"])
        let filtered: [TestEntity] = context.retrieveEntries(entityClass: TestEntity.self, predicate: NSPredicate(format: "testID >= %d", 3))
        #expect(Set(filtered.compactMap(\.name)) == ["bravo", "echo"])
        let top: [TestEntity] = context.retrieveEntries(
            entityClass: TestEntity.self, predicate: nil, sortDescriptors: [NSSortDescriptor(key: "testID", ascending: false)],
            fetchBatchSize: 2, fetchLimit: 2)
        #expect(top.map(\.name) == ["echo", "bravo"])
        let first = context.retrieveFirstEntry(entityClass: TestEntity.self, sortDescriptors: [NSSortDescriptor(key: "name", ascending: false)])
        #expect(first?.name == "echo")
        #expect(context.retrieveFirstEntry(entityClass: AdditionalTest.self) == nil)
    }

    @Test func countEntriesWithAndWithoutAPredicate() throws {
        let (container, _) = try ServicesFixture.container()
        let context = container.viewContext
        ServicesFixture.insertTests(["a", "b", "c", "bb"], into: context)
        try context.save()
        #expect(context.retrieveEntriesCount(entityClass: TestEntity.self) == 4)
        #expect(context.retrieveEntriesCount(entityClass: TestEntity.self, predicate: NSPredicate(format: "name BEGINSWITH %@", "b")) == 2)
        #expect(context.retrieveEntriesCount(entityClass: AdditionalTest.self) == 0)
    }

    @Test func deleteEntriesMatchingAPredicate() throws {
        let (container, url) = try ServicesFixture.container()
        let context = container.viewContext
        ServicesFixture.insertTests(["keep", "drop", "drop", "keep"], into: context)
        try context.save()
        context.deleteEntries(entityClass: TestEntity.self, predicate: NSPredicate(format: "name == %@", "drop"))
        #expect(context.deletedObjects.count == 2)
        context.saveAndForcePushChangesIfNeeded()
        #expect(context.hasChanges == false)

        let (reopened, _) = try ServicesFixture.container(at: url)
        let names = reopened.viewContext.retrieveEntries(entityClass: TestEntity.self).compactMap(\.name)
        #expect(names == ["keep", "keep"])
        reopened.viewContext.deleteEntries(entityClass: TestEntity.self)
        try reopened.viewContext.save()
        #expect(reopened.viewContext.retrieveEntriesCount(entityClass: TestEntity.self) == 0)
    }

    @Test func savingAPrivateChildPushesTheChangesThroughItsParentToTheStore() throws {
        let (container, url) = try ServicesFixture.container()
        let main = container.viewContext
        let background = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        background.parent = main
        background.performAndWait {
            let object = NSEntityDescription.insertNewObject(entityClass: AdditionalTest.self, managedObjectContext: background)
            object.title = "from the background"
            background.saveAndForcePushChangesIfNeeded()
        }
        #expect(main.hasChanges == false)
        let (reopened, _) = try ServicesFixture.container(at: url)
        let titles = reopened.viewContext.retrieveEntries(entityClass: AdditionalTest.self).compactMap(\.title)
        #expect(titles == ["from the background"])
    }

    @Test func numberAttributesRoundTripAsNSNumber() throws {
        let (container, url) = try ServicesFixture.container()
        let object = NSEntityDescription.insertNewObject(entityClass: TestEntity.self, managedObjectContext: container.viewContext)
        object.name = "n"
        object.testID = NSNumber(value: Int16.max)
        try container.viewContext.save()

        let (reopened, _) = try ServicesFixture.container(at: url)
        let read = try #require(reopened.viewContext.retrieveFirstEntry(entityClass: TestEntity.self))
        #expect(read.testID?.int16Value == Int16.max)
        #expect(read.objectID.uriRepresentation() == object.objectID.uriRepresentation())
    }
}
