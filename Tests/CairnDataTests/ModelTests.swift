import CairnData
import CairnTestSupport
import Foundation
import Testing

/// What `@Model` classes do by themselves: values before any container, defaults, transient
/// properties, enums, Codable values (SwiftData: "Defining data relationships with enumerations
/// and model classes", "Preserving your app's model data across launches").
@Suite struct ModelTests {
    @Test func aModelHoldsItsValuesBeforeAnyContainerExists() {
        let trip = Trip(name: "Paris", destination: "France", startDate: Fixture.epoch)
        #expect(trip.name == "Paris")
        #expect(trip.startDate == Fixture.epoch)
        #expect(trip.budget == 0)
        #expect(trip.status == .planned)
        #expect(trip.tags == [])
        #expect(trip.notes == nil)
        #expect(trip.modelContext == nil)
        #expect(!trip.isDeleted)
        trip.name = "Lyon"
        trip.tags = ["food"]
        #expect(trip.name == "Lyon" && trip.tags == ["food"])
    }

    @Test func relationshipsSetBeforeInsertionKeepBothSides() {
        let trip = Trip(name: "Rome", destination: "Italy")
        let item = BucketListItem(title: "Colosseum", details: "")
        item.trip = trip
        #expect(trip.bucketList.map(\.title) == ["Colosseum"])
        trip.bucketList = []
        #expect(item.trip == nil)
    }

    @Test func valuesSurviveASaveAndANewContext() throws {
        let directory = TemporaryDirectory()
        let url = directory.file("test.store")
        do {
            let container = try Fixture.file(url, Trip.self)
            let context = ModelContext(container)
            let trip = Trip(name: "Oslo", destination: "Norway", startDate: Fixture.epoch, endDate: Fixture.epoch + 3 * Fixture.day)
            trip.budget = 1250.5
            trip.status = .booked
            trip.tags = ["fjords", "winter"]
            trip.notes = "pack warm"
            trip.isSelected = true
            context.insert(trip)
            try context.save()
        }
        let container = try Fixture.file(url, Trip.self)
        let trips = try ModelContext(container).fetch(FetchDescriptor<Trip>())
        let trip = try #require(trips.first)
        #expect(trips.count == 1)
        #expect(trip.name == "Oslo" && trip.destination == "Norway")
        #expect(trip.endDate == Fixture.epoch + 3 * Fixture.day)
        #expect(trip.budget == 1250.5)
        #expect(trip.status == .booked)
        #expect(trip.tags == ["fjords", "winter"])
        #expect(trip.notes == "pack warm")
        // @Transient: not stored, so a fetched model has the declaration's value.
        #expect(trip.isSelected == false)
    }

    @Test func aFetchedModelKeepsItsValuesOverTheDeclarationsDefaults() throws {
        let container = try Fixture.memory(Trip.self)
        let context = ModelContext(container)
        let trip = Trip(name: "Bergen", destination: "Norway")
        trip.budget = 99
        trip.status = .done
        context.insert(trip)
        try context.save()
        let other = ModelContext(container)
        let fetched = try #require(try other.fetch(FetchDescriptor<Trip>()).first)
        #expect(fetched !== trip)
        #expect(fetched.budget == 99)
        #expect(fetched.status == .done)
        #expect(!other.hasChanges)
    }

    @Test func enumsAreStoredAsRawValuesThatPredicatesAndSortsUse() throws {
        let container = try Fixture.memory(Trip.self)
        let context = ModelContext(container)
        for (index, status) in [TripStatus.planned, .booked, .done, .booked].enumerated() {
            let trip = Trip(name: "T\(index)", destination: "D")
            trip.status = status
            context.insert(trip)
        }
        try context.save()
        let booked = TripStatus.booked
        let found = try context.fetch(FetchDescriptor<Trip>(predicate: #Predicate { $0.status == booked }, sortBy: [SortDescriptor(\.name)]))
        #expect(found.map(\.name) == ["T1", "T3"])
    }

    @Test func modelsAreEqualWhenTheyStandForTheSameObject() throws {
        let container = try Fixture.memory(Trip.self)
        let context = ModelContext(container)
        let trip = Trip(name: "A", destination: "B")
        context.insert(trip)
        try context.save()
        let again = try #require(try context.fetch(FetchDescriptor<Trip>()).first)
        #expect(again === trip)
        #expect(Set([trip, again]).count == 1)
        #expect(trip.id == trip.persistentModelID)
    }
}

/// A model made for one schema and inserted into a container of another (the models of a test or
/// an app built before the container they end up in) moves to that container's entities with its
/// values and relationships.
@Suite struct ModelMoveTests {
    @Test func aModelMadeForAnotherSchemaMovesWithItsRelatedModels() throws {
        // A schema of Trip's classes with Note: no other test builds it, so the models below start
        // in its entities (or in the plain Trip schema's), not in the second container's.
        let first = try Fixture.memory(Trip.self, Note.self)
        let trip = Trip(name: "Kyoto", destination: "Japan", startDate: Fixture.epoch)
        trip.budget = 800
        trip.bucketList = [BucketListItem(title: "Fushimi Inari", details: "gates")]
        let later = BucketListItem(title: "Kinkaku-ji", details: "")
        // A second container with other classes (only this test builds it): other entities.
        let directory = TemporaryDirectory()
        let url = directory.file("test.store")
        let second = try Fixture.file(url, Trip.self, Person.self)
        let context = ModelContext(second)
        context.insert(trip)
        try context.save()
        let fetched = try ModelContext(second).fetch(FetchDescriptor<Trip>())
        #expect(fetched.map(\.name) == ["Kyoto"])
        #expect(fetched.first?.budget == 800)
        #expect(fetched.first?.startDate == Fixture.epoch)
        // Fetched through contexts nobody holds: the models keep theirs.
        let items = try ModelContext(try Fixture.file(url, Trip.self)).fetch(FetchDescriptor<BucketListItem>())
        #expect(items.map { $0.trip?.name } == ["Kyoto"])
        #expect(fetched.first?.bucketList.map(\.title) == ["Fushimi Inari"])
        #expect(trip.modelContext === context)
        #expect(trip.bucketList.first?.trip === trip)
        #expect(try ModelContext(first).fetchCount(FetchDescriptor<Trip>()) == 0)
        // A model of the first schema added to an inserted model's relationship moves too.
        trip.bucketList.append(later)
        try context.save()
        #expect(try ModelContext(second).fetch(FetchDescriptor<Trip>()).first?.bucketList.count == 2)
        #expect(later.modelContext === context)
    }
}
