import Foundation
import Testing

@testable import Cairn

@Suite("Xcode model files: version hashes")
struct XcodeModelVersionHashTests {
    private func frozenVersions() throws -> [String: ManagedObjectModel] {
        let versions = try ManagedObjectModel.versions(in: XcodeFixtures.url("Notebook.xcdatamodeld"))
        for model in versions.values { try model.freeze() }
        return versions
    }

    @Test func differentVersionsHaveDifferentHashes() throws {
        let versions = try frozenVersions()
        try #require(versions.count >= 2)
        let hashes = versions.values.map(\.versionHash)
        #expect(Set(hashes).count == hashes.count)
        #expect(hashes.allSatisfy { !$0.isEmpty })
    }

    @Test func parsingTheSameFileTwiceGivesEqualHashes() throws {
        let bundle = try XcodeFixtures.url("Notebook.xcdatamodeld")
        let first = try ManagedObjectModel(xcodeModelAt: bundle), second = try ManagedObjectModel(xcodeModelAt: bundle)
        try first.freeze()
        try second.freeze()
        #expect(first.versionHash == second.versionHash)
        #expect(first.entityVersionHashesByName == second.entityVersionHashesByName)
    }

    @Test func parsingOnSeveralThreadsAtOnceGivesEqualHashes() async throws {
        let bundle = try XcodeFixtures.url("Notebook.xcdatamodeld")
        let hashes = try await withThrowingTaskGroup(of: Data.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    let model = try ManagedObjectModel(xcodeModelAt: bundle)
                    try model.freeze()
                    return model.versionHash
                }
            }
            return try await group.reduce(into: [Data]()) { $0.append($1) }
        }
        #expect(hashes.count == 8 && Set(hashes).count == 1)
    }

    @Test func onlyChangedEntitiesChangeTheirHash() throws {
        let versions = try frozenVersions().values.sorted { $0.entities.count < $1.entities.count }
        let older = try #require(versions.first), newer = try #require(versions.last)
        // Notebook is the same in both versions; Note gained a relationship.
        #expect(older.entityVersionHashesByName["Notebook"] == newer.entityVersionHashesByName["Notebook"])
        #expect(older.entityVersionHashesByName["Note"] != newer.entityVersionHashesByName["Note"])
        #expect(newer.entitiesDiffering(fromStoreHashes: older.entityVersionHashesByName) == ["Note", "PhotoFrame"])
    }
}
