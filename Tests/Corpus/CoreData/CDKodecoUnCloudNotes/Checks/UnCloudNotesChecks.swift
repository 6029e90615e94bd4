import Testing
import CairnCoreData
@testable import CDKodecoUnCloudNotes

// Core Data by Tutorials' UnCloudNotes (chapter 6, versioning and migration): four versions of
// the model, a hand-written mapping model (v2 → v3 moves a note's image into an Attachment), and
// DataMigrationManager's steps: store metadata compatibility, NSMigrationManager with an inferred
// or explicit mapping model, the migrated store swapped in.

@MainActor
enum NotesFixture {
    static let code = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Code")
    static let bundleURL = code.appendingPathComponent("UnCloudNotesDataModel.xcdatamodeld")

    static func version(_ name: String) throws -> NSManagedObjectModel {
        try #require(try? NSManagedObjectModel(contentsOf: bundleURL.appendingPathComponent("\(name).xcdatamodel")))
    }

    static func directory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("CDKodecoUnCloudNotes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A version-1 store with `count` notes, written through a coordinator as the app's first release did.
    static func makeVersion1Store(at url: URL, count: Int) throws {
        let model = try version("UnCloudNotesDataModel")
        let coordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
        _ = try coordinator.addPersistentStore(ofType: NSSQLiteStoreType, configurationName: nil, at: url, options: nil)
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        context.persistentStoreCoordinator = coordinator
        for index in 0..<count {
            let note = NSEntityDescription.insertNewObject(forEntityName: "Note", into: context)
            note.setValue("Note \(index)", forKey: "title")
            note.setValue("Body \(index)", forKey: "body")
            note.setValue(Date(timeIntervalSinceReferenceDate: Double(index)), forKey: "dateCreated")
            note.setValue(index, forKey: "displayIndex")
        }
        try context.save()
        for store in coordinator.persistentStores { try coordinator.remove(store) }
    }

    static func titles(at url: URL, model: NSManagedObjectModel) throws -> [String] {
        let coordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
        _ = try coordinator.addPersistentStore(ofType: NSSQLiteStoreType, configurationName: nil, at: url, options: nil)
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        context.persistentStoreCoordinator = coordinator
        let request = NSFetchRequest<NSManagedObject>(entityName: "Note")
        request.sortDescriptors = [NSSortDescriptor(key: "displayIndex", ascending: true)]
        return try context.fetch(request).compactMap { $0.value(forKey: "title") as? String }
    }
}

@MainActor
@Suite struct UnCloudNotesChecks {
    @Test func theBundleHoldsFourVersionsAndV4IsCurrent() throws {
        let current = try #require(try? NSManagedObjectModel(contentsOf: NotesFixture.bundleURL))
        let v4 = try NotesFixture.version("UnCloudNotesDataModel v4")
        #expect(current == v4)  // DataMigrationManager's `==`: same entitiesByName
        #expect(Set(current.entitiesByName.keys).isSuperset(of: ["Note", "Attachment"]))
        let v1 = try NotesFixture.version("UnCloudNotesDataModel")
        #expect(Set(v1.entitiesByName.keys) == ["Note"])
        #expect(!(v1 == v4))
    }

    @Test func storeMetadataIsCompatibleOnlyWithItsOwnVersion() throws {
        let url = try NotesFixture.directory().appendingPathComponent("UnCloudNotesDataModel.sqlite")
        try NotesFixture.makeVersion1Store(at: url, count: 2)
        let metadata = try NSPersistentStoreCoordinator.metadataForPersistentStore(ofType: NSSQLiteStoreType, at: url, options: nil)
        #expect(try NotesFixture.version("UnCloudNotesDataModel").isConfiguration(withName: nil, compatibleWithStoreMetadata: metadata))
        #expect(try NotesFixture.version("UnCloudNotesDataModel v2").isConfiguration(withName: nil, compatibleWithStoreMetadata: metadata) == false)
    }

    @Test func aMigrationManagerWithAnInferredMappingMigratesV1ToV2() throws {
        let directory = try NotesFixture.directory()
        let storeURL = directory.appendingPathComponent("UnCloudNotesDataModel.sqlite")
        try NotesFixture.makeVersion1Store(at: storeURL, count: 3)
        let from = try NotesFixture.version("UnCloudNotesDataModel")
        let to = try NotesFixture.version("UnCloudNotesDataModel v2")

        // DataMigrationManager.migrateStoreAt(URL:fromModel:toModel:mappingModel:)
        let migrationManager = NSMigrationManager(sourceModel: from, destinationModel: to)
        let mappingModel = try NSMappingModel.inferredMappingModel(forSourceModel: from, destinationModel: to)
        let destinationURL = directory.appendingPathComponent(storeURL.lastPathComponent + "~1")
        try migrationManager.migrateStore(
            from: storeURL, sourceType: NSSQLiteStoreType, options: nil, with: mappingModel,
            toDestinationURL: destinationURL, destinationType: NSSQLiteStoreType, destinationOptions: nil)
        try FileManager.default.removeItem(at: storeURL)
        try FileManager.default.moveItem(at: destinationURL, to: storeURL)

        #expect(try NotesFixture.titles(at: storeURL, model: to) == ["Note 0", "Note 1", "Note 2"])
        let metadata = try NSPersistentStoreCoordinator.metadataForPersistentStore(ofType: NSSQLiteStoreType, at: storeURL, options: nil)
        #expect(to.isConfiguration(withName: nil, compatibleWithStoreMetadata: metadata))
    }

    @Test func theHandWrittenMappingModelIsFoundForV2ToV3() throws {
        let bundle = try #require(Bundle(path: NotesFixture.code.path))
        let v2 = try NotesFixture.version("UnCloudNotesDataModel v2")
        let v3 = try NotesFixture.version("UnCloudNotesDataModel v3")
        let mapping = try #require(NSMappingModel(from: [bundle], forSourceModel: v2, destinationModel: v3))
        #expect(mapping.entityMappings.contains { $0.destinationEntityName == "Attachment" })
        #expect(mapping.entityMappings.contains { $0.destinationEntityName == "Note" })
    }

    @Test func migratingV2ToV3WithTheMappingModelKeepsTheNotes() throws {
        let directory = try NotesFixture.directory()
        let storeURL = directory.appendingPathComponent("UnCloudNotesDataModel.sqlite")
        try NotesFixture.makeVersion1Store(at: storeURL, count: 2)
        let v1 = try NotesFixture.version("UnCloudNotesDataModel")
        let v2 = try NotesFixture.version("UnCloudNotesDataModel v2")
        let v3 = try NotesFixture.version("UnCloudNotesDataModel v3")
        let stepOne = directory.appendingPathComponent("step1.sqlite")
        try NSMigrationManager(sourceModel: v1, destinationModel: v2).migrateStore(
            from: storeURL, sourceType: NSSQLiteStoreType, options: nil,
            with: try NSMappingModel.inferredMappingModel(forSourceModel: v1, destinationModel: v2),
            toDestinationURL: stepOne, destinationType: NSSQLiteStoreType, destinationOptions: nil)

        let bundle = try #require(Bundle(path: NotesFixture.code.path))
        let mapping = try #require(NSMappingModel(from: [bundle], forSourceModel: v2, destinationModel: v3))
        let stepTwo = directory.appendingPathComponent("step2.sqlite")
        try NSMigrationManager(sourceModel: v2, destinationModel: v3).migrateStore(
            from: stepOne, sourceType: NSSQLiteStoreType, options: nil, with: mapping,
            toDestinationURL: stepTwo, destinationType: NSSQLiteStoreType, destinationOptions: nil)
        #expect(try NotesFixture.titles(at: stepTwo, model: v3) == ["Note 0", "Note 1"])
    }

    @Test func automaticLightweightMigrationOpensAV1StoreWithV2() throws {
        let storeURL = try NotesFixture.directory().appendingPathComponent("UnCloudNotesDataModel.sqlite")
        try NotesFixture.makeVersion1Store(at: storeURL, count: 1)
        let description = NSPersistentStoreDescription(url: storeURL)
        description.shouldMigrateStoreAutomatically = true
        description.shouldInferMappingModelAutomatically = true
        let container = NSPersistentContainer(name: "UnCloudNotesDataModel", managedObjectModel: try NotesFixture.version("UnCloudNotesDataModel v2"))
        container.persistentStoreDescriptions = [description]
        var loadError: Error?
        container.loadPersistentStores { _, error in loadError = error }
        #expect(loadError == nil)
        let note = try #require(try container.viewContext.fetch(NSFetchRequest<NSManagedObject>(entityName: "Note")).first)
        #expect(note.value(forKey: "title") as? String == "Note 0")
        #expect(note.value(forKey: "image") == nil)
    }

    @Test func theAppsDescriptionDoesNotInferMappings() throws {
        // CoreDataStack.storeDescription: migrate automatically, but only with mapping models found in the bundle.
        let stack = CoreDataStack(modelName: "UnCloudNotesDataModel")
        #expect(stack.storeDescription.shouldMigrateStoreAutomatically)
        #expect(stack.storeDescription.shouldInferMappingModelAutomatically == false)
        #expect(stack.storeDescription.url?.lastPathComponent == "UnCloudNotesDataModel.sqlite")
    }
}
