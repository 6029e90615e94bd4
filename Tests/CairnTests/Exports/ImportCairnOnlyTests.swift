import Cairn
import CairnTestSupport
import Testing

// This file imports Cairn and nothing else from the platform: `Date`, `URL`, `UUID` and
// `NSOrderedSet` come through Cairn's re-export of Foundation, as they come with `import CoreData`.
// It must not import Foundation (it would no longer test anything).

/// Seed 002's cache, used from a file that imports only Cairn.
@Suite struct ImportCairnOnlyTests {
    @Test func foundationTypesComeWithImportCairn() throws {
        let stack = try TestStack(.sqliteMemory, model: SeedModels.feedStore())
        let context = stack.context
        let ids = [UUID(), UUID()]
        let timestamp = Date(timeIntervalSinceReferenceDate: 86_400)
        try context.performAndWait {
            let cache = ManagedCache(context: context)
            cache.timestamp = timestamp
            let images = ids.map { id -> ManagedFeedImage in
                let image = ManagedFeedImage(context: context)
                image.id = id
                image.url = URL(string: "https://images.example.com/\(id.uuidString)")!
                return image
            }
            cache.feed = NSOrderedSet(array: images)
            try context.save()
            context.reset()

            let fetched = try #require(try context.fetch(FetchRequest<ManagedCache>(entityName: "ManagedCache")).first)
            #expect(fetched.timestamp == timestamp)
            let stored = (fetched.feed.array as? [ManagedFeedImage]) ?? []
            #expect(stored.map(\.id) == ids)
            #expect(stored.first?.url.lastPathComponent == ids[0].uuidString)
        }
    }
}
