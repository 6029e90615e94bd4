import Foundation
import Testing

@testable import CairnFiles

@Suite struct CacheDirectoryTests {
    let root = TestDirectory()

    func cache(limit: Int) throws -> CacheDirectory {
        try CacheDirectory(url: root.file("cache"), byteLimit: limit)
    }

    func entry(_ byte: UInt8, size: Int = 100) -> Data {
        Data(repeating: byte, count: size)
    }

    @Test func storeAndReadBack() throws {
        let cache = try cache(limit: 1_000)
        try cache.store(entry(1), forKey: "https://example.com/a.png")
        #expect(try cache.data(forKey: "https://example.com/a.png") == entry(1))
        #expect(try cache.data(forKey: "missing") == nil)
        #expect(try cache.totalSize() == 100)
    }

    @Test func directoryIsTaggedAndPrivate() throws {
        let cache = try cache(limit: 1_000)
        #expect(try BackupExclusion.isExcluded(cache.url))
        #expect(try mode(of: cache.url) == 0o700)
    }

    @Test func evictionKeepsMostRecentlyUsedUnderTheBound() throws {
        let cache = try cache(limit: 350)
        for (index, key) in ["a", "b", "c"].enumerated() { try cache.store(entry(UInt8(index)), forKey: key) }
        _ = try cache.data(forKey: "a")  // a is now more recent than b and c
        try cache.store(entry(9), forKey: "d")  // 400 bytes > 350: the least recently used (b) goes
        #expect(try cache.data(forKey: "b") == nil)
        #expect(try cache.data(forKey: "a") != nil)
        #expect(try cache.data(forKey: "c") != nil)
        #expect(try cache.data(forKey: "d") != nil)
        #expect(try cache.totalSize() <= 350)
    }

    @Test func manyEntriesStayWithinTheBoundAndKeepTheNewest() throws {
        let cache = try cache(limit: 1_000)
        for index in 0..<40 { try cache.store(entry(UInt8(index)), forKey: "k\(index)") }
        #expect(try cache.totalSize() == 1_000)
        for index in 30..<40 { #expect(try cache.data(forKey: "k\(index)") == entry(UInt8(index))) }
        for index in 0..<30 { #expect(try cache.data(forKey: "k\(index)") == nil) }
    }

    @Test func replacingAnEntryDoesNotCountTwice() throws {
        let cache = try cache(limit: 250)
        try cache.store(entry(1), forKey: "a")
        try cache.store(entry(2), forKey: "b")
        try cache.store(entry(3), forKey: "a")
        #expect(try cache.data(forKey: "a") == entry(3))
        #expect(try cache.data(forKey: "b") == entry(2))
    }

    @Test func entryLargerThanTheBoundIsNotCached() throws {
        let cache = try cache(limit: 50)
        try cache.store(entry(1, size: 10), forKey: "a")
        try cache.store(entry(2, size: 51), forKey: "a")
        #expect(try cache.data(forKey: "a") == nil)
    }

    @Test func filesDeletedUnderneathAreMisses() throws {
        let cache = try cache(limit: 1_000)
        try cache.store(entry(1), forKey: "a")
        try cache.store(entry(2), forKey: "b")
        try FileManager.default.removeItem(at: cache.fileURL(forKey: "a"))
        #expect(try cache.data(forKey: "a") == nil)
        #expect(try cache.totalSize() == 100)
        try cache.trim(toBytes: 0)
        #expect(try cache.totalSize() == 0)
    }

    @Test func directoryDeletedUnderneathIsRecreated() throws {
        let cache = try cache(limit: 1_000)
        try cache.store(entry(1), forKey: "a")
        try FileManager.default.removeItem(at: cache.url)
        #expect(try cache.data(forKey: "a") == nil)
        #expect(try cache.totalSize() == 0)
        try cache.store(entry(2), forKey: "b")
        #expect(try cache.data(forKey: "b") == entry(2))
        #expect(try BackupExclusion.isExcluded(cache.url))
    }

    @Test func purgeRemovesEntriesAndLeftoversButKeepsTheTag() throws {
        let cache = try cache(limit: 1_000)
        try cache.store(entry(1), forKey: "a")
        try Data("x".utf8).write(to: cache.url.appendingPathComponent(".abc.cache.cairn-XYZ123"))
        try cache.purge()
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.url.path) == ["CACHEDIR.TAG"])
        #expect(try cache.data(forKey: "a") == nil)
    }

    @Test func removeValueIsIdempotent() throws {
        let cache = try cache(limit: 1_000)
        try cache.store(entry(1), forKey: "a")
        try cache.removeValue(forKey: "a")
        try cache.removeValue(forKey: "a")
        #expect(try cache.data(forKey: "a") == nil)
    }

    @Test func concurrentStoresStayWithinTheBound() async throws {
        let cache = try cache(limit: 2_000)
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<64 {
                group.addTask { try? cache.store(Data(repeating: UInt8(index), count: 100), forKey: "k\(index)") }
            }
        }
        #expect(try cache.totalSize() <= 2_000)
    }

    @Test func namedCacheLivesInTheAppCachesDirectory() throws {
        let env = XDGEnvironment(variables: ["HOME": root.path, "XDG_CACHE_HOME": root.path + "/xdg-cache"])
        let dirs = try AppDirectories(appIdentifier: "com.example.app", environment: env)
        let cache = try CacheDirectory(named: "Thumbnails", in: dirs, byteLimit: 10)
        #expect(cache.url.path == root.path + "/xdg-cache/com.example.app/Thumbnails")
        #expect { try CacheDirectory(named: "../x", in: dirs, byteLimit: 10) } throws: { ($0 as? FilesError)?.code == .invalidName }
    }
}
