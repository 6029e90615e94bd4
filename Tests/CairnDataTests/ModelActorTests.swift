import CairnData
import Foundation
import Testing

/// An importer as SwiftData apps write one (WWDC23 "Dive deeper into SwiftData"): work on a
/// background actor with its own context, hand identifiers back.
@ModelActor
actor TripImporter {
    func importTrips(_ names: [String]) throws -> [PersistentIdentifier] {
        var trips: [Trip] = []
        for name in names {
            let trip = Trip(name: name, destination: "Imported")
            modelContext.insert(trip)
            trips.append(trip)
        }
        try modelContext.save()
        return trips.map(\.persistentModelID)
    }

    func rename(_ id: PersistentIdentifier, to name: String) throws {
        guard let trip = self[id, as: Trip.self] else { return }
        trip.name = name
        try modelContext.save()
    }

    func count() throws -> Int { try modelContext.fetchCount(FetchDescriptor<Trip>()) }
}

@Suite struct ModelActorTests {
    @Test func anActorImportsOnItsOwnContextAndHandsBackIdentifiers() async throws {
        let container = try Fixture.memory(Trip.self)
        let importer = TripImporter(modelContainer: container)
        let ids = try await importer.importTrips(["A", "B", "C"])
        #expect(ids.count == 3)
        #expect(ids.allSatisfy { !$0.isTemporary })
        let context = ModelContext(container)
        let trips = try context.fetch(FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.name)]))
        #expect(trips.map(\.name) == ["A", "B", "C"])
        #expect(Set(trips.map(\.persistentModelID)) == Set(ids))
        try await importer.rename(ids[0], to: "Renamed")
        #expect(try ModelContext(container).fetch(FetchDescriptor<Trip>(predicate: #Predicate { $0.name == "Renamed" })).count == 1)
        #expect(try await importer.count() == 3)
    }

    @Test func twoActorsImportAtTheSameTime() async throws {
        let container = try Fixture.memory(Trip.self)
        let first = TripImporter(modelContainer: container), second = TripImporter(modelContainer: container)
        async let a = first.importTrips((0..<50).map { "first-\($0)" })
        async let b = second.importTrips((0..<50).map { "second-\($0)" })
        let ids = try await a + b
        #expect(Set(ids).count == 100)
        #expect(try ModelContext(container).fetchCount(FetchDescriptor<Trip>()) == 100)
    }

    @MainActor
    @Test func theMainContextSeesWhatAnActorSaved() async throws {
        let container = try Fixture.memory(Trip.self)
        let main = container.mainContext
        #expect(main.autosaveEnabled)
        #expect(container.mainContext === main)
        let importer = TripImporter(modelContainer: container)
        _ = try await importer.importTrips(["X"])
        #expect(try main.fetch(FetchDescriptor<Trip>()).map(\.name) == ["X"])
    }

    @MainActor
    @Test func theMainContextSavesByItself() async throws {
        let container = try Fixture.memory(Person.self)
        container.mainContext.insert(Person(email: "a@example.com", name: "A", age: 1))
        // The autosave runs on the main queue once the main actor is free.
        for _ in 0..<100 where container.mainContext.hasChanges { try await Task.sleep(nanoseconds: 20_000_000) }
        #expect(!container.mainContext.hasChanges)
        #expect(try ModelContext(container).fetchCount(FetchDescriptor<Person>()) == 1)
    }
}
