import CairnData
import Foundation

// A SwiftData program with `import SwiftData` replaced by `import CairnData`: a two-version schema
// with a migration, relationships with a delete rule, a unique key (upsert), predicate fetches and a
// background @ModelActor import. Prints what it finds and exits 1 if anything is not as expected.

func check(_ condition: Bool, _ message: String) {
    print((condition ? "ok    " : "WRONG ") + message)
    if !condition { exit(1) }
}

let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cairn-trips-\(ProcessInfo.processInfo.processIdentifier)")
try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: directory) }
let storeURL = directory.appendingPathComponent("trips.store")
let day: TimeInterval = 86_400
let start = Date(timeIntervalSince1970: 1_750_000_000)

// 1. The app's first version writes its data.
do {
    let container = try ModelContainer(for: Schema(versionedSchema: TripsSchemaV1.self), configurations: ModelConfiguration(url: storeURL))
    let context = ModelContext(container)
    let paris = TripsSchemaV1.Trip(name: "Paris", startDate: start)
    paris.places = [TripsSchemaV1.Place(name: "Louvre"), TripsSchemaV1.Place(name: "Orsay")]
    context.insert(paris)
    context.insert(TripsSchemaV1.Trip(name: "Oslo", startDate: start + 30 * day))
    try context.save()
    print("v1 saved \(try context.fetchCount(FetchDescriptor<TripsSchemaV1.Trip>())) trips")
}

// 2. The next version opens the same store through the migration plan.
let container = try ModelContainer(
    for: Schema(versionedSchema: TripsSchemaV2.self), migrationPlan: TripsMigrationPlan.self,
    configurations: ModelConfiguration(url: storeURL))
let context = ModelContext(container)
let trips = try context.fetch(FetchDescriptor<Trip>(sortBy: [SortDescriptor(\.startDate)]))
check(trips.map(\.name) == ["Paris", "Oslo"], "migrated trips: \(trips.map(\.name))")
check(trips.map(\.budget) == [200, 0], "budgets filled in by the migration: \(trips.map(\.budget))")

// 3. A background import on a @ModelActor, handed the trip's identifier.
let oslo = trips[1]
let importer = PlaceImporter(modelContainer: container)
let imported = try await importer.importPlaces(["Vigeland Park", "Opera House", "Fram Museum"], into: oslo.persistentModelID)
check(imported == 3, "imported \(imported) places in the background")

// 4. Predicate fetches, run by SQLite.
let fresh = ModelContext(container)
let osloPlaces = try fresh.fetch(
    FetchDescriptor<Place>(
        predicate: #Predicate { $0.trip?.name == "Oslo" && ($0.rating ?? 0) >= 2 }, sortBy: [SortDescriptor(\.name)]))
check(osloPlaces.map(\.name) == ["Fram Museum", "Opera House"], "Oslo places rated 2 or more: \(osloPlaces.map(\.name))")
let museums = try fresh.fetch(
    FetchDescriptor<Place>(predicate: #Predicate { $0.name.localizedStandardContains("MUSÉE") || $0.name.localizedStandardContains("museum") }))
check(museums.map(\.name) == ["Fram Museum"], "places matching 'museum': \(museums.map(\.name))")

// 5. The unique name makes a second "Paris" an update of the first (upsert).
fresh.insert(Trip(name: "Paris", startDate: start + 2 * day, budget: 950))
try fresh.save()
let paris = try fresh.fetch(FetchDescriptor<Trip>(predicate: #Predicate { $0.name == "Paris" }))
check(paris.count == 1 && paris[0].budget == 950, "Paris upserted: \(paris.count) trip, budget \(paris.first?.budget ?? -1)")

// 6. Deleting a trip deletes its places (cascade).
fresh.delete(paris[0])
try fresh.save()
let left = try fresh.fetchCount(FetchDescriptor<Place>())
check(left == 3, "places left after deleting Paris: \(left)")
print("Trips example: every check passed.")
