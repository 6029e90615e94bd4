import Testing
import CairnCoreData
@testable import AERecord

// What a user of AERecord expects: its shared stack on a real SQLite file, the Active Record
// style queries (create, firstOrCreate, first/all/count with attributes, distinct values, delete,
// auto-increment, batch update) on the sample Species ← Breed ← Animal model.

@MainActor
enum AEFixture {
    static let model: NSManagedObjectModel? = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Code/AERecordTest.xcdatamodeld")
        return try? NSManagedObjectModel(contentsOf: url)
    }()

    static func storeURL() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("CDAERecord-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory.appendingPathComponent("AERecordTest.sqlite")
    }

    @discardableResult
    static func loadStack(at url: URL) throws -> URL {
        try AERecord.loadCoreDataStack(managedObjectModel: try #require(model), storeType: NSSQLiteStoreType, storeURL: url)
        return url
    }

    /// The source test's data: 2 species, 5 breeds, 7 animals.
    static func addAnimals() {
        let dogs = Species.create(with: ["name": "dog"])
        let cats = Species.create(with: ["name": "cat"])
        let siberian = Breed.create(with: ["name": "Siberian", "species": cats])
        let domestic = Breed.create(with: ["name": "Domestic", "species": cats])
        let bullTerrier = Breed.create(with: ["name": "Bull Terrier", "species": dogs])
        let golden = Breed.create(with: ["name": "Golden Retriever", "species": dogs])
        let schnauzer = Breed.create(with: ["name": "Miniature Schnauzer", "species": dogs])
        Animal.create(with: ["name": "Tinna", "color": "lightgray", "breed": siberian, "customID": 1])
        Animal.create(with: ["name": "Rose", "color": "darkgray", "breed": domestic, "customID": 2])
        Animal.create(with: ["name": "Caesar", "color": "yellow", "breed": domestic, "customID": 3])
        Animal.create(with: ["name": "Villy", "color": "white", "breed": bullTerrier, "customID": 4])
        Animal.create(with: ["name": "Spot", "color": "white", "breed": bullTerrier, "customID": 5])
        Animal.create(with: ["name": "Betty", "color": "yellow", "breed": golden, "customID": 6])
        Animal.create(with: ["name": "Kika", "color": "black", "breed": schnauzer, "customID": 7])
    }
}

@MainActor
@Suite(.serialized) struct AERecordChecks {
    @Test func theStackHasAMainAndABackgroundContextOnOneCoordinator() throws {
        let url = try AEFixture.loadStack(at: AEFixture.storeURL())
        #expect(AERecord.Context.main.concurrencyType == .mainQueueConcurrencyType)
        #expect(AERecord.Context.background.concurrencyType == .privateQueueConcurrencyType)
        #expect(AERecord.Context.default === AERecord.Context.main)  // on the main thread
        let coordinator = try #require(AERecord.storeCoordinator)
        #expect(AERecord.Context.main.persistentStoreCoordinator === coordinator)
        #expect(coordinator.persistentStores.first?.url == url)
        #expect(Animal.entityName == "Animal")
        #expect(Animal.entityDescription?.name == "Animal")
    }

    @Test func createdObjectsAreTheirClassesAndSetTheInverseRelationships() throws {
        try AEFixture.loadStack(at: AEFixture.storeURL())
        AEFixture.addAnimals()
        let cats = try #require(Species.first(with: "name", value: "cat"))
        #expect(cats.breeds.count == 2)
        let domestic = try #require(Breed.first(with: "name", value: "Domestic"))
        #expect(domestic.species === cats)
        #expect(domestic.animals.count == 2)
        let rose = try #require(Animal.first(with: ["name": "Rose", "color": "darkgray"]))
        #expect(rose.breed === domestic)
        #expect(rose.objectID.isTemporaryID)
        AERecord.saveAndWait()
        #expect(rose.objectID.isTemporaryID == false)
        #expect(AERecord.Context.main.hasChanges == false)
    }

    @Test func countsAndFetchesWithAttributesAndSortDescriptors() throws {
        try AEFixture.loadStack(at: AEFixture.storeURL())
        AEFixture.addAnimals()
        AERecord.saveAndWait()
        #expect(Animal.count() == 7)
        #expect(Animal.count(with: "color", value: "white") == 2)
        #expect(Animal.count(with: ["color": "yellow", "name": "Betty"]) == 1)
        #expect(Breed.count(with: NSPredicate(format: "species.name == %@", "dog")) == 3)

        let byName: [Animal]? = Animal.all(orderedBy: [NSSortDescriptor(key: "name", ascending: true)])
        #expect(byName?.map(\.name) == ["Betty", "Caesar", "Kika", "Rose", "Spot", "Tinna", "Villy"])
        let yellow: [Animal]? = Animal.all(with: "color", value: "yellow", orderedBy: [NSSortDescriptor(key: "name", ascending: false)])
        #expect(yellow?.map(\.name) == ["Caesar", "Betty"])
        let orPredicate: [Animal]? = Animal.all(with: ["name": "Kika", "color": "lightgray"], predicateType: .or)
        #expect(Set(orPredicate?.map(\.name) ?? []) == ["Kika", "Tinna"])
        #expect(Animal.first(orderedBy: "customID", ascending: false)?.name == "Kika")
        #expect(Animal.all(with: "color", value: "purple") == nil)
    }

    @Test func firstOrCreateFindsOrInserts() throws {
        try AEFixture.loadStack(at: AEFixture.storeURL())
        AEFixture.addAnimals()
        let existing = Species.firstOrCreate(with: "name", value: "dog")
        #expect(existing.isInserted)
        #expect(Species.count() == 2)
        let created = Species.firstOrCreate(with: ["name": "bird"])
        #expect(created.name == "bird")
        #expect(Species.count() == 3)
    }

    @Test func distinctValuesComeBackOnce() throws {
        try AEFixture.loadStack(at: AEFixture.storeURL())
        AEFixture.addAnimals()
        AERecord.saveAndWait()
        let colors = try #require(try Animal.distinctValues(for: "color", orderedBy: [NSSortDescriptor(key: "color", ascending: true)]))
        #expect(colors.compactMap { $0 as? String } == ["black", "darkgray", "lightgray", "white", "yellow"])
        let records = try #require(try Animal.distinctRecords(for: ["color"], predicate: NSPredicate(format: "color BEGINSWITH %@", "w")))
        #expect(records.count == 1)
        #expect(records.first?["color"] as? String == "white")
    }

    @Test func autoIncrementedIntegerIsOneMoreThanTheLargest() throws {
        try AEFixture.loadStack(at: AEFixture.storeURL())
        #expect(Animal.autoIncrementedInteger(for: "customID") == 0)
        AEFixture.addAnimals()
        AERecord.saveAndWait()
        #expect(Animal.autoIncrementedInteger(for: "customID") == 8)
    }

    @Test func deletingNullifiesTheInverseAndDeleteAllEmptiesTheEntity() throws {
        try AEFixture.loadStack(at: AEFixture.storeURL())
        AEFixture.addAnimals()
        AERecord.saveAndWait()
        let bullTerrier = try #require(Breed.first(with: "name", value: "Bull Terrier"))
        let spot = try #require(Animal.first(with: "name", value: "Spot"))
        bullTerrier.delete()
        AERecord.saveAndWait()
        #expect(spot.value(forKey: "breed") == nil)  // Nullify; the model's `breed` is optional although the class says `Breed`
        #expect(Breed.count() == 4)

        Animal.deleteAll(with: "color", value: "white")
        AERecord.saveAndWait()
        #expect(Animal.count() == 5)
        Animal.deleteAll()
        AERecord.saveAndWait()
        #expect(Animal.count() == 0)
    }

    @Test func truncateAllDataDeletesEveryEntity() throws {
        try AEFixture.loadStack(at: AEFixture.storeURL())
        AEFixture.addAnimals()
        AERecord.saveAndWait()
        AERecord.truncateAllData()
        AERecord.saveAndWait()
        #expect(Animal.count() + Breed.count() + Species.count() == 0)
    }

    @Test func batchUpdateChangesTheStoreAndRefreshesObjects() throws {
        try AEFixture.loadStack(at: AEFixture.storeURL())
        AEFixture.addAnimals()
        AERecord.saveAndWait()
        let updated = Animal.objectsCountForBatchUpdate(properties: ["color": "blue"], predicate: NSPredicate(format: "color == %@", "white"))
        #expect(updated == 2)
        let villy = try #require(Animal.first(with: "name", value: "Villy"))
        Animal.batchUpdateAndRefreshObjects(properties: ["color": "green"], predicate: NSPredicate(format: "name == %@", "Villy"))
        #expect(villy.color == "green")
        #expect(Animal.count(with: "color", value: "blue") == 1)
    }

    @Test func aReloadedStackReadsWhatWasSaved() throws {
        let url = try AEFixture.storeURL()
        try AEFixture.loadStack(at: url)
        AEFixture.addAnimals()
        AERecord.saveAndWait()
        try AEFixture.loadStack(at: url)  // new contexts and coordinator on the same file
        #expect(Animal.count() == 7)
        let kika = try #require(Animal.first(with: "name", value: "Kika"))
        #expect(kika.customID == 7)
        #expect(kika.breed.name == "Miniature Schnauzer")
        #expect(kika.breed.species.name == "dog")
    }

    @Test func executeRunsAFetchRequestWithAToManyPredicate() throws {
        try AEFixture.loadStack(at: AEFixture.storeURL())
        AEFixture.addAnimals()
        AERecord.saveAndWait()
        let request: NSFetchRequest<Breed> = Breed.createFetchRequest(
            predicate: NSPredicate(format: "ANY animals.color == %@", "yellow"),
            sortDescriptors: [NSSortDescriptor(key: "name", ascending: true)])
        let breeds = AERecord.execute(fetchRequest: request)
        #expect(breeds.map(\.name) == ["Domestic", "Golden Retriever"])
    }
}
