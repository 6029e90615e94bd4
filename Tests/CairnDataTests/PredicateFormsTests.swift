import CairnData
import Foundation
import Testing

/// `#Predicate` forms that SwiftData code in the wild writes (Apple's samples, tutorials): the
/// model's identity, the ternary operator, `isEmpty` on a relationship and on a captured string,
/// methods after optional chaining. Expected results are what SwiftData returns.
@Suite("#Predicate forms from SwiftData code")
@MainActor
struct PredicateFormsTests {
    let context: ModelContext
    let rome: Trip, oslo: Trip, lima: Trip

    init() throws {
        context = try Fixture.memory(Trip.self, BucketListItem.self, LivingAccommodation.self).mainContext
        rome = Trip(name: "Rome", destination: "Italy")
        oslo = Trip(name: "Oslo", destination: "Norway")
        lima = Trip(name: "Lima", destination: "Peru")
        rome.notes = "Colosseum at dawn"
        for trip in [rome, oslo, lima] { context.insert(trip) }
        let item = BucketListItem(title: "Forum", details: "")
        item.trip = rome
        try context.save()
    }

    func names(_ predicate: Predicate<Trip>) throws -> [String] {
        try context.fetch(FetchDescriptor(predicate: predicate, sortBy: [SortDescriptor(\.name)])).map(\.name)
    }

    @Test("persistentModelID compares with an identifier, also through an optional to-one")
    func identity() throws {
        let id = oslo.persistentModelID
        #expect(try names(#Predicate { $0.persistentModelID == id }) == ["Oslo"])
        #expect(try names(#Predicate { $0.persistentModelID != id }) == ["Lima", "Rome"])
        let romeID = rome.persistentModelID
        let items = try context.fetch(FetchDescriptor<BucketListItem>(predicate: #Predicate { $0.trip?.persistentModelID == romeID }))
        #expect(items.map(\.title) == ["Forum"])
    }

    @Test("the ternary operator, as Apple's SampleTrips filters with an empty search text")
    func ternary() throws {
        for search in ["", "o"] {
            let found = try names(#Predicate { search.isEmpty ? true : $0.name.contains(search) })
            #expect(found == (search.isEmpty ? ["Lima", "Oslo", "Rome"] : ["Oslo", "Rome"]))
        }
        #expect(try names(#Predicate { $0.name == "Rome" ? $0.destination == "Italy" : false }) == ["Rome"])
    }

    @Test("isEmpty on a to-many relationship and on a captured string")
    func isEmpty() throws {
        #expect(try names(#Predicate { $0.bucketList.isEmpty }) == ["Lima", "Oslo"])
        #expect(try names(#Predicate { !$0.bucketList.isEmpty }) == ["Rome"])
        let text = ""
        #expect(try names(#Predicate { text.isEmpty || $0.name == "Lima" }) == ["Lima", "Oslo", "Rome"])
    }

    @Test("methods after optional chaining: == true and ?? false")
    func optionalChaining() throws {
        let word = "dawn"
        #expect(try names(#Predicate { $0.notes?.contains(word) == true }) == ["Rome"])
        #expect(try names(#Predicate { $0.notes?.localizedStandardContains("COLOSSEUM") ?? false }) == ["Rome"])
    }

    @Test("integer division truncates as Swift's does, in the store and for unsaved models alike")
    func integerDivision() throws {
        let people = ModelContext(try Fixture.memory(Person.self))
        for (name, age) in [("a", 29), ("b", 30), ("c", 39), ("d", 40), ("e", -35)] {
            people.insert(Person(email: "\(name)@example.com", name: name, age: age))
        }
        try people.save()
        people.insert(Person(email: "f@example.com", name: "f", age: 35))
        let thirties = FetchDescriptor<Person>(predicate: #Predicate { $0.age / 10 == 3 }, sortBy: [SortDescriptor(\.name)])
        #expect(try people.fetch(thirties).map(\.name) == ["b", "c", "f"])
        let negative = FetchDescriptor<Person>(predicate: #Predicate { $0.age / 10 == -3 })
        #expect(try people.fetch(negative).map(\.name) == ["e"])
    }

    @Test("filter over a to-many relationship, then count or isEmpty")
    func filterThenCount() throws {
        let booked = BucketListItem(title: "Opera", details: "", hasReservation: true)
        booked.trip = oslo
        let also = BucketListItem(title: "Fjord", details: "", hasReservation: true)
        also.trip = oslo
        let open = BucketListItem(title: "Museum", details: "")
        open.trip = lima
        try context.save()
        #expect(try names(#Predicate { $0.bucketList.filter { $0.hasReservation }.count >= 2 }) == ["Oslo"])
        #expect(try names(#Predicate { $0.bucketList.filter { $0.hasReservation }.isEmpty }) == ["Lima", "Rome"])
        #expect(try names(#Predicate { !$0.bucketList.filter { !$0.hasReservation }.isEmpty }) == ["Lima", "Rome"])
    }
}

@Suite("SortDescriptor on strings")
@MainActor
struct StringSortTests {
    @Test("strings sort as SwiftData's default .localizedStandard does: case does not come first")
    func caseInsensitiveByDefault() throws {
        let context = try Fixture.memory(Trip.self, BucketListItem.self, LivingAccommodation.self).mainContext
        for name in ["cherry", "Date", "apple", "Banana"] { context.insert(Trip(name: name, destination: "")) }
        try context.save()
        let names = try context.fetch(FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.name)])).map(\.name)
        #expect(names == ["apple", "Banana", "cherry", "Date"])  // byte order: Banana, Date, apple, cherry
        let reversed = try context.fetch(FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.name, order: .reverse)])).map(\.name)
        #expect(reversed == ["Date", "cherry", "Banana", "apple"])
    }
}

@Suite("Schema.entities")
struct SchemaEntitiesTests {
    @Test("a schema lists its entities with their attributes and relationships")
    func entities() throws {
        let schema = Schema([Trip.self])
        #expect(Set(schema.entities.map(\.name)) == ["Trip", "BucketListItem", "LivingAccommodation"])
        let trip = try #require(schema.entitiesByName["Trip"])
        #expect(Set(trip.attributes.map(\.name)).isSuperset(of: ["name", "destination", "startDate", "endDate", "budget", "notes"]))
        #expect(!trip.attributes.map(\.name).contains("isSelected"), "a @Transient property is no attribute")
        #expect(trip.attributes.first { $0.name == "notes" }?.isOptional == true)
        let bucketList = try #require(trip.relationships.first { $0.name == "bucketList" })
        #expect(bucketList.destination == "BucketListItem" && bucketList.isToMany && bucketList.deleteRule == .cascade)
        #expect(schema.entitiesByName["Person"] == nil)
    }
}

@Suite("Sendable descriptors and identifiable identifiers")
struct DescriptorSendingTests {
    @ModelActor
    actor Counter {
        func count(_ descriptor: FetchDescriptor<Trip>) throws -> Int { try modelContext.fetchCount(descriptor) }
    }

    @Test("a FetchDescriptor goes to a model actor, and a PersistentIdentifier is its own id")
    @MainActor
    func sendAndIdentify() async throws {
        let container = try Fixture.memory(Trip.self, BucketListItem.self, LivingAccommodation.self)
        let trip = Trip(name: "Rome", destination: "Italy")
        container.mainContext.insert(trip)
        try container.mainContext.save()
        let descriptor = FetchDescriptor<Trip>(predicate: #Predicate { $0.name == "Rome" })
        #expect(try await Counter(modelContainer: container).count(descriptor) == 1)
        let ids = [trip.persistentModelID, trip.persistentModelID]
        #expect(Set(ids.map(\.id)).count == 1)
    }
}
