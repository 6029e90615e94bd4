import Testing
import CairnCoreData
@testable import CDKodecoSurfJournal

// Core Data by Tutorials' SurfJournal (chapter 9, multiple contexts). Its seed is a store that
// Core Data itself wrote on iOS (Code/CoreDataSeed: SurfJournalModel.sqlite + -wal + -shm, 5000
// journal entries); the checks open a copy of it, fetch as the list does, export CSV in a
// background task, and edit in a child context as the detail screen does.

@MainActor
enum SurfFixture {
    static let code = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Code")
    static let model: NSManagedObjectModel? = try? NSManagedObjectModel(contentsOf: code.appendingPathComponent("SurfJournalModel.xcdatamodeld"))

    /// A copy of the seed store (what `seedCoreDataContainerIfFirstLaunch()` does), in a temporary directory.
    static func seededStoreURL() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("CDKodecoSurfJournal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for suffix in ["sqlite", "sqlite-shm", "sqlite-wal"] {
            try FileManager.default.copyItem(
                at: code.appendingPathComponent("CoreDataSeed/SurfJournalModel.\(suffix)"),
                to: directory.appendingPathComponent("SurfJournalModel.\(suffix)"))
        }
        return directory.appendingPathComponent("SurfJournalModel.sqlite")
    }

    static func container(at url: URL) throws -> NSPersistentContainer {
        let container = NSPersistentContainer(name: "SurfJournalModel", managedObjectModel: try #require(model))
        container.persistentStoreDescriptions = [NSPersistentStoreDescription(url: url)]
        var loadError: Error?
        container.loadPersistentStores { _, error in loadError = error }
        if let loadError { throw loadError }
        return container
    }

    /// The list's request (`surfJournalFetchRequest()`).
    static func surfJournalFetchRequest() -> NSFetchRequest<JournalEntry> {
        let fetchRequest: NSFetchRequest<JournalEntry> = JournalEntry.fetchRequest()
        fetchRequest.fetchBatchSize = 20
        fetchRequest.sortDescriptors = [NSSortDescriptor(key: "date", ascending: false)]
        return fetchRequest
    }
}

@MainActor
@Suite struct SurfJournalChecks {
    @Test func theSeedStoreWrittenByCoreDataOpensWithAllItsEntries() throws {
        let container = try SurfFixture.container(at: SurfFixture.seededStoreURL())
        let context = container.viewContext
        #expect(try context.count(for: JournalEntry.fetchRequest() as NSFetchRequest<JournalEntry>) == 5000)
        let newest = try #require(try context.fetch(SurfFixture.surfJournalFetchRequest()).first)
        #expect(newest.location == "Bells Beach")
        #expect(newest.height == "6.2")
        #expect(newest.period == "16")
        #expect(newest.wind == "14.5")
        #expect(newest.rating?.int16Value == 2)
        #expect(abs((newest.date?.timeIntervalSinceReferenceDate ?? 0) - 431013729.299382) < 0.001)
    }

    @Test func theSortedBatchedFetchComesBackNewestFirst() throws {
        let context = try SurfFixture.container(at: SurfFixture.seededStoreURL()).viewContext
        let entries = try context.fetch(SurfFixture.surfJournalFetchRequest())
        #expect(entries.count == 5000)
        let dates = entries.prefix(200).compactMap(\.date)
        #expect(dates == dates.sorted(by: >))
        #expect(entries.last?.date == Date(timeIntervalSinceReferenceDate: 115801388.7906))
    }

    @Test func ratingsCountPerValue() throws {
        let context = try SurfFixture.container(at: SurfFixture.seededStoreURL()).viewContext
        let request: NSFetchRequest<JournalEntry> = JournalEntry.fetchRequest()
        request.predicate = NSPredicate(format: "rating == %d", 1)
        #expect(try context.count(for: request) == 980)
        request.predicate = NSPredicate(format: "rating >= 4 AND location == %@", "Bells Beach")
        #expect(try context.count(for: request) > 0)
    }

    @Test func csvJoinsTheFieldsOfAnEntry() throws {
        let context = try SurfFixture.container(at: SurfFixture.seededStoreURL()).viewContext
        let entry = JournalEntry(context: context)
        entry.height = "3"
        entry.period = "12"
        entry.wind = "5"
        entry.location = "Pipeline"
        entry.rating = NSNumber(value: 4)
        #expect(entry.csv() == ",3,12,5,Pipeline,4,\n")  // no date: empty first field
        entry.date = Date()
        #expect(entry.stringForDate().isEmpty == false)
        #expect(entry.csv().hasPrefix(entry.stringForDate() + ",3,12,5,Pipeline,4,"))
    }

    @Test func exportInABackgroundTaskReadsEveryEntry() async throws {
        let container = try SurfFixture.container(at: SurfFixture.seededStoreURL())
        let lines = await withCheckedContinuation { (continuation: CheckedContinuation<Int, Never>) in
            container.performBackgroundTask { context in
                #expect(context.concurrencyType == .privateQueueConcurrencyType)
                let request: NSFetchRequest<JournalEntry> = JournalEntry.fetchRequest()
                request.sortDescriptors = [NSSortDescriptor(key: "date", ascending: false)]
                let results = (try? context.fetch(request)) ?? []
                continuation.resume(returning: results.map { $0.csv() }.filter { $0.hasSuffix(",\n") }.count)
            }
        }
        #expect(lines == 5000)
    }

    @Test func editingInAChildContextReachesTheStoreOnlyWhenBothSave() throws {
        let url = try SurfFixture.seededStoreURL()
        let container = try SurfFixture.container(at: url)
        let main = container.viewContext
        let newest = try #require(try main.fetch(SurfFixture.surfJournalFetchRequest()).first)

        // The chapter's detail screen: a main-queue child context, the entry re-fetched in it.
        let childContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        childContext.parent = main
        let childEntry = try #require(childContext.object(with: newest.objectID) as? JournalEntry)
        childEntry.location = "Edited Beach"
        #expect(newest.location == "Bells Beach")
        try childContext.save()
        #expect(newest.location == "Edited Beach")
        #expect(main.hasChanges)
        try main.save()

        let reopened = try SurfFixture.container(at: url)
        let stored = try #require(try reopened.viewContext.fetch(SurfFixture.surfJournalFetchRequest()).first)
        #expect(stored.location == "Edited Beach")
    }

    @Test func discardingAChildContextLeavesTheParentUntouched() throws {
        let container = try SurfFixture.container(at: SurfFixture.seededStoreURL())
        let main = container.viewContext
        let childContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        childContext.parent = main
        let added = JournalEntry(context: childContext)
        added.location = "Never saved"
        #expect(childContext.hasChanges)
        childContext.rollback()
        #expect(childContext.hasChanges == false)
        #expect(main.hasChanges == false)
        #expect(try main.count(for: JournalEntry.fetchRequest() as NSFetchRequest<JournalEntry>) == 5000)
    }
}
