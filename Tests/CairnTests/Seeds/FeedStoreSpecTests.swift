import Cairn
import CairnTestSupport
import Foundation
import Testing

// Seed 002: the Essential Developer CoreDataFeedStore, ported with only the imports and names
// changed (plus `@Sendable` on escaping closures, which Swift 6 requires), run through one spec
// suite against every store type.

struct LocalFeedImage: Equatable, Sendable {
    let id: UUID
    let description: String?
    let location: String?
    let url: URL
}

enum RetrieveCachedFeedResult: Sendable {
    case empty
    case found(feed: [LocalFeedImage], timestamp: Date)
    case failure(Error)
}

protocol FeedStore: Sendable {
    typealias RetrievalCompletion = @Sendable (RetrieveCachedFeedResult) -> Void
    typealias InsertionCompletion = @Sendable (Error?) -> Void
    typealias DeletionCompletion = @Sendable (Error?) -> Void
    func retrieve(completion: @escaping RetrievalCompletion)
    func insert(_ feed: [LocalFeedImage], timestamp: Date, completion: @escaping InsertionCompletion)
    func deleteCachedFeed(completion: @escaping DeletionCompletion)
}

final class CoreDataFeedStore: FeedStore {
    private let container: PersistentContainer
    private let context: ManagedObjectContext

    init(storeURL: URL, type: PersistentStoreType = .sqlite) throws {
        container = try PersistentContainer.load(model: SeedModels.feedStore(), name: "FeedStore", url: storeURL, type: type)
        context = container.newBackgroundContext()
    }

    func retrieve(completion: @escaping RetrievalCompletion) {
        perform { context in
            do {
                if let cache = try ManagedCache.find(in: context) {
                    completion(.found(feed: cache.localFeed, timestamp: cache.timestamp))
                } else {
                    completion(.empty)
                }
            } catch {
                completion(.failure(error))
            }
        }
    }

    func insert(_ feed: [LocalFeedImage], timestamp: Date, completion: @escaping InsertionCompletion) {
        perform { context in
            do {
                let managedCache = try ManagedCache.newUniqueInstance(in: context)
                managedCache.timestamp = timestamp
                managedCache.feed = ManagedFeedImage.images(from: feed, in: context)
                try context.save()
                completion(nil)
            } catch {
                completion(error)
            }
        }
    }

    func deleteCachedFeed(completion: @escaping DeletionCompletion) {
        perform { context in
            do {
                try ManagedCache.find(in: context).map(context.delete).map(context.save)
                completion(nil)
            } catch {
                completion(error)
            }
        }
    }

    private func perform(_ action: @escaping @Sendable (ManagedObjectContext) -> Void) {
        let context = context
        context.perform { action(context) }
    }
}

extension PersistentContainer {
    static func load(model: ManagedObjectModel, name: String, url: URL, type: PersistentStoreType) throws -> PersistentContainer {
        let description = PersistentStoreDescription(url: url)
        description.type = type
        let container = PersistentContainer(name: name, managedObjectModel: model)
        container.persistentStoreDescriptions = [description]
        var loadError: Swift.Error?
        container.loadPersistentStores { loadError = $1 }
        try loadError.map { throw $0 }
        return container
    }
}

extension ManagedCache {
    static func find(in context: ManagedObjectContext) throws -> ManagedCache? {
        let request = FetchRequest<ManagedCache>(entityName: ManagedCache.entity().name!)
        request.returnsObjectsAsFaults = false
        return try context.fetch(request).first
    }

    static func newUniqueInstance(in context: ManagedObjectContext) throws -> ManagedCache {
        try find(in: context).map(context.delete)
        return ManagedCache(context: context)
    }

    var localFeed: [LocalFeedImage] {
        feed.compactMap { ($0 as? ManagedFeedImage)?.local }
    }
}

extension ManagedFeedImage {
    static func images(from localFeed: [LocalFeedImage], in context: ManagedObjectContext) -> NSOrderedSet {
        NSOrderedSet(
            array: localFeed.map { local in
                let managed = ManagedFeedImage(context: context)
                managed.id = local.id
                managed.imageDescription = local.description
                managed.location = local.location
                managed.url = local.url
                return managed
            })
    }

    var local: LocalFeedImage {
        LocalFeedImage(id: id, description: imageDescription, location: location, url: url)
    }
}

/// The FeedStore specs of seed 002, run against every store type.
@Suite struct FeedStoreSpecTests {
    private func makeSUT(_ kind: TestStoreKind, directory: TemporaryDirectory) throws -> FeedStore {
        switch kind {
        case .sqliteFile: return try CoreDataFeedStore(storeURL: directory.url.appendingPathComponent("feed.sqlite"))
        case .sqliteMemory: return try CoreDataFeedStore(storeURL: URL(fileURLWithPath: "/dev/null"))
        case .inMemory: return try CoreDataFeedStore(storeURL: URL(fileURLWithPath: "/dev/null"), type: .inMemory)
        }
    }

    private func uniqueFeed() -> [LocalFeedImage] {
        [
            LocalFeedImage(id: UUID(), description: "a description", location: nil, url: URL(string: "https://a-url.com/\(UUID())")!),
            LocalFeedImage(id: UUID(), description: nil, location: "a location", url: URL(string: "https://another-url.com")!),
        ]
    }

    private func retrieve(_ sut: FeedStore) async -> RetrieveCachedFeedResult {
        await withCheckedContinuation { continuation in sut.retrieve { continuation.resume(returning: $0) } }
    }

    private func insert(_ feed: [LocalFeedImage], _ timestamp: Date, _ sut: FeedStore) async -> Error? {
        await withCheckedContinuation { continuation in sut.insert(feed, timestamp: timestamp) { continuation.resume(returning: $0) } }
    }

    private func delete(_ sut: FeedStore) async -> Error? {
        await withCheckedContinuation { continuation in sut.deleteCachedFeed { continuation.resume(returning: $0) } }
    }

    private func expectEmpty(_ result: RetrieveCachedFeedResult) {
        guard case .empty = result else {
            Issue.record("expected empty, got \(result)")
            return
        }
    }

    private func expectFound(_ result: RetrieveCachedFeedResult, _ feed: [LocalFeedImage], _ timestamp: Date) {
        guard case .found(let found, let foundTimestamp) = result else {
            Issue.record("expected found, got \(result)")
            return
        }
        #expect(found == feed)
        #expect(foundTimestamp == timestamp)
    }

    @Test(arguments: TestStoreKind.allCases)
    func retrieveDeliversEmptyOnEmptyCacheTwiceWithoutSideEffects(_ kind: TestStoreKind) async throws {
        let directory = TemporaryDirectory()
        let sut = try makeSUT(kind, directory: directory)
        expectEmpty(await retrieve(sut))
        expectEmpty(await retrieve(sut))
    }

    @Test(arguments: TestStoreKind.allCases)
    func retrieveDeliversInsertedValuesInOrder(_ kind: TestStoreKind) async throws {
        let directory = TemporaryDirectory()
        let sut = try makeSUT(kind, directory: directory)
        let feed = uniqueFeed() + uniqueFeed() + uniqueFeed()
        let timestamp = Date(timeIntervalSinceReferenceDate: 700_000_000.25)
        #expect(await insert(feed, timestamp, sut) == nil)
        expectFound(await retrieve(sut), feed, timestamp)
        expectFound(await retrieve(sut), feed, timestamp)
    }

    @Test(arguments: TestStoreKind.allCases)
    func insertOverridesPreviouslyInsertedCache(_ kind: TestStoreKind) async throws {
        let directory = TemporaryDirectory()
        let sut = try makeSUT(kind, directory: directory)
        #expect(await insert(uniqueFeed(), Date(), sut) == nil)
        let latest = uniqueFeed()
        let latestTimestamp = Date(timeIntervalSinceReferenceDate: 800_000_000)
        #expect(await insert(latest, latestTimestamp, sut) == nil)
        expectFound(await retrieve(sut), latest, latestTimestamp)
    }

    @Test(arguments: TestStoreKind.allCases)
    func deleteEmptiesCacheAndIsHarmlessOnEmpty(_ kind: TestStoreKind) async throws {
        let directory = TemporaryDirectory()
        let sut = try makeSUT(kind, directory: directory)
        #expect(await delete(sut) == nil)
        expectEmpty(await retrieve(sut))
        #expect(await insert(uniqueFeed(), Date(), sut) == nil)
        #expect(await delete(sut) == nil)
        expectEmpty(await retrieve(sut))
    }

    @Test func fileStoreDeliversFeedToANewInstance() async throws {
        let directory = TemporaryDirectory()
        let feed = uniqueFeed()
        let timestamp = Date(timeIntervalSinceReferenceDate: 123_456)
        do {
            let first = try makeSUT(.sqliteFile, directory: directory)
            #expect(await insert(feed, timestamp, first) == nil)
        }
        let second = try makeSUT(.sqliteFile, directory: directory)
        expectFound(await retrieve(second), feed, timestamp)
    }
}
