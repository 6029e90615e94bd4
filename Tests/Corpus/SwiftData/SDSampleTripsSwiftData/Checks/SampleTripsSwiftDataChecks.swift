import Testing
import CairnData
@testable import SDSampleTripsSwiftData

// Checks for the iOS 18 SwiftData version of Apple's SampleTrips (Trips-SwiftData/Shared):
// #Unique over (name, startDate, endDate), #Index, .preserveValueOnDeletion, cascade relationships.
// Trip itself comes from Code/LinuxShim.swift (a copy of the sample's model minus its SwiftUI colour).

private func storeURL() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("SDSampleTripsSwiftData-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory.appendingPathComponent("Trips.store")
}

private func makeContainer(_ url: URL) throws -> ModelContainer {
    // DataModel.swift (left out: imports SwiftUI) builds `ModelContainer(for: Trip.self)`;
    // the related models are found through Trip's relationships.
    try ModelContainer(for: Trip.self, configurations: ModelConfiguration(url: url))
}

private let day: TimeInterval = 86_400
private let start = Date(timeIntervalSince1970: 1_719_000_000)

@Test func containerForTripAloneAlsoStoresRelatedModels() throws {
    let url = try storeURL()
    do {
        let context = ModelContext(try makeContainer(url))
        let trip = Trip(name: "Camping!", destination: "Yosemite", startDate: start, endDate: start + 4 * day)
        context.insert(trip)
        trip.bucketList.append(contentsOf: BucketListItem.previewBLTs)
        trip.livingAccommodation = LivingAccommodation.preview[0]
        try context.save()
    }
    let context = ModelContext(try makeContainer(url))
    let trip = try #require(try context.fetch(FetchDescriptor<Trip>()).first)
    #expect(Set(trip.bucketList.map(\.title)) == ["See Half Dome", "Picture at the falls"])
    #expect(trip.livingAccommodation?.placeName == "Yosemite")
    #expect(trip.livingAccommodation?.isConfirmed == true)
}

@Test func uniqueNameAndDatesMakeASecondInsertAnUpsert() throws {
    let context = ModelContext(try makeContainer(try storeURL()))
    context.insert(Trip(name: "Paris", destination: "France", startDate: start, endDate: start + day))
    try context.save()
    context.insert(Trip(name: "Paris", destination: "Paris, France", startDate: start, endDate: start + day))
    try context.save()

    let trips = try context.fetch(FetchDescriptor<Trip>())
    #expect(trips.count == 1)
    #expect(trips.first?.destination == "Paris, France")
}

@Test func sameNameWithOtherDatesIsADifferentTrip() throws {
    let context = ModelContext(try makeContainer(try storeURL()))
    context.insert(Trip(name: "Paris", destination: "France", startDate: start, endDate: start + day))
    context.insert(Trip(name: "Paris", destination: "France", startDate: start + 30 * day, endDate: start + 31 * day))
    try context.save()
    #expect(try context.fetchCount(FetchDescriptor<Trip>(predicate: #Predicate { $0.name == "Paris" })) == 2)
}

@Test func previewTripsSortByStartDate() throws {
    let context = ModelContext(try makeContainer(try storeURL()))
    for trip in Trip.previewTrips { context.insert(trip) }
    try context.save()
    let sorted = try context.fetch(FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.startDate), SortDescriptor(\.name)]))
    #expect(sorted.map(\.name) == ["Camping!", "Bridalveil Falls"])
    #expect(sorted.map(\.displayDestination) == ["Yosemite", "Yosemite"])
}

@Test func deletingATripCascades() throws {
    let context = ModelContext(try makeContainer(try storeURL()))
    let trip = Trip(name: "Oslo", destination: "Norway", startDate: start, endDate: start + day)
    context.insert(trip)
    trip.bucketList = BucketListItem.previewBLTs
    trip.livingAccommodation = LivingAccommodation(address: "Karl Johans gate 1", placeName: "Hotel", isConfirmed: false)
    try context.save()

    context.delete(trip)
    try context.save()
    #expect(try context.fetchCount(FetchDescriptor<BucketListItem>()) == 0)
    #expect(try context.fetchCount(FetchDescriptor<LivingAccommodation>()) == 0)
}

@Test func unconfirmedAccommodationsThroughTheirTrip() throws {
    let context = ModelContext(try makeContainer(try storeURL()))
    let a = Trip(name: "A", destination: "X", startDate: start, endDate: start + day)
    let b = Trip(name: "B", destination: "Y", startDate: start, endDate: start + day)
    context.insert(a)
    context.insert(b)
    a.livingAccommodation = LivingAccommodation(address: "", placeName: "", isConfirmed: false)
    b.livingAccommodation = LivingAccommodation(address: "1 Main St", placeName: "Inn", isConfirmed: true)
    try context.save()

    let unconfirmed = try context.fetch(FetchDescriptor<Trip>(
        predicate: #Predicate { $0.livingAccommodation?.isConfirmed == false }))
    #expect(unconfirmed.map(\.name) == ["A"])
    #expect(unconfirmed.first?.livingAccommodation?.displayAddress == "No Address")
    #expect(unconfirmed.first?.livingAccommodation?.displayPlaceName == "No Place")
}

@Test func deletedTripLeavesItsPreservedValuesInTheHistoryTombstone() throws {
    let container = try makeContainer(try storeURL())
    let context = ModelContext(container)
    let trip = Trip(name: "Tokyo", destination: "Japan", startDate: start, endDate: start + day)
    context.insert(trip)
    try context.save()
    context.delete(trip)
    try context.save()

    let transactions = try ModelContext(container).fetchHistory(HistoryDescriptor<DefaultHistoryTransaction>())
    let deletions = transactions.flatMap(\.changes).compactMap { change -> DefaultHistoryDelete<Trip>? in
        if case .delete(let delete) = change { return delete as? DefaultHistoryDelete<Trip> }
        return nil
    }
    let deletion = try #require(deletions.first)
    #expect(deletion.tombstone[\.name] as? String == "Tokyo")
    #expect(deletion.tombstone[\.startDate] as? Date == start)
}

@Test func historyTokenFromTheLastTransactionLimitsTheNextFetch() throws {
    // The pattern of DataModel+UnreadTrips.swift (left out: it imports SwiftUI).
    let container = try makeContainer(try storeURL())
    let context = ModelContext(container)
    context.author = "widget"
    let trip = Trip(name: "Lisbon", destination: "Portugal", startDate: start, endDate: start + day)
    context.insert(trip)
    try context.save()
    let first = try ModelContext(container).fetchHistory(HistoryDescriptor<DefaultHistoryTransaction>())
    let token = try #require(first.last?.token)

    trip.livingAccommodation = LivingAccommodation(address: "Rua 1", placeName: "Casa", isConfirmed: true)
    try context.save()

    var descriptor = HistoryDescriptor<DefaultHistoryTransaction>()
    descriptor.predicate = #Predicate { transaction in transaction.token > token }
    let later = try ModelContext(container).fetchHistory(descriptor)
    #expect(later.count == 1)
    let inserts = later.flatMap(\.changes).compactMap { change -> DefaultHistoryInsert<LivingAccommodation>? in
        if case .insert(let insert) = change { return insert as? DefaultHistoryInsert<LivingAccommodation> }
        return nil
    }
    #expect(inserts.count == 1)
    #expect(later.first?.author == "widget")
}
