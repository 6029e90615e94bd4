import Cairn
import CairnTestSupport
import Foundation
import Testing

/// The SQLite file: survives restarts, describes itself, refuses an incompatible model untouched.
@Suite struct StoreFileTests {
    @Test func dataSurvivesAFreshCoordinator() throws {
        let directory = TemporaryDirectory()
        let url = directory.url.appendingPathComponent("Store.sqlite")
        do {
            let coordinator = PersistentStoreCoordinator(managedObjectModel: SeedModels.articles())
            try coordinator.addPersistentStore(type: .sqlite, at: url)
            let context = ManagedObjectContext(concurrencyType: .privateQueue)
            context.persistentStoreCoordinator = coordinator
            try context.performAndWait {
                let article = Article(context: context)
                article.id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
                article.title = "Hello"
                article.createdAt = Date(timeIntervalSinceReferenceDate: 12.5)
                try context.save()
            }
        }
        let coordinator = PersistentStoreCoordinator(managedObjectModel: SeedModels.articles())
        try coordinator.addPersistentStore(ofType: .sqlite, configurationName: nil, at: url, options: nil)
        let context = ManagedObjectContext(concurrencyType: .privateQueue)
        context.persistentStoreCoordinator = coordinator
        try context.performAndWait {
            let article = try #require(try context.fetch(Article.fetchRequest()).first)
            #expect(article.title == "Hello")
            #expect(article.id == UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
            #expect(article.createdAt == Date(timeIntervalSinceReferenceDate: 12.5))
        }
    }

    @Test func storeDescribesItselfWithoutTheModelSource() throws {
        let directory = TemporaryDirectory()
        let url = directory.url.appendingPathComponent("Notes.sqlite")
        let model = SeedModels.notebooks()
        let coordinator = PersistentStoreCoordinator(managedObjectModel: model)
        try coordinator.addPersistentStore(at: url)
        let metadata = try SQLiteStore.readMetadata(at: url)
        #expect(metadata.modelHashes == model.entityVersionHashesByName)
        let stored = try #require(try metadata.storedModel())
        try stored.freeze()
        #expect(stored.versionHash == model.versionHash)
        #expect(stored.entitiesByName["Note"]?.relationshipsByName["notebook"]?.inverseName == "notes")
    }

    @Test func incompatibleModelFailsWith134100AndLeavesTheFileUntouched() throws {
        let directory = TemporaryDirectory()
        let url = directory.url.appendingPathComponent("Employees.sqlite")
        do {
            let container = PersistentContainer(name: "Employees", managedObjectModel: SeedModels.employees())
            container.persistentStoreDescriptions = [PersistentStoreDescription(url: url)]
            try container.loadPersistentStores()
            let context = container.newBackgroundContext()
            try context.performAndWait {
                Employee(context: context).name = "Kept"
                try context.save()
            }
            for store in container.persistentStoreCoordinator.persistentStores { try container.persistentStoreCoordinator.remove(store) }
        }
        let before = try Data(contentsOf: url)
        let changed = SeedModels.employees()
        changed.entitiesByName["Employee"]!.declaredProperties.append(AttributeDescription(name: "salary", type: .decimal))
        let container = PersistentContainer(name: "Employees", managedObjectModel: changed)
        let description = PersistentStoreDescription(url: url)
        description.shouldMigrateStoreAutomatically = false  // Core Data's coordinator default
        container.persistentStoreDescriptions = [description]
        var reported: Error?
        container.loadPersistentStores { _, error in reported = error }
        let error = try #require(reported as? CairnError)
        #expect(error.code == .incompatibleModel)
        #expect(error.code.rawValue == 134_100)
        #expect(error.message.contains("Employee"))
        #expect(try Data(contentsOf: url) == before)
    }

    @Test func notAStoreIsAClearError() throws {
        let directory = TemporaryDirectory()
        let url = directory.url.appendingPathComponent("plain.txt")
        try Data("hello, not sqlite".utf8).write(to: url)
        let coordinator = PersistentStoreCoordinator(managedObjectModel: SeedModels.articles())
        let error = #expect(throws: CairnError.self) { try coordinator.addPersistentStore(at: url) }
        #expect(error?.code == .storeOpen)
        #expect(try Data(contentsOf: url) == Data("hello, not sqlite".utf8))
    }
}
