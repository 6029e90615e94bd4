import Foundation
import Testing

@testable import Cairn

/// A migration's progress, as a container's description reports it.
@Suite struct MigrationProgressTests {
    /// Collects what a handler is told.
    final class Reports: Sendable {
        private let list = Locked<[MigrationProgress]>([])
        func append(_ progress: MigrationProgress) { list.withLock { $0.append(progress) } }
        var all: [MigrationProgress] { list.withLock { $0 } }
    }

    @Test func progressRisesToEveryRowOfTheStore() throws {
        let fixture = MigrationFixture()
        try fixture.write(LightweightMigrationTests.version1(), LightweightMigrationTests.fillVersion1)
        let version2 = LightweightMigrationTests.version1()
        version2.versionIdentifier = "Notes 2"
        version2.entitiesByName["Note"]!.declaredProperties.append(AttributeDescription(name: "extra", type: .string))
        let reports = Reports()
        let container = PersistentContainer(name: "Store", managedObjectModel: version2)
        let description = PersistentStoreDescription(url: fixture.url)
        description.migrationProgressHandler = { reports.append($0) }
        container.persistentStoreDescriptions = [description]
        try container.loadPersistentStores()
        let seen = reports.all
        #expect(seen.first?.completedUnitCount == 0)
        #expect(seen.last?.fractionCompleted == 1)
        #expect(seen.allSatisfy { $0.totalUnitCount == 4 && $0.destinationVersion == "Notes 2" && $0.storeURL == fixture.url }, "1 folder and 3 notes: \(seen)")
        #expect(zip(seen, seen.dropFirst()).allSatisfy { $0.completedUnitCount <= $1.completedUnitCount })
        #expect(seen.last?.description == "Notes 2: 100 % (4 of 4 rows)")
    }
}
