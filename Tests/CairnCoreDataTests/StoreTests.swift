import CairnCoreData
import Testing

/// Store types, options and store files, the Core Data way.
@Suite struct StoreTests {
    @Test func optionsTakeCoreDataValues() {
        let description = NSPersistentStoreDescription(url: Stack.temporaryDirectory().appendingPathComponent("a.sqlite"))
        description.setOption(true as NSNumber, forKey: NSPersistentHistoryTrackingKey)
        description.setOption(NSNumber(value: 5), forKey: NSPersistentStoreTimeoutOption)
        #expect(description.tracksPersistentHistory)
        #expect(description.timeout == 5)
        description.setOption(false as NSNumber, forKey: NSPersistentHistoryTrackingKey)
        #expect(!description.tracksPersistentHistory)
        description.type = NSInMemoryStoreType
        #expect(description.type == .inMemory)
    }

    @Test func addPersistentStoreTakesAnOptionsDictionary() throws {
        let url = Stack.temporaryDirectory().appendingPathComponent("Notes.sqlite")
        let coordinator = NSPersistentStoreCoordinator(managedObjectModel: Stack.model)
        let store: NSPersistentStore = try coordinator.addPersistentStore(
            ofType: NSSQLiteStoreType, configurationName: nil, at: url,
            options: [NSPersistentHistoryTrackingKey: true, NSReadOnlyPersistentStoreOption: false])
        #expect(store.options[NSPersistentHistoryTrackingKey] == "true")
        #expect(coordinator.persistentStores.count == 1)
        let memory = try coordinator.addPersistentStore(ofType: NSInMemoryStoreType, configurationName: nil, at: nil, options: nil)
        #expect(memory.type == NSInMemoryStoreType)
    }

    @Test func metadataReadsUnderCoreDataKeys() throws {
        let container = try Stack.container()
        let store = try #require(container.persistentStoreCoordinator.persistentStores.first)
        let url = try #require(store.url)
        let metadata = try NSPersistentStoreCoordinator.metadataForPersistentStore(ofType: NSSQLiteStoreType, at: url)
        #expect(metadata[NSStoreUUIDKey] as? String == store.identifier)
        #expect(metadata[NSStoreTypeKey] as? String == "SQLite")
        #expect(container.managedObjectModel.isConfiguration(withName: nil, compatibleWithStoreMetadata: metadata))
    }

    @Test func destroyPersistentStoreDeletesTheStoreAndOnlyAStore() throws {
        let directory = Stack.temporaryDirectory()
        let url = directory.appendingPathComponent("Notes.sqlite")
        do {
            let container = try Stack.container(directory)
            try container.viewContext.performAndWait {
                let note = Note(context: container.viewContext)
                note.title = "doomed"
                try container.viewContext.save()
            }
            try container.persistentStoreCoordinator.destroyPersistentStore(at: url, ofType: NSSQLiteStoreType, options: nil)
            #expect(container.persistentStoreCoordinator.persistentStores.isEmpty)
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(left.isEmpty, "the store's files are gone: \(left)")
        // A fresh store at the same place starts empty.
        let again = try Stack.container(directory)
        #expect(try again.viewContext.performAndWait { try again.viewContext.count(for: Note.fetchRequest()) } == 0)

        // Never a file it did not make.
        let other = directory.appendingPathComponent("notes.txt")
        try Data("keep me".utf8).write(to: other)
        let coordinator = NSPersistentStoreCoordinator(managedObjectModel: Stack.model)
        #expect(throws: CairnError.self) { try coordinator.destroyPersistentStore(at: other, ofType: NSSQLiteStoreType) }
        #expect(try Data(contentsOf: other) == Data("keep me".utf8))
        // A missing file is not an error.
        try coordinator.destroyPersistentStore(at: directory.appendingPathComponent("missing.sqlite"), ofType: NSSQLiteStoreType)
    }
}
