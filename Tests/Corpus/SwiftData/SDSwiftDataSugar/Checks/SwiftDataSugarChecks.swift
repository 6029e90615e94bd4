import Testing
import CairnData
@testable import SDSwiftDataSugar

// Checks for mesqueeb/SwiftDataSugar: `initModelContainer(for:with:inMemory:storeUrl:)` and the
// `DbCollection<T>` model actor (insert / fetch / updateAndSave / delete by uid or identifier) over a
// versioned-schema model that adopts CollectionDocument & SendableDocument as its README shows.
// The app's own TodoItem schemas import SwiftUI, so these checks declare a small versioned model.

enum NoteSchemaV1: VersionedSchema, MockableSchema {
    static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
    static var models: [any PersistentModel.Type] { [NoteSchemaV1.Note.self] }

    @Model final class Note: CollectionDocument {
        var uid: UUID
        var dateUpdated: Date
        var text: String
        init(uid: UUID, dateUpdated: Date, text: String) {
            self.uid = uid
            self.dateUpdated = dateUpdated
            self.text = text
        }
    }

    static func insertMocks(context: ModelContext) {
        context.insert(Note(uid: UUID(), dateUpdated: .now, text: "Mock"))
        try! context.save()
    }
}

enum NoteSchemaV2: VersionedSchema {
    static var versionIdentifier: Schema.Version { Schema.Version(1, 1, 0) }
    static var models: [any PersistentModel.Type] { [NoteSchemaV2.Note.self] }

    @Model final class Note: CollectionDocument {
        var uid: UUID
        var dateUpdated: Date
        var text: String
        var pinned: Bool = false
        init(uid: UUID, dateUpdated: Date, text: String, pinned: Bool = false) {
            self.uid = uid
            self.dateUpdated = dateUpdated
            self.text = text
            self.pinned = pinned
        }
    }
}

enum MigrateToV2: MigrationStep {
    static var toVersion: any VersionedSchema.Type { NoteSchemaV2.self }
    static var stage: MigrationStage { .lightweight(fromVersion: NoteSchemaV1.self, toVersion: NoteSchemaV2.self) }
}

enum NotesMigrationPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [NoteSchemaV1.self, MigrateToV2.toVersion] }
    static var stages: [MigrationStage] { [MigrateToV2.stage] }
}

typealias Note = NoteSchemaV1.Note

struct NoteSnapshot: Sendable, Equatable {
    var uid: UUID
    var dateUpdated: Date
    var text: String
}

extension NoteSchemaV1.Note: SendableDocument {
    typealias SendableType = NoteSnapshot
    convenience init(from snapshot: NoteSnapshot) {
        self.init(uid: snapshot.uid, dateUpdated: snapshot.dateUpdated, text: snapshot.text)
    }
    func toSendable() -> NoteSnapshot { NoteSnapshot(uid: uid, dateUpdated: dateUpdated, text: text) }
}

private func storeURL() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("SDSwiftDataSugar-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory.appendingPathComponent("notes.store")
}

private let past = Date(timeIntervalSince1970: 1_600_000_000)

@MainActor @Test func insertedSnapshotIsFetchedBackByUid() async throws {
    let container = try initModelContainer(for: NoteSchemaV1.self, with: nil, storeUrl: try storeURL())
    let notes = DbCollection<Note>(modelContainer: container)
    let uid = UUID()
    try await notes.insert(NoteSnapshot(uid: uid, dateUpdated: past, text: "Buy milk"))
    let fetched = try await notes.fetch(uid: uid)
    #expect(fetched == NoteSnapshot(uid: uid, dateUpdated: past, text: "Buy milk"))
    #expect(try await notes.fetch(uid: UUID()) == nil)
}

@MainActor @Test func updateAndSaveChangesTheDocumentAndItsDateUpdated() async throws {
    let url = try storeURL()
    let uid = UUID()
    do {
        let container = try initModelContainer(for: NoteSchemaV1.self, with: nil, storeUrl: url)
        let notes = DbCollection<Note>(modelContainer: container)
        try await notes.insert(NoteSnapshot(uid: uid, dateUpdated: past, text: "draft"))
        let length = try await notes.updateAndSave(uid: uid) { note in
            note.text = "final text"
            return note.text.count
        }
        #expect(length == 10)
    }
    let container = try initModelContainer(for: NoteSchemaV1.self, with: nil, storeUrl: url)
    let note = try #require(try ModelContext(container).fetch(FetchDescriptor<Note>()).first)
    #expect(note.text == "final text")
    #expect(note.dateUpdated > past)
}

@MainActor @Test func deleteByUidRemovesTheDocument() async throws {
    let container = try initModelContainer(for: NoteSchemaV1.self, with: nil, storeUrl: try storeURL())
    let notes = DbCollection<Note>(modelContainer: container)
    let keep = UUID(), drop = UUID()
    try await notes.insert(NoteSnapshot(uid: keep, dateUpdated: past, text: "keep"))
    try await notes.insert(NoteSnapshot(uid: drop, dateUpdated: past, text: "drop"))
    try await notes.delete(uid: drop)
    #expect(try await notes.fetch(uid: drop) == nil)
    let left = try ModelContext(container).fetch(FetchDescriptor<Note>())
    #expect(left.map(\.text) == ["keep"])
}

@MainActor @Test func fetchAndDeleteByPersistentIdentifier() async throws {
    let container = try initModelContainer(for: NoteSchemaV1.self, with: nil, storeUrl: try storeURL())
    let notes = DbCollection<Note>(modelContainer: container)
    try await notes.insert(NoteSnapshot(uid: UUID(), dateUpdated: past, text: "by id"))
    let id = try #require(try container.mainContext.fetch(FetchDescriptor<Note>()).first).persistentModelID
    #expect(await notes.fetch(id: id)?.text == "by id")
    try await notes.delete(id: id)
    #expect(try container.mainContext.fetchCount(FetchDescriptor<Note>()) == 0)
}

@MainActor @Test func inMemoryContainerWorksAndInsertMocksSaves() throws {
    let container = try initModelContainer(for: NoteSchemaV1.self, with: nil, inMemory: true)
    NoteSchemaV1.insertMocks(context: container.mainContext)
    let texts = try container.mainContext.fetch(FetchDescriptor<Note>()).map(\.text)
    #expect(texts == ["Mock"])
}

@MainActor @Test func migrationPlanBuiltFromMigrationStepsUpgradesAStore() throws {
    let url = try storeURL()
    do {
        let container = try initModelContainer(for: NoteSchemaV1.self, with: NotesMigrationPlan.self, storeUrl: url)
        NoteSchemaV1.insertMocks(context: ModelContext(container))
    }
    let container = try initModelContainer(for: NoteSchemaV2.self, with: NotesMigrationPlan.self, storeUrl: url)
    let migrated = try ModelContext(container).fetch(FetchDescriptor<NoteSchemaV2.Note>())
    #expect(migrated.map(\.text) == ["Mock"])
    #expect(migrated.first?.pinned == false)
}

@MainActor @Test func updateAndSaveLaterSavesAfterTheDebounce() async throws {
    let url = try storeURL()
    let container = try initModelContainer(for: NoteSchemaV1.self, with: nil, storeUrl: url)
    let notes = DbCollection<Note>(modelContainer: container)
    let uid = UUID()
    try await notes.insert(NoteSnapshot(uid: uid, dateUpdated: past, text: "v1"))
    _ = try await notes.updateAndSaveLater(uid: uid) { note in note.text = "v2" }
    try await Task.sleep(for: .milliseconds(1_800))
    let reader = try initModelContainer(for: NoteSchemaV1.self, with: nil, storeUrl: url)
    #expect(try ModelContext(reader).fetch(FetchDescriptor<Note>()).map(\.text) == ["v2"])
}
