import CairnData
import CairnTestSupport
import Foundation
import Testing

/// `ModelContext` as SwiftData documents it: inserting, deleting, rolling back, saving,
/// identifiers, fetching.
@Suite struct ContextTests {
    @Test func insertingAndSavingMakesTheIdentifierPermanent() throws {
        let context = ModelContext(try Fixture.memory(Trip.self))
        let trip = Trip(name: "Paris", destination: "France")
        context.insert(trip)
        #expect(context.hasChanges)
        #expect(trip.hasChanges)
        #expect(trip.modelContext === context)
        #expect(context.insertedModelsArray.count == 1)
        #expect(trip.persistentModelID.isTemporary)
        try context.save()
        #expect(!context.hasChanges)
        #expect(!trip.persistentModelID.isTemporary)
        #expect(trip.persistentModelID.entityName == "Trip")
    }

    @Test func insertingAModelInsertsTheModelsItRelatesTo() throws {
        let container = try Fixture.memory(Trip.self)
        let context = ModelContext(container)
        let trip = Trip(name: "Rome", destination: "Italy")
        trip.bucketList = [BucketListItem(title: "Forum", details: ""), BucketListItem(title: "Pantheon", details: "")]
        trip.livingAccommodation = LivingAccommodation(address: "Via Roma 1", placeName: "Hotel")
        context.insert(trip)
        try context.save()
        let other = ModelContext(container)
        #expect(try other.fetchCount(FetchDescriptor<BucketListItem>()) == 2)
        let stay = try #require(try other.fetch(FetchDescriptor<LivingAccommodation>()).first)
        #expect(stay.trip?.name == "Rome")
        let items = try other.fetch(FetchDescriptor<BucketListItem>(sortBy: [SortDescriptor(\.title)]))
        #expect(items.map { $0.trip?.name } == ["Rome", "Rome"])
    }

    @Test func addingToARelationshipOfAnInsertedModelInsertsTheNewModel() throws {
        let context = ModelContext(try Fixture.memory(Trip.self))
        let trip = Trip(name: "Rome", destination: "Italy")
        context.insert(trip)
        try context.save()
        trip.bucketList.append(BucketListItem(title: "Forum", details: ""))
        #expect(context.insertedModelsArray.count == 1)
        try context.save()
        #expect(try context.fetchCount(FetchDescriptor<BucketListItem>()) == 1)
    }

    @Test func deleteCascadesAndNullifiesAsTheRelationshipsSay() throws {
        let context = ModelContext(try Fixture.memory(Trip.self))
        let trip = Trip(name: "Rome", destination: "Italy")
        let keep = Trip(name: "Keep", destination: "Here")
        trip.bucketList = [BucketListItem(title: "A", details: ""), BucketListItem(title: "B", details: "")]
        let item = BucketListItem(title: "C", details: "")
        keep.bucketList = [item]
        context.insert(trip)
        context.insert(keep)
        try context.save()

        // Nullify (BucketListItem.trip's default rule): the trip no longer lists the item.
        context.delete(item)
        #expect(item.isDeleted)
        #expect(context.deletedModelsArray.count == 1)
        try context.save()
        #expect(keep.bucketList.isEmpty)

        // Cascade (Trip.bucketList): the trip's items go with it.
        context.delete(trip)
        try context.save()
        #expect(try context.fetchCount(FetchDescriptor<BucketListItem>()) == 0)
        #expect(try context.fetch(FetchDescriptor<Trip>()).map(\.name) == ["Keep"])
    }

    @Test func rollbackDiscardsUnsavedChanges() throws {
        let context = ModelContext(try Fixture.memory(Trip.self))
        let trip = Trip(name: "Saved", destination: "X")
        context.insert(trip)
        try context.save()
        trip.name = "Changed"
        context.insert(Trip(name: "Unsaved", destination: "Y"))
        #expect(context.changedModelsArray.count == 1)
        context.rollback()
        #expect(trip.name == "Saved")
        #expect(!context.hasChanges)
        #expect(try context.fetch(FetchDescriptor<Trip>()).map(\.name) == ["Saved"])
    }

    @Test func deleteModelWhereDeletesTheMatchingModelsAtTheNextSave() throws {
        let context = ModelContext(try Fixture.memory(Person.self))
        for (index, age) in [15, 30, 45, 60].enumerated() {
            context.insert(Person(email: "p\(index)@example.com", name: "P\(index)", age: age))
        }
        try context.save()
        try context.delete(model: Person.self, where: #Predicate { $0.age > 40 })
        #expect(context.deletedModelsArray.count == 2)
        try context.save()
        #expect(try context.fetch(FetchDescriptor<Person>(sortBy: [SortDescriptor(\.age)])).map(\.age) == [15, 30])
    }

    @Test func transactionSavesWhatTheBlockDid() throws {
        let container = try Fixture.memory(Person.self)
        let context = ModelContext(container)
        try context.transaction {
            context.insert(Person(email: "a@example.com", name: "A", age: 1))
        }
        #expect(!context.hasChanges)
        #expect(try ModelContext(container).fetchCount(FetchDescriptor<Person>()) == 1)
    }

    @Test func saveReportsTheSavedIdentifiers() throws {
        let context = ModelContext(try Fixture.memory(Person.self))
        let person = Person(email: "a@example.com", name: "A", age: 1)
        context.insert(person)
        nonisolated(unsafe) var inserted: [PersistentIdentifier] = []
        nonisolated(unsafe) var sawWillSave = false
        let will = NotificationCenter.default.addObserver(forName: ModelContext.willSave, object: context, queue: nil) { _ in sawWillSave = true }
        let did = NotificationCenter.default.addObserver(forName: ModelContext.didSave, object: context, queue: nil) { note in
            inserted = note.userInfo?[ModelContext.NotificationKey.insertedIdentifiers.rawValue] as? [PersistentIdentifier] ?? []
        }
        defer {
            NotificationCenter.default.removeObserver(will)
            NotificationCenter.default.removeObserver(did)
        }
        try context.save()
        #expect(sawWillSave)
        #expect(inserted == [person.persistentModelID])
        #expect(inserted.first?.isTemporary == false)
    }

    @Test func anIdentifierFindsTheModelInAnotherContextEvenAfterCoding() throws {
        let container = try Fixture.memory(Person.self)
        let context = ModelContext(container)
        let person = Person(email: "a@example.com", name: "Ada", age: 36)
        context.insert(person)
        try context.save()
        let data = try JSONEncoder().encode(person.persistentModelID)
        let decoded = try JSONDecoder().decode(PersistentIdentifier.self, from: data)
        #expect(decoded == person.persistentModelID)
        let other = ModelContext(container)
        #expect(other.registeredModel(for: decoded) as Person? == nil)
        let found = other.model(for: decoded) as? Person
        #expect(found?.name == "Ada")
        #expect(other.registeredModel(for: decoded) as Person? === found)
    }

    @Test func aUniqueAttributeUpsertsAtSave() throws {
        // SwiftData: "a model whose unique attribute matches an existing one updates it" (WWDC23,
        // "Model your schema with SwiftData").
        let container = try Fixture.memory(Person.self)
        let context = ModelContext(container)
        context.insert(Person(email: "ada@example.com", name: "Ada", age: 36))
        try context.save()
        let other = ModelContext(container)
        other.insert(Person(email: "ada@example.com", name: "Ada Lovelace", age: 37))
        try other.save()
        let people = try ModelContext(container).fetch(FetchDescriptor<Person>())
        #expect(people.count == 1)
        #expect(people.first?.name == "Ada Lovelace")
        #expect(people.first?.age == 37)
    }

    @Test func aUniqueGroupUpsertsAtSave() throws {
        let container = try Fixture.memory(Trip.self)
        let context = ModelContext(container)
        context.insert(Trip(name: "Paris", destination: "France", startDate: Fixture.epoch))
        context.insert(Trip(name: "Paris", destination: "France", startDate: Fixture.epoch + Fixture.day))
        try context.save()
        let other = ModelContext(container)
        other.insert(Trip(name: "Paris", destination: "Île-de-France", startDate: Fixture.epoch))
        try other.save()
        let trips = try ModelContext(container).fetch(FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.startDate)]))
        #expect(trips.map(\.destination) == ["Île-de-France", "France"])
    }

    @Test func aReadOnlyConfigurationRefusesToSave() throws {
        let directory = TemporaryDirectory()
        let url = directory.file("test.store")
        do {
            let context = ModelContext(try Fixture.file(url, Person.self))
            context.insert(Person(email: "a@example.com", name: "A", age: 1))
            try context.save()
        }
        let container = try ModelContainer(for: Person.self, configurations: ModelConfiguration(url: url, allowsSave: false))
        let context = ModelContext(container)
        #expect(try context.fetchCount(FetchDescriptor<Person>()) == 1)
        context.insert(Person(email: "b@example.com", name: "B", age: 2))
        #expect(throws: (any Error).self) { try context.save() }
    }

    @Test func eachInMemoryContainerHasItsOwnStore() throws {
        let first = ModelContext(try Fixture.memory(Person.self))
        first.insert(Person(email: "a@example.com", name: "A", age: 1))
        try first.save()
        let second = ModelContext(try Fixture.memory(Person.self))
        #expect(try second.fetchCount(FetchDescriptor<Person>()) == 0)
    }

    @Test func theDefaultConfigurationStoresInTheAppDataDirectory() {
        let configuration = ModelConfiguration()
        #expect(configuration.name == "default")
        #expect(configuration.url.lastPathComponent == "default.store")
        #expect(ModelConfiguration("Trips").url.lastPathComponent == "Trips.store")
        #expect(ModelConfiguration(isStoredInMemoryOnly: true).isStoredInMemoryOnly)
    }

    @Test func severalConfigurationsAreAClearError() throws {
        #expect(throws: (any Error).self) {
            _ = try ModelContainer(
                for: Schema([Person.self]),
                configurations: [
                    ModelConfiguration("A", isStoredInMemoryOnly: true), ModelConfiguration("B", isStoredInMemoryOnly: true),
                ])
        }
    }
}

@Suite struct DeleteAllDataTests {
    @Test func deleteAllDataEmptiesTheStore() throws {
        let container = try Fixture.memory(Trip.self)
        let context = ModelContext(container)
        let trip = Trip(name: "A", destination: "B")
        trip.bucketList = [BucketListItem(title: "x", details: "")]
        context.insert(trip)
        try context.save()
        container.deleteAllData()
        let fresh = ModelContext(container)
        #expect(try fresh.fetchCount(FetchDescriptor<Trip>()) == 0)
        #expect(try fresh.fetchCount(FetchDescriptor<BucketListItem>()) == 0)
    }
}
