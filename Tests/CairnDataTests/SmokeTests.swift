import CairnData
import Foundation
import Testing

@Suite struct SmokeTests {
    @Test func insertSaveFetch() throws {
        let container = try ModelContainer(for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = ModelContext(container)
        let trip = Trip(name: "Paris", destination: "France")
        trip.bucketList.append(BucketListItem(title: "Louvre", details: "Art"))
        context.insert(trip)
        try context.save()
        let trips = try context.fetch(FetchDescriptor<Trip>(predicate: #Predicate { $0.destination == "France" }))
        #expect(trips.count == 1)
        #expect(trips.first === trip)
        #expect(trips.first?.bucketList.first?.title == "Louvre")
        #expect(trips.first?.bucketList.first?.trip === trip)
    }
}
