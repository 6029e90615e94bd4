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
    @Test func storeMetadataIsCompatibleOnlyWithItsOwnVersion() throws {
        let url = try NotesFixture.directory().appendingPathComponent("UnCloudNotesDataModel.sqlite")
        try NotesFixture.makeVersion1Store(at: url, count: 2)
        let metadata = try NSPersistentStoreCoordinator.metadataForPersistentStore(ofType: NSSQLiteStoreType, at: url, options: nil)
        #expect(try NotesFixture.version("UnCloudNotesDataModel").isConfiguration(withName: nil, compatibleWithStoreMetadata: metadata))
        #expect(try NotesFixture.version("UnCloudNotesDataModel v2").isConfiguration(withName: nil, compatibleWithStoreMetadata: metadata) == false)
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
