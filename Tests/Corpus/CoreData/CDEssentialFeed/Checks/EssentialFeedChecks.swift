import Testing
import CairnCoreData
@testable import EssentialFeed

// What a user of Essential Feed's CoreDataFeedStore expects, on a real SQLite file.

@MainActor
enum FeedFixture {
    /// One model instance for every store, as Core Data recommends.
    static let model: NSManagedObjectModel? = {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Code/FeedStore.xcdatamodeld")
        return try? NSManagedObjectModel(contentsOf: url)
    }()

    static func storeURL() throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("CDEssentialFeed-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory.appendingPathComponent("FeedStore.sqlite")
    }

    static func makeStore(at url: URL, queue: CoreDataFeedStore.ContextQueue = .main) throws -> CoreDataFeedStore {
        let model = try #require(model)
        return try CoreDataFeedStore(storeURL: url, contextQueue: queue, model: model)
    }

    static func feed(_ count: Int) -> [LocalFeedImage] {
        (0..<count).map { index in
            LocalFeedImage(
                id: UUID(), description: "description \(index)", location: index.isMultiple(of: 2) ? nil : "location \(index)",
                url: URL(string: "https://example.com/image-\(index)-\(UUID().uuidString).png")!)
        }
    }
}

@MainActor
@Suite struct EssentialFeedChecks {
    @Test func modelBundleLoadsBothEntities() throws {
        let model = try #require(FeedFixture.model)
        let names = Set(model.entities.compactMap { $0.name })
        #expect(names == ["ManagedCache", "ManagedFeedImage"])
        let image = try #require(model.entitiesByName["ManagedFeedImage"])
        // The current version is FeedStore2, which added `data`.
        #expect(image.attributesByName["data"] != nil)
        let feed = try #require(model.entitiesByName["ManagedCache"]?.relationshipsByName["feed"])
        #expect(feed.isToMany)
        #expect(feed.isOrdered)
        #expect(feed.deleteRule == .cascadeDeleteRule)
    }

    @Test func retrieveOnAnEmptyStoreDeliversNothing() throws {
        let store = try FeedFixture.makeStore(at: FeedFixture.storeURL())
        #expect(store.contextQueue == .main)
        #expect(try store.retrieve() == nil)
    }

    @Test func insertThenRetrieveKeepsTheOrderAndTimestamp() throws {
        let store = try FeedFixture.makeStore(at: FeedFixture.storeURL())
        let feed = FeedFixture.feed(5)
        let timestamp = Date(timeIntervalSinceReferenceDate: 700_000_000.25)
        try store.insert(feed, timestamp: timestamp)

        let cached = try #require(try store.retrieve())
        #expect(cached.feed == feed)
        #expect(cached.timestamp == timestamp)
    }

    @Test func aSecondStoreOnTheSameFileReadsWhatTheFirstSaved() throws {
        let url = try FeedFixture.storeURL()
        let feed = FeedFixture.feed(3)
        let timestamp = Date(timeIntervalSinceReferenceDate: 123_456_789)
        do {
            let writer = try FeedFixture.makeStore(at: url)
            try writer.insert(feed, timestamp: timestamp)
        }
        let reader = try FeedFixture.makeStore(at: url)
        let cached = try #require(try reader.retrieve())
        #expect(cached.feed == feed)
        #expect(cached.timestamp == timestamp)
    }

    @Test func insertingAgainReplacesTheCacheAndCascadesItsImages() throws {
        let store = try FeedFixture.makeStore(at: FeedFixture.storeURL())
        try store.insert(FeedFixture.feed(4), timestamp: Date())
        let latest = FeedFixture.feed(2)
        try store.insert(latest, timestamp: Date())

        #expect(try store.retrieve()?.feed == latest)
        let caches = try store.context.count(for: NSFetchRequest<ManagedCache>(entityName: "ManagedCache"))
        let images = try store.context.count(for: NSFetchRequest<ManagedFeedImage>(entityName: "ManagedFeedImage"))
        #expect(caches == 1)
        #expect(images == 2)  // the first cache's four images went with it (Cascade)
    }

    @Test func deleteEmptiesTheStore() throws {
        let url = try FeedFixture.storeURL()
        let store = try FeedFixture.makeStore(at: url)
        try store.insert(FeedFixture.feed(3), timestamp: Date())
        try store.deleteCachedFeed()
        #expect(try store.retrieve() == nil)
        #expect(try store.context.count(for: NSFetchRequest<ManagedFeedImage>(entityName: "ManagedFeedImage")) == 0)

        let reopened = try FeedFixture.makeStore(at: url)
        #expect(try reopened.retrieve() == nil)
    }

    @Test func imagesPointBackToTheirCache() throws {
        let store = try FeedFixture.makeStore(at: FeedFixture.storeURL())
        let feed = FeedFixture.feed(3)
        try store.insert(feed, timestamp: Date())

        let cache = try #require(try ManagedCache.find(in: store.context))
        #expect(cache.feed.count == 3)
        let image = try #require(try ManagedFeedImage.first(with: feed[1].url, in: store.context))
        #expect(image.cache === cache)
        #expect(cache.feed.index(of: image) == 1)
        #expect(image.local == feed[1])
        #expect(image.objectID.isTemporaryID == false)
        #expect(try ManagedFeedImage.first(with: URL(string: "https://nowhere.example")!, in: store.context) == nil)
    }

    @Test func imageDataIsStoredForTheMatchingURLOnly() throws {
        let url = try FeedFixture.storeURL()
        let store = try FeedFixture.makeStore(at: url)
        let feed = FeedFixture.feed(2)
        try store.insert(feed, timestamp: Date())
        try store.insert(Data("first".utf8), for: feed[0].url)
        try store.insert(Data("last".utf8), for: feed[0].url)

        #expect(try store.retrieve(dataForURL: feed[0].url) == Data("last".utf8))
        #expect(try store.retrieve(dataForURL: feed[1].url) == nil)
        // Inserting data for a URL no image has is a no-op, not an error.
        try store.insert(Data("x".utf8), for: URL(string: "https://nowhere.example")!)
        #expect(try store.retrieve(dataForURL: URL(string: "https://nowhere.example")!) == nil)

        let reopened = try FeedFixture.makeStore(at: url)
        #expect(try reopened.retrieve(dataForURL: feed[0].url) == Data("last".utf8))
    }

    @Test func imageDataSurvivesReplacingTheFeedThroughPrepareForDeletion() throws {
        let store = try FeedFixture.makeStore(at: FeedFixture.storeURL())
        let feed = FeedFixture.feed(2)
        try store.insert(feed, timestamp: Date())
        try store.insert(Data("cached image".utf8), for: feed[1].url)

        // Deleting the cache runs ManagedFeedImage.prepareForDeletion, which keeps each image's
        // data in the context's userInfo; the new feed's images with the same URL pick it up.
        try store.insert(feed, timestamp: Date())
        #expect(try store.retrieve(dataForURL: feed[1].url) == Data("cached image".utf8))
        #expect(store.context.userInfo.count == 0)
    }

    @Test func aBackgroundStoreWorksThroughPerform() async throws {
        let store = try FeedFixture.makeStore(at: FeedFixture.storeURL(), queue: .background)
        #expect(store.contextQueue == .background)
        let urls = try await store.perform {
            let feed = FeedFixture.feedOffMain(3)
            try store.insert(feed, timestamp: Date())
            return try store.retrieve()?.feed.map(\.url) ?? []
        }
        #expect(urls.count == 3)
    }

    @Test func theLocalFeedLoaderSavesLoadsAndExpiresTheCache() throws {
        let url = try FeedFixture.storeURL()
        let images = (0..<2).map { FeedImage(id: UUID(), description: nil, location: "here", url: URL(string: "https://example.com/\($0)")!) }
        let now = Date()
        let saver = LocalFeedLoader(store: try FeedFixture.makeStore(at: url), currentDate: { now })
        try saver.save(images)
        #expect(try LocalFeedLoader(store: try FeedFixture.makeStore(at: url), currentDate: { now }).load() == images)

        let eightDaysLater = now.addingTimeInterval(8 * 24 * 3600)
        let validator = LocalFeedLoader(store: try FeedFixture.makeStore(at: url), currentDate: { eightDaysLater })
        try validator.validateCache()
        #expect(try FeedFixture.makeStore(at: url).retrieve() == nil)
    }

    @Test func theConvenienceInitializerFindsTheModelInTheModulesBundle() throws {
        // CoreDataFeedStore(storeURL:) looks the model up with Bundle(for: CoreDataFeedStore.self).
        let store = try CoreDataFeedStore(storeURL: FeedFixture.storeURL(), contextQueue: .main)
        #expect(try store.retrieve() == nil)
    }
}

extension FeedFixture {
    nonisolated static func feedOffMain(_ count: Int) -> [LocalFeedImage] {
        (0..<count).map { LocalFeedImage(id: UUID(), description: nil, location: nil, url: URL(string: "https://example.com/bg-\($0)")!) }
    }
}
