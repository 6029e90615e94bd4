import Foundation
import Testing

@testable import Cairn

/// Lightweight migration with Core Data's rules: a store written with one model version, opened
/// by a container with the next. Each test checks the data, not just that opening succeeds.
@Suite struct LightweightMigrationTests {
    typealias M = MigrationModels

    /// Version 1: notes with a title, a body and a view count, in folders.
    static func version1() -> ManagedObjectModel {
        ManagedObjectModel {
            M.entity("Folder") {
                M.attribute("name", .string)
                M.relationship("notes", to: "Note", inverse: "folder", toMany: true)
            }
            M.entity("Note") {
                M.attribute("name", .string)
                M.attribute("body", .string)
                M.attribute("views", .integer16)
                M.attribute("rating", .double)
                M.relationship("folder", to: "Folder", inverse: "notes")
            }
        }
    }

    static func fillVersion1(_ context: ManagedObjectContext, _ model: ManagedObjectModel) {
        let inbox = ManagedObject(entity: model.entitiesByName["Folder"]!, insertInto: context)
        inbox.setValue("Inbox", forKey: "name")
        for (name, views) in [("a", 3), ("b", 0), ("c", 7)] {
            let note = ManagedObject(entity: model.entitiesByName["Note"]!, insertInto: context)
            note.setValue(name, forKey: "name")
            note.setValue("text of \(name)", forKey: "body")
            note.setValue(views, forKey: "views")
            if name != "b" { note.setValue(4.5, forKey: "rating") }
            note.setValue(inbox, forKey: "folder")
        }
    }

    @Test func addsRenamesWidensAndKeepsObjectIDs() throws {
        let fixture = MigrationFixture()
        try fixture.write(Self.version1(), Self.fillVersion1)
        let before = try SQLiteStore.readMetadata(at: fixture.url)
        let version2 = ManagedObjectModel {
            M.entity("Folder") {
                M.attribute("name", .string)
                M.relationship("notes", to: "Note", inverse: "folder", toMany: true)
            }
            M.entity("Note") {
                M.attribute("name", .string)
                M.attribute("text", .string, renamedFrom: "body")
                M.attribute("views", .integer64)
                M.attribute("rating", .double)
                M.attribute("isPinned", .boolean, optional: false, default: false)
                M.relationship("folder", to: "Folder", inverse: "notes")
            }
        }
        let container = try fixture.open(version2)
        #expect(
            try fixture.rows(container, "Note", ["name", "text", "views", "isPinned", "folder"]) == [
                ["name": "a", "text": "text of a", "views": "3", "isPinned": "0", "folder": "Inbox"],
                ["name": "b", "text": "text of b", "views": "0", "isPinned": "0", "folder": "Inbox"],
                ["name": "c", "text": "text of c", "views": "7", "isPinned": "0", "folder": "Inbox"],
            ])
        #expect(try fixture.rows(container, "Folder", ["name", "notes"]) == [["name": "Inbox", "notes": "{a,b,c}"]])
        let after = try SQLiteStore.readMetadata(at: fixture.url)
        #expect(after.identifier == before.identifier, "object ID URIs stay valid")
        #expect(after.modelHashes == version2.entityVersionHashesByName)
        // New objects get new primary keys: the counters came along.
        let context = container.newBackgroundContext()
        try context.performAndWait {
            let note = ManagedObject(entity: version2.entitiesByName["Note"]!, insertInto: context)
            note.setValue("d", forKey: "name")
            try context.save()
            #expect(note.objectID.primaryKey == 4)
            #expect(try context.count(for: FetchRequest<ManagedObject>(entityName: "Note")) == 4)
        }
        fixture.close(container)
        // Opening again finds it current: nothing to migrate.
        fixture.close(try fixture.open(version2))
        #expect(try SQLiteStore.readMetadata(at: fixture.url).identifier == before.identifier)
    }

    @Test func renamedEntitiesAndRemovedOnesKeepTheirRelationships() throws {
        let fixture = MigrationFixture()
        try fixture.write(Self.version1(), Self.fillVersion1)
        // "Note" becomes "Zettel" (it now sorts after "Tag", so entity numbers change), "Folder"
        // loses "name" in favour of a new "title", "Tag" is new.
        let version2 = ManagedObjectModel {
            M.entity("Folder") {
                M.attribute("title", .string, default: "untitled")
                M.relationship("notes", to: "Zettel", inverse: "folder", toMany: true)
            }
            M.entity("Tag") { M.attribute("name", .string) }
            M.entity("Zettel", renamedFrom: "Note") {
                M.attribute("name", .string)
                M.relationship("folder", to: "Folder", inverse: "notes")
            }
        }
        // Folder.name's values go: allowed here, refused by default (DataLossMigrationTests).
        let container = try fixture.open(version2, allowingDataLoss: true)
        #expect(try fixture.rows(container, "Zettel", ["name"]).map { $0["name"]! } == ["a", "b", "c"])
        #expect(try fixture.rows(container, "Folder", ["title", "notes"]) == [["title": "untitled", "notes": "{a,b,c}"]])
        #expect(try fixture.rows(container, "Tag", ["name"]).isEmpty)
    }

    @Test func optionalBecomesRequiredWithItsDefault() throws {
        let fixture = MigrationFixture()
        try fixture.write(Self.version1(), Self.fillVersion1)
        let version2 = Self.version1()
        version2.entitiesByName["Note"]!.declaredProperties[3] = M.attribute("rating", .double, optional: false, default: 1.0)
        let container = try fixture.open(version2)
        let ratings = try fixture.rows(container, "Note", ["name", "rating"]).map { $0["rating"]! }
        #expect(ratings == ["4.5", "1.0", "4.5"])
    }

    @Test(arguments: [
        ("rating", AttributeType.double, false, "becomes required without a default value"),
        ("rating", .integer64, true, "changes from double to integer64"),
        ("views", .integer16, false, "becomes required without a default value"),
        ("extra", .string, false, "new and required but has no default value"),
    ])
    func changesThatCannotBeInferredLeaveTheStoreUntouched(_ name: String, _ type: AttributeType, _ optional: Bool, _ problem: String) throws {
        let fixture = MigrationFixture()
        try fixture.write(Self.version1(), Self.fillVersion1)
        let before = try fixture.bytes()
        let version2 = Self.version1()
        let note = version2.entitiesByName["Note"]!
        note.declaredProperties.removeAll { $0.name == name }
        note.declaredProperties.append(M.attribute(name, type, optional: optional))
        let error = try #require(throws: CairnError.self) { try fixture.open(version2) }
        #expect(error.code == .inferredMappingModel)
        #expect(error.message.contains("Note.\(name)") && error.message.contains(problem), "\(error.message)")
        #expect(try fixture.bytes() == before)
        // The old model still opens it.
        let container = try fixture.open(Self.version1())
        #expect(try fixture.rows(container, "Note", ["name"]).count == 3)
    }

    @Test func withoutAutomaticMigrationTheStoreIsRefusedWith134100() throws {
        let fixture = MigrationFixture()
        try fixture.write(Self.version1(), Self.fillVersion1)
        let version2 = Self.version1()
        version2.entitiesByName["Note"]!.declaredProperties.append(M.attribute("extra", .string))
        let error = try #require(throws: CairnError.self) { try fixture.open(version2, migrate: false) }
        #expect(error.code == .incompatibleModel && error.message.contains("shouldMigrateStoreAutomatically"))
    }
}
