// Checks of what Cairn does not offer (NSMigrationManager, NSMappingModel read from Xcode's
// .xcmappingmodel files): listed in EXCLUDED, counted as failing checks.
import Testing
import CairnCoreData
@testable import CDKodecoUnCloudNotes

extension UnCloudNotesChecks {
    // Uses DataMigrationManager's `==` on models (left out with its file).
    @Test func theBundleHoldsFourVersionsAndV4IsCurrent() throws {
        let current = try #require(try? NSManagedObjectModel(contentsOf: NotesFixture.bundleURL))
        let v4 = try NotesFixture.version("UnCloudNotesDataModel v4")
        #expect(current == v4)  // DataMigrationManager's `==`: same entitiesByName
        #expect(Set(current.entitiesByName.keys).isSuperset(of: ["Note", "Attachment"]))
        let v1 = try NotesFixture.version("UnCloudNotesDataModel")
        #expect(Set(v1.entitiesByName.keys) == ["Note"])
        #expect(!(v1 == v4))
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

}
