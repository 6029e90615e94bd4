import CairnData
import Foundation
import Testing

/// `FetchDescriptor` and `#Predicate` with the forms SwiftData apps write; every predicate runs in
/// SQLite.
@Suite struct FetchTests {
    private func trips() throws -> ModelContext {
        let context = ModelContext(try Fixture.memory(Trip.self))
        let data: [(String, String, Double, Int)] = [
            ("Paris", "France", 1200, 0), ("Lyon", "France", 300, 10), ("Rome", "Italy", 900, 20),
            ("Oslo", "Norway", 2000, 30), ("Bergen", "Norway", 150, 40),
        ]
        for (name, destination, budget, offset) in data {
            let trip = Trip(
                name: name, destination: destination, startDate: Fixture.epoch + Double(offset) * Fixture.day,
                endDate: Fixture.epoch + Double(offset + 5) * Fixture.day)
            trip.budget = budget
            if name == "Paris" {
                trip.notes = "museums"
                trip.bucketList = [BucketListItem(title: "Louvre", details: "art", hasReservation: true)]
            }
            if name == "Rome" { trip.bucketList = [BucketListItem(title: "Forum", details: "history")] }
            context.insert(trip)
        }
        try context.save()
        return context
    }

    @Test func sortLimitAndOffset() throws {
        let context = try trips()
        var descriptor = FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.budget, order: .reverse)])
        descriptor.fetchLimit = 2
        descriptor.fetchOffset = 1
        #expect(try context.fetch(descriptor).map(\.name) == ["Paris", "Rome"])
        #expect(try context.fetchCount(FetchDescriptor<Trip>()) == 5)
        #expect(try context.fetchIdentifiers(FetchDescriptor<Trip>()).count == 5)
    }

    @Test func comparisonsAndCompoundConditions() throws {
        let context = try trips()
        let found = try context.fetch(
            FetchDescriptor<Trip>(
                predicate: #Predicate { ($0.destination == "Norway" && $0.budget > 500) || $0.name.starts(with: "Ly") },
                sortBy: [SortDescriptor(\.name)]))
        #expect(found.map(\.name) == ["Lyon", "Oslo"])
        let notFrance = try context.fetch(FetchDescriptor<Trip>(predicate: #Predicate { !($0.destination == "France") }))
        #expect(notFrance.count == 3)
    }

    @Test func dateRanges() throws {
        let context = try trips()
        let start = Fixture.epoch + 5 * Fixture.day, end = Fixture.epoch + 35 * Fixture.day
        let found = try context.fetch(
            FetchDescriptor<Trip>(
                predicate: #Predicate { $0.startDate >= start && $0.startDate <= end }, sortBy: [SortDescriptor(\.startDate)]))
        #expect(found.map(\.name) == ["Lyon", "Rome", "Oslo"])
    }

    @Test func optionalsWithNilCoalescingAndFlatMap() throws {
        let context = try trips()
        let withNotes = try context.fetch(FetchDescriptor<Trip>(predicate: #Predicate { ($0.notes ?? "") == "museums" }))
        #expect(withNotes.map(\.name) == ["Paris"])
        let noNotes = try context.fetch(FetchDescriptor<Trip>(predicate: #Predicate { $0.notes == nil }))
        #expect(noNotes.count == 4)
        let items = try context.fetch(FetchDescriptor<BucketListItem>(predicate: #Predicate { $0.trip?.name == "Rome" }))
        #expect(items.map(\.title) == ["Forum"])
        let flat = try context.fetch(FetchDescriptor<BucketListItem>(predicate: #Predicate { $0.trip.flatMap { $0.notes } == "museums" }))
        #expect(flat.map(\.title) == ["Louvre"])
    }

    @Test func toManyRelationshipsWithContainsWhereAndCount() throws {
        let context = try trips()
        let reserved = try context.fetch(
            FetchDescriptor<Trip>(
                predicate: #Predicate { trip in
                    trip.bucketList.contains { $0.hasReservation }
                }))
        #expect(reserved.map(\.name) == ["Paris"])
        let withItems = try context.fetch(FetchDescriptor<Trip>(predicate: #Predicate { $0.bucketList.count > 0 }, sortBy: [SortDescriptor(\.name)]))
        #expect(withItems.map(\.name) == ["Paris", "Rome"])
    }

    @Test func localizedStandardContainsIgnoresCaseAndDiacritics() throws {
        let context = try trips()
        let found = try context.fetch(FetchDescriptor<Trip>(predicate: #Predicate { $0.destination.localizedStandardContains("NOR") }))
        #expect(found.count == 2)
        context.insert(Trip(name: "Zürich", destination: "Switzerland"))
        try context.save()
        let accented = try context.fetch(FetchDescriptor<Trip>(predicate: #Predicate { $0.name.localizedStandardContains("zur") }))
        #expect(accented.map(\.name) == ["Zürich"])
        // Apple's rule: the empty string is contained in nothing.
        #expect(try context.fetchCount(FetchDescriptor<Trip>(predicate: #Predicate { $0.name.localizedStandardContains("") })) == 0)
    }

    @Test func arithmeticInPredicates() throws {
        let context = try trips()
        let found = try context.fetch(FetchDescriptor<Trip>(predicate: #Predicate { $0.budget * 2 > 2000 }, sortBy: [SortDescriptor(\.name)]))
        #expect(found.map(\.name) == ["Oslo", "Paris"])
    }

    @Test func pendingChangesCountUnlessExcluded() throws {
        let context = try trips()
        context.insert(Trip(name: "Unsaved", destination: "France"))
        let france = #Predicate<Trip> { $0.destination == "France" }
        #expect(try context.fetchCount(FetchDescriptor<Trip>(predicate: france)) == 3)
        var saved = FetchDescriptor<Trip>(predicate: france)
        saved.includePendingChanges = false
        #expect(try context.fetchCount(saved) == 2)
    }

    @Test func enumerateVisitsEveryMatchInBatches() throws {
        let context = try trips()
        var names: [String] = []
        try context.enumerate(FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.name)]), batchSize: 2) { names.append($0.name) }
        #expect(names == ["Bergen", "Lyon", "Oslo", "Paris", "Rome"])
    }

    @Test func batchedFetchesOfModelsAndOfIdentifiersAgree() throws {
        let context = try trips()
        let byName = FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.name)])
        let models = try context.fetch(byName, batchSize: 2)
        #expect(models.map(\.name) == ["Bergen", "Lyon", "Oslo", "Paris", "Rome"])
        let identifiers = try context.fetchIdentifiers(byName, batchSize: 2)
        #expect(identifiers.count == 5)
        #expect(Array(identifiers) == models.map(\.persistentModelID))
        #expect(identifiers.map { (context.model(for: $0) as? Trip)?.name } == ["Bergen", "Lyon", "Oslo", "Paris", "Rome"])
    }

    @Test func anUnsupportedExpressionIsAnErrorNamingIt() throws {
        let context = try trips()
        let descriptor = FetchDescriptor<Trip>(predicate: #Predicate { $0.tags.isEmpty })
        do {
            _ = try context.fetch(descriptor)
            Issue.record("The fetch should have thrown.")
        } catch {
            // `tags` is an attribute holding an array: its emptiness cannot be queried.
            #expect("\(error)".contains("#Predicate<Trip>") && "\(error)".contains("only the count and isEmpty of to-many relationships"))
        }
    }

    @Test func prefetchingAndPropertiesToFetchAreAccepted() throws {
        let context = try trips()
        var descriptor = FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.name)])
        descriptor.relationshipKeyPathsForPrefetching = [\.bucketList]
        descriptor.propertiesToFetch = [\.name]
        let found = try context.fetch(descriptor)
        #expect(found.count == 5)
        #expect(found.first(where: { $0.name == "Paris" })?.bucketList.map(\.title) == ["Louvre"])
    }
}
