import CairnCoreData
import CairnTestSupport
import Testing

/// Store types, options and store files, the Core Data way.
@Suite struct StoreTests {
    @Test func optionsTakeCoreDataValues() {
        let directory = TemporaryDirectory()
        let description = NSPersistentStoreDescription(url: directory.file("a.sqlite"))
        description.setOption(true as NSNumber, forKey: NSPersistentHistoryTrackingKey)
        description.setOption(NSNumber(value: 5), forKey: NSPersistentStoreTimeoutOption)
        #expect(description.tracksPersistentHistory)
        #expect(description.timeout == 5)
        description.setOption(false as NSNumber, forKey: NSPersistentHistoryTrackingKey)
        #expect(!description.tracksPersistentHistory)
        description.type = NSInMemoryStoreType
        #expect(description.type == NSInMemoryStoreType)
    }

    @Test func addPersistentStoreTakesAnOptionsDictionary() throws {
        let directory = TemporaryDirectory()
        let url = directory.file("Notes.sqlite")
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
        let directory = TemporaryDirectory()
        let container = try Stack.container(directory)
        let store = try #require(container.persistentStoreCoordinator.persistentStores.first)
        let url = try #require(store.url)
        let metadata = try NSPersistentStoreCoordinator.metadataForPersistentStore(ofType: NSSQLiteStoreType, at: url)
        #expect(metadata[NSStoreUUIDKey] as? String == store.identifier)
        #expect(metadata[NSStoreTypeKey] as? String == "SQLite")
        #expect(container.managedObjectModel.isConfiguration(withName: nil, compatibleWithStoreMetadata: metadata))
    }

    @Test func destroyPersistentStoreDeletesTheStoreAndOnlyAStore() throws {
        let directory = TemporaryDirectory()
        let url = directory.file("Notes.sqlite")
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
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
        #expect(left.isEmpty, "the store's files are gone: \(left)")
        // A fresh store at the same place starts empty.
        let again = try Stack.container(directory)
        #expect(try again.viewContext.performAndWait { try again.viewContext.count(for: Note.fetchRequest()) } == 0)

        // Never a file it did not make.
        let other = directory.file("notes.txt")
        try Data("keep me".utf8).write(to: other)
        let coordinator = NSPersistentStoreCoordinator(managedObjectModel: Stack.model)
        #expect(throws: CairnError.self) { try coordinator.destroyPersistentStore(at: other, ofType: NSSQLiteStoreType) }
        #expect(try Data(contentsOf: other) == Data("keep me".utf8))
        // A missing file is not an error.
        try coordinator.destroyPersistentStore(at: directory.file("missing.sqlite"), ofType: NSSQLiteStoreType)
    }
}

@Suite("Store description options as Core Data's objects")
struct DescriptionOptionObjectTests {
    @Test("options read back as NSNumbers, as Core Data gives them")
    func optionsAreObjects() {
        let description = NSPersistentStoreDescription(url: URL(fileURLWithPath: "/dev/null"))
        description.setOption(true as NSNumber, forKey: NSPersistentHistoryTrackingKey)
        description.setOption(NSNumber(value: 5), forKey: NSPersistentStoreTimeoutOption)
        #expect((description.options[NSPersistentHistoryTrackingKey] as? NSNumber)?.boolValue == true)
        #expect((description.options[NSPersistentStoreTimeoutOption] as? NSNumber)?.intValue == 5)
        #expect(description.options[NSReadOnlyPersistentStoreOption] == nil)
    }
}
