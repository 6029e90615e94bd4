import Foundation
import Testing

@testable import Cairn

/// Staged migration (`NSStagedMigrationManager`): v1 → v2 lightweight, v2 → v3 custom, where v3
/// makes names unique and the custom stage removes the duplicates first.
@Suite struct StagedMigrationTests {
    typealias M = MigrationModels

    static func version(_ number: Int) -> ManagedObjectModel {
        let model = ManagedObjectModel {
            M.entity("Tag", constraints: number >= 3 ? [["name"]] : []) {
                M.attribute("name", .string)
                if number >= 2 { M.attribute("uses", .integer64, optional: false, default: 0) }
                if number >= 3 { M.attribute("merged", .integer64, optional: false, default: 0) }
            }
        }
        model.versionIdentifier = "v\(number)"
        return model
    }

    /// Keeps one tag per name, deleting the others; records how many were merged into it.
    static func dedupe(_ manager: StagedMigrationManager) throws {
        let context = try #require(manager.container).newBackgroundContext()
        try context.performAndWait {
            let request = FetchRequest<ManagedObject>(entityName: "Tag")
            request.sortDescriptors = [SortKey(key: "name")]
            var kept: [String: ManagedObject] = [:]
            for tag in try context.fetch(request) {
                let name = tag.value(forKey: "name") as! String
                if let first = kept[name] {
                    first.setValue((first.value(forKey: "uses") as! Int) + (tag.value(forKey: "uses") as! Int) + 1, forKey: "uses")
                    context.delete(tag)
                } else {
                    kept[name] = tag
                }
            }
            try context.save()
        }
    }

    /// What the handlers were called for, in order.
    final class CallLog: Sendable {
        private let calls = Locked<[String]>([])
        func append(_ call: String) { calls.withLock { $0.append(call) } }
        var all: [String] { calls.withLock { $0 } }
    }

    static func manager(failing: Bool = false, calls: CallLog? = nil) -> StagedMigrationManager {
        let custom = CustomMigrationStage(migratingFrom: version(2), to: version(3))
        custom.willMigrateHandler = { manager, _ in
            calls?.append("will")
            if failing { throw CairnError(.migration, "the handler refused") }
            try dedupe(manager)
        }
        custom.didMigrateHandler = { manager, _ in
            calls?.append("did")
            let context = try #require(manager.container).newBackgroundContext()
            try context.performAndWait {
                for tag in try context.fetch(FetchRequest<ManagedObject>(entityName: "Tag")) { tag.setValue(tag.value(forKey: "uses"), forKey: "merged") }
                try context.save()
            }
        }
        return StagedMigrationManager([LightweightMigrationStage([version(1), version(2)]), custom])
    }

    private func open(_ fixture: MigrationFixture, _ manager: StagedMigrationManager) throws -> PersistentContainer {
        let container = PersistentContainer(name: "Store", managedObjectModel: Self.version(3))
        let description = PersistentStoreDescription(url: fixture.url)
        description.stagedMigrationManager = manager
        container.persistentStoreDescriptions = [description]
        try container.loadPersistentStores()
        return container
    }

    private func fill(_ context: ManagedObjectContext, _ model: ManagedObjectModel) {
        for name in ["swift", "linux", "swift", "swift"] {
            ManagedObject(entity: model.entitiesByName["Tag"]!, insertInto: context).setValue(name, forKey: "name")
        }
    }

    @Test func aVersion1StoreGoesThroughEveryStage() throws {
        let fixture = MigrationFixture()
        try fixture.write(Self.version(1), fill)
        let calls = CallLog()
        let container = try open(fixture, Self.manager(calls: calls))
        #expect(calls.all == ["will", "did"])
        #expect(
            try fixture.rows(container, "Tag", ["name", "uses", "merged"]) == [
                ["name": "linux", "uses": "0", "merged": "0"],
                ["name": "swift", "uses": "2", "merged": "2"],
            ])
        #expect(try SQLiteStore.readMetadata(at: fixture.url).modelHistory.count == 3, "v1, v2, v3")
        // The new constraint holds.
        let context = container.newBackgroundContext()
        context.performAndWait {
            ManagedObject(entity: container.managedObjectModel.entitiesByName["Tag"]!, insertInto: context).setValue("linux", forKey: "name")
            #expect(throws: CairnError.self) { try context.save() }
        }
    }

    @Test func aStoreAlreadyAtVersion2RunsOnlyTheCustomStage() throws {
        let fixture = MigrationFixture()
        try fixture.write(Self.version(2), fill)
        let calls = CallLog()
        let container = try open(fixture, Self.manager(calls: calls))
        #expect(calls.all == ["will", "did"])
        #expect(try fixture.rows(container, "Tag", ["name"]).count == 2)
    }

    @Test func aHandlerThatThrowsStopsThePlanAtTheVersionReached() throws {
        let fixture = MigrationFixture()
        try fixture.write(Self.version(1), fill)
        let error = try #require(throws: CairnError.self) { try open(fixture, Self.manager(failing: true)) }
        #expect(error.message.contains("the handler refused"))
        let metadata = try SQLiteStore.readMetadata(at: fixture.url)
        #expect(Self.version(2).isConfiguration(withName: nil, compatibleWithStoreMetadata: metadata), "the lightweight stage is done, the custom one not")
        // The next load (a fixed app) resumes from version 2.
        let container = try open(fixture, Self.manager())
        #expect(try fixture.rows(container, "Tag", ["name"]).count == 2)
    }

    @Test func aDidMigrateHandlerThatFailedRunsAgainAtTheNextLoad() throws {
        let fixture = MigrationFixture()
        try fixture.write(Self.version(2), fill)
        let calls = CallLog()
        func manager(didFails: Bool) -> StagedMigrationManager {
            let stage = CustomMigrationStage(migratingFrom: Self.version(2), to: Self.version(3))
            stage.willMigrateHandler = { manager, _ in try Self.dedupe(manager) }
            stage.didMigrateHandler = { _, _ in
                calls.append(didFails ? "did failed" : "did")
                if didFails { throw CairnError(.migration, "the did handler refused") }
            }
            return StagedMigrationManager([stage])
        }
        #expect(throws: CairnError.self) { try open(fixture, manager(didFails: true)) }
        let marked = try SQLiteStore.readMetadata(at: fixture.url)
        #expect(Self.version(3).isConfiguration(withName: nil, compatibleWithStoreMetadata: marked), "migrated")
        #expect(marked.pendingDidMigrateVersion != nil, "but its didMigrate handler is still owed")
        fixture.close(try open(fixture, manager(didFails: false)))
        #expect(calls.all == ["did failed", "did"])
        #expect(try SQLiteStore.readMetadata(at: fixture.url).pendingDidMigrateVersion == nil)
        fixture.close(try open(fixture, manager(didFails: false)))
        #expect(calls.all == ["did failed", "did"], "nothing left to run")
    }

    @Test func aStoreOfAVersionOutsideThePlanIsRefused() throws {
        let fixture = MigrationFixture()
        let other = Self.version(1)
        other.entitiesByName["Tag"]!.versionHashModifier = "elsewhere"
        try fixture.write(other, fill)
        let before = try fixture.bytes()
        let error = try #require(throws: CairnError.self) { try open(fixture, Self.manager()) }
        #expect(error.code == .migrationMissingSourceModel && error.message.contains("v1, v2"), "\(error.message)")
        #expect(try fixture.bytes() == before)
    }
}
