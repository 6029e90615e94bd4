import CairnTestSupport
import Foundation
import Testing

@testable import Cairn

/// Full-text search (seed 001's scenario: 10,000 notes, words in title and body): matches,
/// ranking, updates and deletions, combination with predicates, on SQLite (FTS5) and in memory.
@Suite struct TextSearchTests {
    private let directory = TemporaryDirectory()

    /// The keys of `notes` containing every word (the definition of a match), by folded words.
    private static func matching(_ notes: [NotesFixture.Note], _ words: [String], where include: (NotesFixture.Note) -> Bool = { _ in true }) -> Set<Int64> {
        Set(
            notes.filter { note in
                let tokens = Set(TextSearch.words(in: note.title + " " + note.body))
                return include(note) && words.allSatisfy(tokens.contains)
            }.map(\.key))
    }

    @Test func tenThousandNotesRankTitleMatchesAboveBodyMatches() throws {
        var notes = NotesFixture.notes(10_000, seed: 1)
        let inTitle = Int64(notes.count), inBody = inTitle + 1
        notes.append(.init(key: inTitle, title: "Swift concurrency, explained", body: "Borrowing lifetimes and traits in depth.", deleted: false))
        notes.append(
            .init(
                key: inBody, title: "Weekly log", body: "Met the team, talked about Swift and about concurrency once, then lunch and a long walk by the river.",
                deleted: false))
        let fixture = try NotesFixture(.sqliteFile, notes, directory: directory)
        let both = try fixture.search(TextSearch("Swift concurrency"))
        #expect(Set(both) == Self.matching(notes, ["swift", "concurrency"]))
        #expect(both.firstIndex(of: inTitle)! < both.firstIndex(of: inBody)!)
        let rare = try fixture.search(TextSearch("lifetimes"))
        #expect(rare == [inTitle])
        #expect(
            try fixture.search(TextSearch("swift concurrency"), FetchPredicate(format: "deletedAt == nil")).count
                == Self.matching(notes, ["swift", "concurrency"]) { !$0.deleted }.count)
        #expect(try fixture.search(TextSearch("swift concurrency"), limit: 20) == Array(both.prefix(20)))
    }

    @Test(arguments: [TestStoreKind.sqliteFile, .inMemory])
    func updatesAndDeletionsAreReflected(kind: TestStoreKind) throws {
        let notes = NotesFixture.notes(300, seed: 2)
        let fixture = try NotesFixture(kind, notes, directory: directory)
        #expect(try fixture.search(TextSearch("zyzzyva")).isEmpty)
        try fixture.change([5, 7]) { $0.setPrimitivePropertyValue(.string("The zyzzyva weevil"), forKey: "title") }
        #expect(try fixture.search(TextSearch("zyzzyva")) == [5, 7])
        #expect(try fixture.search(TextSearch("weevil"), in: ["title"]) == [5, 7])
        try fixture.change([5]) { $0.setPrimitivePropertyValue(.string("Nothing here"), forKey: "title") }
        #expect(try fixture.search(TextSearch("zyzzyva")) == [7])
        try fixture.change([7]) { $0.managedObjectContext!.delete($0) }
        #expect(try fixture.search(TextSearch("zyzzyva")).isEmpty)
    }

    @Test(arguments: [TestStoreKind.sqliteMemory, .inMemory])
    func wordsPrefixesPhrasesAndAttributes(kind: TestStoreKind) throws {
        let notes: [NotesFixture.Note] = [
            .init(key: 0, title: "Café society", body: "A résumé of Paris", deleted: false),
            .init(key: 1, title: "cafe racer", body: "motorcycles and concurrency", deleted: false),
            .init(key: 2, title: "Concurrent programs", body: "actors isolate state; café culture", deleted: false),
            .init(key: 3, title: "Nothing", body: "state isolation with actors", deleted: false),
        ]
        let fixture = try NotesFixture(kind, notes, directory: directory)
        #expect(Set(try fixture.search(TextSearch("CAFE"))) == [0, 1, 2])
        #expect(Set(try fixture.search(TextSearch("concurren", prefix: true))) == [1, 2])
        #expect(Set(try fixture.search(TextSearch("resume racer", matching: .anyWord))) == [0, 1])
        #expect(try fixture.search(TextSearch("isolate state", matching: .phrase)) == [2])
        #expect(try fixture.search(TextSearch("cafe", in: ["title"])).sorted() == [0, 1])
        #expect(try fixture.search(TextSearch("  ,;  ")).isEmpty)
    }

    @Test func bothStoresRankAlike() throws {
        let notes = NotesFixture.notes(800, seed: 3)
        let sql = try NotesFixture(.sqliteMemory, notes, directory: directory)
        let memory = try NotesFixture(.inMemory, notes, directory: directory)
        for search in [
            TextSearch("swift actor"), TextSearch("café", prefix: true), TextSearch("core data", matching: .phrase),
            TextSearch("sync merge", matching: .anyWord, weights: ["title": 5]), TextSearch("todo", in: ["body"]),
        ] {
            let expected = try memory.search(search)
            #expect(!expected.isEmpty)
            #expect(try sql.search(search) == expected, "ranking differs for \(search)")
        }
    }

    @Test func anExistingStoreGetsItsIndexWhenAttributesBecomeSearchable() throws {
        let notes = NotesFixture.notes(50, seed: 4)
        let plain = try NotesFixture(.sqliteFile, notes, directory: directory, model: NotesFixture.model(searchable: false))
        plain.container.persistentStoreCoordinator.persistentStores.forEach { $0.close() }
        let container = PersistentContainer(name: "Notes", managedObjectModel: NotesFixture.model())
        container.persistentStoreDescriptions = [TestStoreKind.sqliteFile.description(directory: directory, name: "Notes")]
        try container.loadPersistentStores()
        let context = container.newBackgroundContext()
        let found = try context.performAndWait {
            let request = FetchRequest<ManagedObject>(entityName: "Note")
            request.textSearch = TextSearch("swift")
            return try context.count(for: request)
        }
        #expect(found == Self.matching(notes, ["swift"]).count)
    }

    @Test func searchesRunInSQLiteAndErrorsNameTheEntity() throws {
        let fixture = try NotesFixture(.sqliteMemory, NotesFixture.notes(10, seed: 5), directory: directory)
        let explanation = try fixture.context.performAndWait {
            let request = FetchRequest<ManagedObject>(entityName: "Note")
            request.textSearch = TextSearch("swift")
            request.predicate = FetchPredicate(format: "deletedAt == nil")
            return try fixture.context.explain(request)[0]
        }
        #expect(
            explanation.sql.contains(
                "FROM ZNOTE t0 JOIN (SELECT rowid AS id, bm25(ZNOTE_FTS, 1.0, 1.0) AS rank FROM ZNOTE_FTS WHERE ZNOTE_FTS MATCH ?) fts ON fts.id = t0.Z_PK WHERE (t0.ZDELETEDAT IS NULL) ORDER BY fts.rank, t0.Z_PK"
            ))
        #expect(explanation.bindings.first == .string("\"swift\""))
        #expect {
            _ = try fixture.search(TextSearch("swift", in: ["key"]))
        } throws: { "\($0)".contains("'Note.key' is not a searchable attribute") }
    }
}

extension NotesFixture {
    /// A search restricted to attributes.
    func search(_ search: TextSearch, in attributes: [String]) throws -> [Int64] {
        var restricted = search
        restricted.attributes = attributes
        return try self.search(restricted)
    }
}

/// Xcode's *Index in Spotlight* marks string attributes searchable, and the flag survives the
/// store's serialized model.
@Suite struct SearchableAttributeModelTests {
    @Test func spotlightIndexingEnabledMakesAStringAttributeSearchable() throws {
        try XcodeFixtures.withTemporaryFolder { folder in
            let contents = try XcodeFixtures.writeModel(
                entity: "Note",
                body: """
                    <attribute name="title" optional="YES" attributeType="String" spotlightIndexingEnabled="YES"/>
                    <attribute name="body" optional="YES" attributeType="String"/>
                    """, in: folder)
            let model = try ManagedObjectModel(xcodeModelAt: contents)
            let note = try #require(model.entitiesByName["Note"])
            func searchable(_ entity: EntityDescription?, _ name: String) -> Bool? {
                (entity?.declaredProperties.first { $0.name == name } as? AttributeDescription)?.isSearchable
            }
            #expect(searchable(note, "title") == true)
            #expect(searchable(note, "body") == false)
            let restored = try ModelSchema.decode(try ModelSchema(model).encoded()).makeModel()
            #expect(searchable(restored.entitiesByName["Note"], "title") == true)
        }
    }
}
