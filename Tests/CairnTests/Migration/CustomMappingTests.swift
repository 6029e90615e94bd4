import Foundation
import Testing

@testable import Cairn

/// Custom mapping models (Core Data's `NSMappingModel` with custom property mappings, a filtering
/// source expression and an entity migration policy's begin/end hooks), run by a container through
/// a ``CustomMigrationStage``: v1 people have `first`, `last` and `age` as text; v2 people have
/// `fullName` and `years` computed by code, and notes lose their empty drafts.
@Suite struct CustomMappingTests {
    typealias M = MigrationModels

    static func version(_ number: Int, requiredAuthor: Bool = false) -> ManagedObjectModel {
        let model = ManagedObjectModel {
            M.entity("Person") {
                M.attribute("first", .string)
                M.attribute("last", .string)
                if number == 1 { M.attribute("age", .string) }
                if number >= 2 {
                    M.attribute("fullName", .string)
                    M.attribute("years", .integer16)
                }
                M.relationship("notes", to: "Note", inverse: "author", toMany: true)
            }
            M.entity("Note") {
                M.attribute("text", .string)
                RelationshipDescription(name: "author", destination: "Person", inverse: "notes", isOptional: number == 1 || !requiredAuthor)
            }
        }
        model.versionIdentifier = "v\(number)"
        return model
    }

    /// Ada (two notes, one empty), Grace (one note) and a person without a first name (one note).
    static func fill(_ context: ManagedObjectContext, _ model: ManagedObjectModel) {
        func person(_ first: String?, _ last: String, _ age: String, notes: [String]) {
            let person = ManagedObject(entity: model.entitiesByName["Person"]!, insertInto: context)
            person.setValue(first, forKey: "first")
            person.setValue(last, forKey: "last")
            person.setValue(age, forKey: "age")
            for text in notes {
                let note = ManagedObject(entity: model.entitiesByName["Note"]!, insertInto: context)
                note.setValue(text, forKey: "text")
                note.setValue(person, forKey: "author")
            }
        }
        person("Ada", "Lovelace", "36", notes: ["engine", ""])
        person("Grace", "Hopper", "85", notes: ["compiler"])
        person(nil, "Anonymous", "20", notes: ["pamphlet"])
    }

    /// The inferred v1 → v2 mapping with `fullName` and `years` computed from the old attributes.
    static func mapping(_ destination: ManagedObjectModel = version(2)) throws -> MappingModel {
        var mapping = try MappingModel.inferredMappingModel(forSourceModel: version(1), destinationModel: destination)
        try mapping.transformAttribute("fullName", of: "Person", reading: ["first", "last"]) { person in
            [try person.value(forKey: "first") as? String, try person.value(forKey: "last") as? String].compactMap { $0 }.joined(separator: " ")
        }
        try mapping.transformAttribute("years", of: "Person", reading: ["age"]) { person in
            (try person.value(forKey: "age") as? String).flatMap { Int($0) }
        }
        return mapping
    }

    private func open(_ fixture: MigrationFixture, _ mapping: MappingModel, destination: ManagedObjectModel = version(2)) throws -> PersistentContainer {
        let container = PersistentContainer(name: "Store", managedObjectModel: destination)
        let description = PersistentStoreDescription(url: fixture.url)
        description.stagedMigrationManager = StagedMigrationManager([
            CustomMigrationStage(migratingFrom: Self.version(1), to: destination, mappingModel: mapping)
        ])
        container.persistentStoreDescriptions = [description]
        try container.loadPersistentStores()
        return container
    }

    @Test func attributeValuesComeFromYourCode() throws {
        let fixture = MigrationFixture()
        try fixture.write(Self.version(1), Self.fill)
        let container = try open(fixture, try Self.mapping())
        #expect(
            try fixture.rows(container, "Person", ["last", "fullName", "years"]) == [
                ["last": "Anonymous", "fullName": "Anonymous", "years": "20"],
                ["last": "Hopper", "fullName": "Grace Hopper", "years": "85"],
                ["last": "Lovelace", "fullName": "Ada Lovelace", "years": "36"],
            ])
        #expect(try fixture.rows(container, "Note", ["text"]).map { $0["text"]! } == ["", "compiler", "engine", "pamphlet"])
    }

    @Test func aFilterLeavesObjectsBehindAndUnlinksThem() throws {
        let fixture = MigrationFixture()
        try fixture.write(Self.version(1), Self.fill)
        var mapping = try Self.mapping()
        try mapping.filterObjects(of: "Note", reading: ["text"]) { note in !(try note.value(forKey: "text") as? String ?? "").isEmpty }
        try mapping.filterObjects(of: "Person", reading: ["first"]) { person in try person.value(forKey: "first") != nil }
        let container = try open(fixture, mapping)
        #expect(try fixture.rows(container, "Note", ["text"]).map { $0["text"]! } == ["compiler", "engine", "pamphlet"])
        let context = container.newBackgroundContext()
        try context.performAndWait {
            let request = FetchRequest<ManagedObject>(entityName: "Note")
            request.sortDescriptors = [SortKey(key: "text")]
            let authors = try context.fetch(request).map { ($0.value(forKey: "author") as? ManagedObject)?.value(forKey: "last") as? String }
            #expect(authors == ["Hopper", "Lovelace", nil])
            // In the store itself: the note of the person left behind points nowhere.
            let orphans = FetchRequest<ManagedObject>(entityName: "Note")
            orphans.predicate = .comparison(.keyPath("author"), .equalTo, .constant(.null))
            #expect(try context.fetch(orphans).map { $0.value(forKey: "text") as? String } == ["pamphlet"])
            let people = FetchRequest<ManagedObject>(entityName: "Person")
            people.sortDescriptors = [SortKey(key: "last")]
            #expect(try context.fetch(people).map { ($0.value(forKey: "notes") as! Set<ManagedObject>).count } == [1, 1])
        }
    }

    @Test func aFilterThatStrandsARequiredRelationshipStopsTheMigration() throws {
        let fixture = MigrationFixture()
        try fixture.write(Self.version(1), Self.fill)
        let before = try fixture.bytes()
        let destination = Self.version(2, requiredAuthor: true)
        var mapping = try Self.mapping(destination)
        try mapping.filterObjects(of: "Person", reading: ["first"]) { person in try person.value(forKey: "first") != nil }
        let error = try #require(throws: CairnError.self) { try open(fixture, mapping, destination: destination) }
        #expect(error.code == .migration && error.entityName == "Note" && error.propertyName == "author", "\(error.message)")
        #expect(error.message.contains("1 Note object"), "\(error.message)")
        #expect(try fixture.bytes() == before)
    }

    struct Refusal: Error, CustomStringConvertible {
        var description: String { "no age for you" }
    }

    @Test func anErrorFromYourCodeStopsTheMigrationAndNamesTheObject() throws {
        let fixture = MigrationFixture()
        try fixture.write(Self.version(1), Self.fill)
        let before = try fixture.bytes()
        var mapping = try Self.mapping()
        try mapping.transformAttribute("years", of: "Person", reading: ["age"]) { person in
            if try person.value(forKey: "age") as? String == "85" { throw Refusal() }
            return 1
        }
        let error = try #require(throws: CairnError.self) { try open(fixture, mapping) }
        #expect(error.code == .migration && error.entityName == "Person" && error.propertyName == "years", "\(error.message)")
        #expect(
            error.message.contains("Person.years") && error.message.contains("primary key 2") && error.message.contains("no age for you"), "\(error.message)")
        #expect(error.underlyingError is Refusal)
        #expect(try fixture.bytes() == before)
    }

    @Test func aValueOfTheWrongTypeOrAnUnlistedKeyIsAnError() throws {
        let fixture = MigrationFixture()
        try fixture.write(Self.version(1), Self.fill)
        var wrongType = try Self.mapping()
        try wrongType.transformAttribute("years", of: "Person", reading: ["age"]) { try $0.value(forKey: "age") }  // text for an integer
        var unlisted = try Self.mapping()
        try unlisted.transformAttribute("years", of: "Person", reading: ["age"]) { try $0.value(forKey: "first") }
        var unknown = try Self.mapping()
        try unknown.transformAttribute("years", of: "Person", reading: ["birthday"]) { _ in 1 }

        let typeError = try #require(throws: CairnError.self) { try open(fixture, wrongType) }
        #expect((typeError.underlyingError as? CairnError)?.code == .validationInvalidType, "\(typeError.message)")
        let unlistedError = try #require(throws: CairnError.self) { try open(fixture, unlisted) }
        #expect(unlistedError.message.contains("'first'") && unlistedError.message.contains("reading:"), "\(unlistedError.message)")
        let unknownError = try #require(throws: CairnError.self) { try open(fixture, unknown) }
        #expect(unknownError.code == .migration && unknownError.propertyName == "birthday", "\(unknownError.message)")
        // The store was never changed: it opens with its own model.
        let container = try fixture.open(Self.version(1), migrate: false)
        #expect(try fixture.rows(container, "Person", ["last"]).count == 3)
    }

    @Test func hooksPrepareLookupsAndCheckTheResult() throws {
        let fixture = MigrationFixture()
        try fixture.write(Self.version(1), Self.fill)
        var mapping = try Self.mapping()
        let counted = StagedMigrationTests.CallLog()
        // Before people are copied: the number of notes per last name, from the old store.
        try mapping.setHooks(
            for: "Person",
            willMigrate: MigrationHook { manager, _ in
                let people = try manager.sourceObjects(of: "Person", reading: ["last"])
                manager[userInfo: "lasts"] = people.compactMap { try? $0.value(forKey: "last") as? String }.sorted()
            },
            didMigrate: MigrationHook { manager, _ in
                counted.append("\(try manager.destinationCount(of: "Person")) people")
            })
        try mapping.transformAttribute("fullName", of: "Person", reading: ["last"]) { person in
            let lasts = person.manager[userInfo: "lasts"] as? [String] ?? []
            return
                "\(try person.value(forKey: "last") as! String) (\(lasts.firstIndex(of: try person.value(forKey: "last") as! String)! + 1) of \(lasts.count))"
        }
        let container = try open(fixture, mapping)
        #expect(try fixture.rows(container, "Person", ["fullName"]).map { $0["fullName"]! } == ["Anonymous (1 of 3)", "Hopper (2 of 3)", "Lovelace (3 of 3)"])
        #expect(counted.all == ["3 people"])
    }

    @Test func aHookThatThrowsLeavesTheStoreUntouched() throws {
        let fixture = MigrationFixture()
        try fixture.write(Self.version(1), Self.fill)
        let before = try fixture.bytes()
        var mapping = try Self.mapping()
        try mapping.setHooks(
            for: "Note",
            didMigrate: MigrationHook { manager, _ in
                if try manager.destinationCount(of: "Note") != 99 { throw Refusal() }
            })
        let error = try #require(throws: CairnError.self) { try open(fixture, mapping) }
        #expect(error.code == .migration && error.underlyingError is Refusal, "\(error.message)")
        #expect(try fixture.bytes() == before)
    }

    @Test func theManagersQueriesWorkOnlyInsideAHook() throws {
        let (source, destination) = (Self.version(1), Self.version(2))
        try source.freeze()
        try destination.freeze()
        let manager = try SQLiteMigration(
            source: source, destination: destination, mapping: MappingModel.inferredMappingModel(forSourceModel: source, destinationModel: destination)
        ).manager
        let error = try #require(throws: CairnError.self) { try manager.destinationCount(of: "Person") }
        #expect(error.message.contains("only inside a migration hook"), "\(error.message)")
    }

    @Test func aMappingThatDoesNotFitTheModelsIsRefusedBeforeAnythingIsWritten() throws {
        var mapping = try Self.mapping()
        #expect(throws: CairnError.self) { try mapping.transformAttribute("x", of: "Nobody", reading: []) { _ in nil } }
        let fixture = MigrationFixture()
        try fixture.write(Self.version(1), Self.fill)
        let before = try fixture.bytes()
        mapping.entityMappings.removeAll { $0.sourceEntityName == "Note" }
        let missing = try #require(throws: CairnError.self) { try open(fixture, mapping) }
        #expect(missing.code == .migration && missing.entityName == "Note" && missing.message.contains("no entity mapping"), "\(missing.message)")
        var onRelationship = try Self.mapping()
        let person = onRelationship.entityMappings.firstIndex { $0.destinationEntityName == "Person" }!
        onRelationship.entityMappings[person].relationshipMappings.append(
            PropertyMapping(name: "notes", value: .transform(MigrationValueTransform(reading: []) { _ in nil })))
        let relationship = try #require(throws: CairnError.self) { try open(fixture, onRelationship) }
        #expect(relationship.propertyName == "notes" && relationship.message.contains("custom values are for attributes"), "\(relationship.message)")
        #expect(try fixture.bytes() == before)
    }

    @Test func thePlanNamesTheCustomParts() throws {
        var mapping = try Self.mapping()
        try mapping.filterObjects(of: "Note", reading: ["text"]) { _ in true }
        #expect(mapping.description.contains("Person: transform (computes fullName from first, last, computes years from age)"), "\(mapping.description)")
        #expect(mapping.description.contains("Note: transform (filters by text)"), "\(mapping.description)")
        #expect(mapping.droppedData(source: Self.version(1)).isEmpty)
    }
}
