import CairnData
import Foundation

// The trips app's schema in two versions, written exactly as for SwiftData.

enum TripsSchemaV1: VersionedSchema {
    static let versionIdentifier = Schema.Version(1, 0, 0)
    static var models: [any PersistentModel.Type] { [Trip.self, Place.self] }

    @Model
    final class Trip {
        #Unique<Trip>([\.name])
        var name: String
        var startDate: Date
        @Relationship(deleteRule: .cascade, inverse: \Place.trip)
        var places: [Place] = []

        init(name: String, startDate: Date) {
            self.name = name
            self.startDate = startDate
        }
    }

    @Model
    final class Place {
        var name: String
        var visited: Bool = false
        var trip: Trip?

        init(name: String) {
            self.name = name
        }
    }
}

enum TripsSchemaV2: VersionedSchema {
    static let versionIdentifier = Schema.Version(2, 0, 0)
    static var models: [any PersistentModel.Type] { [Trip.self, Place.self] }

    @Model
    final class Trip {
        #Unique<Trip>([\.name])
        var name: String
        var startDate: Date
        var budget: Double = 0
        @Relationship(deleteRule: .cascade, inverse: \Place.trip)
        var places: [Place] = []

        init(name: String, startDate: Date, budget: Double = 0) {
            self.name = name
            self.startDate = startDate
            self.budget = budget
        }
    }

    @Model
    final class Place {
        var name: String
        var visited: Bool = false
        var rating: Int?
        var trip: Trip?

        init(name: String, rating: Int? = nil) {
            self.name = name
            self.rating = rating
        }
    }
}

enum TripsMigrationPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { [TripsSchemaV1.self, TripsSchemaV2.self] }
    static var stages: [MigrationStage] {
        [
            .custom(
                fromVersion: TripsSchemaV1.self, toVersion: TripsSchemaV2.self, willMigrate: nil,
                didMigrate: { context in
                    // Every trip gets a starting budget of 100 per place.
                    for trip in try context.fetch(FetchDescriptor<TripsSchemaV2.Trip>()) {
                        trip.budget = Double(trip.places.count) * 100
                    }
                    try context.save()
                })
        ]
    }
}

typealias Trip = TripsSchemaV2.Trip
typealias Place = TripsSchemaV2.Place
