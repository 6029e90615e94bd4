import Cairn
import CairnData
import CairnTestSupport
import Foundation
import Testing

/// A store written by a newer version of the app (or synced from one): a trip whose status is a
/// case this version does not have reads as the declared default and is reported, never a trap.
@Suite struct UndecodableValueTests {
    let directory = TemporaryDirectory()

    /// Sets the stored `status` of every trip to `raw`, as a newer app would, through the engine
    /// with the store's own model.
    func writeStatus(_ raw: String, at url: URL) throws {
        let metadata = try PersistentStoreCoordinator.metadataForPersistentStore(type: .sqlite, at: url)
        let model = try #require(try metadata.storedModel())
        let container = PersistentContainer(name: "Newer", managedObjectModel: model)
        container.persistentStoreDescriptions = [PersistentStoreDescription(url: url)]
        try container.loadPersistentStores()
        let context = container.newBackgroundContext()
        try context.performAndWait {
            for trip in try context.fetch(FetchRequest<ManagedObject>(entityName: "Trip")) { trip.setValue(raw, forKey: "status") }
            try context.save()
        }
        for store in container.persistentStoreCoordinator.persistentStores { try container.persistentStoreCoordinator.remove(store) }
    }

    @Test func anUnknownEnumCaseReadsAsTheDeclaredDefaultAndIsReported() throws {
        let url = directory.file("Trips.sqlite")
        do {
            let container = try Fixture.file(url, Trip.self, BucketListItem.self, LivingAccommodation.self)
            let context = ModelContext(container)
            let trip = Trip(name: "Oslo", destination: "Norway")
            trip.status = .booked
            context.insert(trip)
            try context.save()
        }
        try writeStatus("archived", at: url)
        let container = try Fixture.file(url, Trip.self, BucketListItem.self, LivingAccommodation.self)
        let context = ModelContext(container)
        let trip = try #require(try context.fetch(FetchDescriptor<Trip>()).first)
        #expect(context.lastDecodingError == nil)
        #expect(trip.status == .planned, "the declaration's initial value")
        let error = try #require(context.lastDecodingError)
        #expect(error.code == .undecodableValue && error.entityName == "Trip" && error.propertyName == "status")
        #expect(error.message.contains("archived") && error.message.contains("planned, booked, done"), "\(error.message)")
        // The stored value stays until the app changes it: nothing is lost by reading.
        #expect(trip.name == "Oslo")
        trip.status = .done
        try context.save()
        #expect(try ModelContext(container).fetch(FetchDescriptor<Trip>()).first?.status == .done)
    }
}
