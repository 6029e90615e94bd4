import Testing
import CairnData
@testable import SDSampleTrips

// Checks for the SwiftData side of Apple's "Adopting SwiftData for a Core Data app" (SampleTrips,
// Trips-Coexistence widget models): Trip ↔ BucketListItem (to-many, cascade) and
// Trip ↔ LivingAccommodation (to-one, cascade).

private func storeURL(_ name: String = "trips") throws -> URL {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("SDSampleTrips-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory.appendingPathComponent("\(name).store")
}

private func makeContainer(_ url: URL) throws -> ModelContainer {
    let schema = Schema([Trip.self, BucketListItem.self, LivingAccommodation.self])
    return try ModelContainer(for: schema, configurations: [ModelConfiguration(url: url)])
}

private let june1 = Date(timeIntervalSince1970: 1_717_200_000)

@Test func tripSavedOnDiskIsReadBackByASecondContainer() throws {
    let url = try storeURL()
    do {
        let context = ModelContext(try makeContainer(url))
        let trip = Trip(name: "Yosemite", destination: "California", startDate: june1, endDate: june1 + 4 * 86_400)
        context.insert(trip)
        try context.save()
    }
    let context = ModelContext(try makeContainer(url))
    let trips = try context.fetch(FetchDescriptor<Trip>())
    #expect(trips.count == 1)
    let trip = try #require(trips.first)
    #expect(trip.name == "Yosemite")
    #expect(trip.destination == "California")
    #expect(trip.startDate == june1)
    #expect(trip.endDate == june1 + 4 * 86_400)
    #expect(trip.bucketList.isEmpty)
    #expect(trip.livingAccommodation == nil)
}

@Test func settingTheItemsTripUpdatesTheInverseBucketList() throws {
    let context = ModelContext(try makeContainer(try storeURL()))
    let trip = Trip(name: "Paris", destination: "France")
    let item = BucketListItem(title: "Louvre", details: "See the Mona Lisa", hasReservation: true, isInPlan: true)
    context.insert(trip)
    context.insert(item)
    item.trip = trip
    #expect(trip.bucketList.map(\.title) == ["Louvre"])
    try context.save()

    let fetched = try context.fetch(FetchDescriptor<BucketListItem>())
    #expect(fetched.first?.trip?.name == "Paris")
}

@Test func accommodationAndTripPointAtEachOther() throws {
    let url = try storeURL()
    do {
        let context = ModelContext(try makeContainer(url))
        let trip = Trip(name: "Camping", destination: "Yosemite")
        context.insert(trip)
        trip.livingAccommodation = LivingAccommodation.preview
        #expect(trip.livingAccommodation?.trip === trip)
        try context.save()
    }
    let context = ModelContext(try makeContainer(url))
    let accommodation = try #require(try context.fetch(FetchDescriptor<LivingAccommodation>()).first)
    #expect(accommodation.placeName == "Yosemite National Park")
    #expect(accommodation.trip?.name == "Camping")
}

@Test func deletingATripCascadesToItsItemsAndAccommodation() throws {
    let context = ModelContext(try makeContainer(try storeURL()))
    let trip = Trip(name: "Rome", destination: "Italy")
    context.insert(trip)
    trip.bucketList.append(BucketListItem(title: "Colosseum", details: "", hasReservation: false, isInPlan: true))
    trip.bucketList.append(BucketListItem(title: "Trevi", details: "", hasReservation: false, isInPlan: false))
    trip.livingAccommodation = LivingAccommodation(address: "Via Roma 1", placeName: "Hotel")
    try context.save()
    #expect(try context.fetchCount(FetchDescriptor<BucketListItem>()) == 2)

    context.delete(trip)
    #expect(trip.isDeleted)
    try context.save()

    #expect(try context.fetchCount(FetchDescriptor<Trip>()) == 0)
    #expect(try context.fetchCount(FetchDescriptor<BucketListItem>()) == 0)
    #expect(try context.fetchCount(FetchDescriptor<LivingAccommodation>()) == 0)
}

@Test func predicateThroughTheOptionalTripFindsItems() throws {
    let context = ModelContext(try makeContainer(try storeURL()))
    let paris = Trip(name: "Paris", destination: "France")
    let oslo = Trip(name: "Oslo", destination: "Norway")
    context.insert(paris)
    context.insert(oslo)
    paris.bucketList = [BucketListItem(title: "Orsay", details: "", hasReservation: true, isInPlan: true)]
    oslo.bucketList = [BucketListItem(title: "Fram", details: "", hasReservation: false, isInPlan: true),
                       BucketListItem(title: "Opera", details: "", hasReservation: true, isInPlan: false)]
    try context.save()

    let inOslo = try context.fetch(FetchDescriptor<BucketListItem>(
        predicate: #Predicate { $0.trip?.name == "Oslo" }, sortBy: [SortDescriptor(\.title)]))
    #expect(inOslo.map(\.title) == ["Fram", "Opera"])

    let reservedInPlan = try context.fetchCount(FetchDescriptor<BucketListItem>(
        predicate: #Predicate { $0.hasReservation && $0.isInPlan }))
    #expect(reservedInPlan == 1)
}

@Test func tripsSortByStartDateAndFilterByDestinationText() throws {
    let context = ModelContext(try makeContainer(try storeURL()))
    context.insert(Trip(name: "B", destination: "Yosemite Valley", startDate: june1 + 86_400))
    context.insert(Trip(name: "A", destination: "yosemite falls", startDate: june1 + 2 * 86_400))
    context.insert(Trip(name: "C", destination: "Paris", startDate: june1))
    try context.save()

    let sorted = try context.fetch(FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.startDate, order: .reverse)]))
    #expect(sorted.map(\.name) == ["A", "B", "C"])

    let yosemite = try context.fetch(FetchDescriptor<Trip>(
        predicate: #Predicate { $0.destination.localizedStandardContains("YOSEMITE") }, sortBy: [SortDescriptor(\.name)]))
    #expect(yosemite.map(\.name) == ["A", "B"])
}

@Test func previewModelsInsertAndResolveByIdentifierInAnotherContext() throws {
    let container = try makeContainer(try storeURL())
    let context = ModelContext(container)
    let item = BucketListItem.preview          // creates its Trip.preview too
    context.insert(item)
    try context.save()
    let itemID = item.persistentModelID
    let tripID = try #require(item.trip).persistentModelID

    let other = ModelContext(container)
    let again = try #require(other.model(for: itemID) as? BucketListItem)
    #expect(again.title == "A bucket list item title")
    #expect(again.trip?.persistentModelID == tripID)
    #expect(again.trip?.name == "Trip Name")
}

@MainActor @Test func mainContextInMemoryContainerLikeThePreviewSampleData() throws {
    // Mirrors PreviewSampleData.container (left out: it imports SwiftUI).
    let schema = Schema([Trip.self, BucketListItem.self, LivingAccommodation.self])
    let container = try ModelContainer(for: schema, configurations: [ModelConfiguration(isStoredInMemoryOnly: true)])
    let sampleData: [any PersistentModel] = [Trip.preview, BucketListItem.preview, LivingAccommodation.preview]
    sampleData.forEach { container.mainContext.insert($0) }
    try container.mainContext.save()
    // BucketListItem.preview brings a second Trip.preview with it.
    #expect(try container.mainContext.fetchCount(FetchDescriptor<Trip>()) == 2)
    #expect(try container.mainContext.fetchCount(FetchDescriptor<BucketListItem>()) == 1)
    #expect(try container.mainContext.fetchCount(FetchDescriptor<LivingAccommodation>()) == 1)
}
