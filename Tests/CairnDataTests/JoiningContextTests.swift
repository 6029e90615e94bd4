import CairnData
import Foundation
import Testing

/// A model in no context that is related to one in a context joins that context, as in SwiftData
/// (`Subissue(name:, issue: inserted)` is saved with the issue; the inverse is set at once).
@Suite("Joining a related model's context")
@MainActor
struct JoiningContextTests {
    @Test("setting a to-one to an inserted model inserts the model and sets the inverse")
    func toOneToAnInsertedModel() throws {
        let container = try Fixture.memory(Trip.self, BucketListItem.self, LivingAccommodation.self)
        let context = container.mainContext
        let trip = Trip(name: "Rome", destination: "Italy", startDate: Fixture.epoch, endDate: Fixture.epoch + Fixture.day)
        context.insert(trip)
        let item = BucketListItem(title: "Colosseum", details: "at dawn")
        item.trip = trip
        #expect(trip.bucketList.map(\.title) == ["Colosseum"])
        #expect(item.modelContext === context)
        try context.save()
        #expect(try context.fetchCount(FetchDescriptor<BucketListItem>()) == 1)
    }
}

@Suite("isDeleted across a save")
@MainActor
struct DeletionStateTests {
    @Test("isDeleted is true until the save, false after, as Core Data and SwiftData document")
    func isDeletedClearsAtSave() throws {
        let context = try Fixture.memory(Trip.self, BucketListItem.self, LivingAccommodation.self).mainContext
        let trip = Trip(name: "Rome", destination: "Italy")
        context.insert(trip)
        try context.save()
        context.delete(trip)
        #expect(trip.isDeleted)
        try context.save()
        #expect(!trip.isDeleted)
        #expect(try context.fetchCount(FetchDescriptor<Trip>()) == 0)
    }
}
