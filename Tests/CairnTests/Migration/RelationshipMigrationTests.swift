import Foundation
import Testing

@testable import Cairn

/// Relationships across a lightweight migration: whatever way the old model stored them (a
/// foreign key, a join table, an order column), their links arrive the way the new one does.
@Suite struct RelationshipMigrationTests {
    typealias M = MigrationModels

    /// Authors and books; `books` is to-many (ordered when asked), `author` to-one.
    static func library(ordered: Bool = false, manyAuthors: Bool = false, extra: [PropertyDescription] = []) -> ManagedObjectModel {
        let link =
            manyAuthors
            ? M.relationship("authors", to: "Author", inverse: "books", toMany: true, renamedFrom: "author")
            : M.relationship("author", to: "Author", inverse: "books", renamedFrom: "authors")
        return ManagedObjectModel {
            M.entity("Author") {
                M.attribute("name", .string)
                M.relationship("books", to: "Book", inverse: manyAuthors ? "authors" : "author", toMany: true, ordered: ordered)
            }
            EntityDescription(name: "Book", properties: [M.attribute("name", .string), link] + extra)
        }
    }

    /// Ann wrote b1, b3, b2 (in that order); Bob wrote b4; b5 has no author.
    static func fill(_ context: ManagedObjectContext, _ model: ManagedObjectModel) {
        func make(_ entity: String, _ name: String) -> ManagedObject {
            let object = ManagedObject(entity: model.entitiesByName[entity]!, insertInto: context)
            object.setValue(name, forKey: "name")
            return object
        }
        let ann = make("Author", "Ann"), bob = make("Author", "Bob")
        let books = ["b1", "b2", "b3", "b4", "b5"].map { make("Book", $0) }
        let ordered = model.entitiesByName["Author"]!.relationshipsByName["books"]!.isOrdered
        let annBooks = [books[0], books[2], books[1]]
        ann.setValue(ordered ? NSOrderedSet(array: annBooks) : NSSet(array: annBooks), forKey: "books")
        bob.setValue(ordered ? NSOrderedSet(array: [books[3]]) : NSSet(array: [books[3]]), forKey: "books")
    }

    @Test func oneToManyBecomesManyToManyAndBack() throws {
        let fixture = MigrationFixture()
        try fixture.write(Self.library(), Self.fill)
        let manyToMany = try fixture.open(Self.library(manyAuthors: true))
        #expect(try fixture.rows(manyToMany, "Book", ["name", "authors"]).map { $0["authors"]! } == ["{Ann}", "{Ann}", "{Ann}", "{Bob}", "{}"])
        #expect(try fixture.rows(manyToMany, "Author", ["name", "books"]).map { $0["books"]! } == ["{b1,b2,b3}", "{b4}"])
        // A second author for b1, then back to one author per book: the lowest-keyed one stays.
        let context = manyToMany.newBackgroundContext()
        try context.performAndWait {
            let request = FetchRequest<ManagedObject>(entityName: "Author")
            request.sortDescriptors = [SortKey(key: "name")]
            let authors = try context.fetch(request)
            let b1 = try context.fetch(FetchRequest<ManagedObject>(entityName: "Book")).first { $0.value(forKey: "name") as? String == "b1" }!
            b1.setValue(NSSet(array: authors), forKey: "authors")
            try context.save()
        }
        fixture.close(manyToMany)
        // Back to the first shape: a new version of it (the store refuses to go back to a model
        // it was migrated from).
        let back = Self.library()
        back.entitiesByName["Book"]!.versionHashModifier = "back"
        let oneToMany = try fixture.open(back)
        #expect(try fixture.rows(oneToMany, "Book", ["name", "author"]).map { $0["author"]! } == ["Ann", "Ann", "Ann", "Bob", "nil"])
    }

    @Test func orderIsKeptAndUnorderedBecomesOrdered() throws {
        let fixture = MigrationFixture()
        try fixture.write(Self.library(ordered: true), Self.fill)
        let extra = try fixture.open(Self.library(ordered: true, extra: [M.attribute("year", .integer32)]))
        #expect(try fixture.rows(extra, "Author", ["name", "books"]).map { $0["books"]! } == ["[b1,b3,b2]", "[b4]"])
        fixture.close(extra)
        let unordered = try fixture.open(Self.library(extra: [M.attribute("year", .integer32)]))
        #expect(try fixture.rows(unordered, "Author", ["name", "books"]).map { $0["books"]! } == ["{b1,b2,b3}", "{b4}"])
        fixture.close(unordered)
        let ordered = Self.library(ordered: true)
        ordered.entitiesByName["Book"]!.versionHashModifier = "again"
        let reordered = try fixture.open(ordered)
        let books = try fixture.rows(reordered, "Author", ["name", "books"]).map { $0["books"]! }
        #expect(books == ["[b1,b2,b3]", "[b4]"], "an unordered relationship becomes ordered in creation order")
    }

    @Test func aNewUniquenessConstraintWithDuplicatesNamesThemAndLeavesTheStore() throws {
        let fixture = MigrationFixture()
        try fixture.write(
            Self.library(),
            { context, model in
                Self.fill(context, model)
                let twin = ManagedObject(entity: model.entitiesByName["Book"]!, insertInto: context)
                twin.setValue("b2", forKey: "name")
            })
        let before = try fixture.bytes()
        let identifier = try SQLiteStore.readMetadata(at: fixture.url).identifier
        let unique = Self.library()
        unique.entitiesByName["Book"]!.uniquenessConstraints = [["name"]]
        let error = try #require(throws: CairnError.self) { try fixture.open(unique) }
        #expect(error.code == .migrationConstraintViolation)
        #expect(
            error.message.contains("(name) of Book") && error.message.contains("x-coredata://\(identifier)/Book/p2")
                && error.message.contains("x-coredata://\(identifier)/Book/p6"), "\(error.message)")
        #expect(!error.message.contains("\"b2\""), "values stay out of messages")
        #expect(try fixture.bytes() == before)
        // Without the duplicate, the constraint holds from then on.
        let cleanup = try fixture.open(Self.library())
        let context = cleanup.newBackgroundContext()
        try context.performAndWait {
            let twin = try context.fetch(FetchRequest<ManagedObject>(entityName: "Book")).first { $0.objectID.primaryKey == 6 }!
            context.delete(twin)
            try context.save()
        }
        fixture.close(cleanup)
        let migrated = try fixture.open(unique)
        let writer = migrated.newBackgroundContext()
        writer.performAndWait {
            let again = ManagedObject(entity: unique.entitiesByName["Book"]!, insertInto: writer)
            again.setValue("b1", forKey: "name")
            #expect(throws: CairnError.self) { try writer.save() }
        }
    }

    @Test func anEntityGainsAnAbstractParentAndASibling() throws {
        let fixture = MigrationFixture()
        try fixture.write(Self.library(), Self.fill)
        let version2 = ManagedObjectModel {
            M.entity("Item", isAbstract: true) { M.attribute("name", .string) }
            M.entity("Author") {
                M.attribute("name", .string)
                M.relationship("books", to: "Book", inverse: "author", toMany: true)
            }
            M.entity("Book", parent: "Item") { M.relationship("author", to: "Author", inverse: "books") }
            M.entity("Magazine", parent: "Item") { M.attribute("issue", .integer32) }
        }
        let container = try fixture.open(version2)
        #expect(
            try fixture.rows(container, "Book", ["name", "author"]).map { "\($0["name"]!):\($0["author"]!)" } == [
                "b1:Ann", "b2:Ann", "b3:Ann", "b4:Bob", "b5:nil",
            ])
        #expect(try fixture.rows(container, "Item", ["name"]).count == 5)
        let context = container.newBackgroundContext()
        try context.performAndWait {
            let magazine = ManagedObject(entity: version2.entitiesByName["Magazine"]!, insertInto: context)
            magazine.setValue("m1", forKey: "name")
            try context.save()
            #expect(magazine.objectID.primaryKey == 6, "the table's key counter came along")
        }
    }
}
