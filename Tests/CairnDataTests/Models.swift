import CairnData
import Foundation

// The models of the tests: SampleTrips' shape (Apple's SwiftData sample), written as a SwiftData
// user writes them.

@Model
final class Trip {
    #Unique<Trip>([\.name, \.startDate])
    var name: String
    var destination: String
    var startDate: Date
    var endDate: Date
    var budget: Double = 0
    var status: TripStatus = TripStatus.planned
    var tags: [String] = []
    var notes: String?
    @Relationship(deleteRule: .cascade, inverse: \BucketListItem.trip)
    var bucketList: [BucketListItem] = []
    @Relationship(deleteRule: .cascade)
    var livingAccommodation: LivingAccommodation?
    @Transient var isSelected = false

    init(name: String, destination: String, startDate: Date = .now, endDate: Date = .now) {
        self.name = name
        self.destination = destination
        self.startDate = startDate
        self.endDate = endDate
    }
}

enum TripStatus: String, Codable, CaseIterable {
    case planned, booked, done
}

@Model
final class BucketListItem {
    var title: String
    var details: String
    var hasReservation: Bool
    var isInPlan: Bool
    var trip: Trip?

    init(title: String, details: String, hasReservation: Bool = false, isInPlan: Bool = false) {
        self.title = title
        self.details = details
        self.hasReservation = hasReservation
        self.isInPlan = isInPlan
    }
}

@Model
final class LivingAccommodation {
    var address: String
    var placeName: String
    var trip: Trip?

    init(address: String, placeName: String) {
        self.address = address
        self.placeName = placeName
    }
}

@Model
final class Person {
    @Attribute(.unique) var email: String
    var name: String
    var age: Int

    init(email: String, name: String, age: Int) {
        self.email = email
        self.name = name
        self.age = age
    }
}

/// A model with `#Index` of both kinds (SwiftData's iOS 18 form).
@Model
final class Place {
    #Index<Place>(.binary([\.name]), .rtree([\.latitude, \.longitude]))
    var name: String
    var latitude: Double
    var longitude: Double

    init(name: String, latitude: Double, longitude: Double) {
        self.name = name
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// A model with `#Index` as key-path groups (SwiftData's first form).
@Model
final class Visit {
    #Index<Visit>([\.day], [\.place, \.day])
    var place: String
    var day: Date

    init(place: String, day: Date) {
        self.place = place
        self.day = day
    }
}

/// The state of a ticket: raw values, not `CaseIterable`.
enum TicketState: String, Codable {
    case open, closed
}

/// A model with an enum property (for the key-path probe).
@Model
final class Ticket {
    var code: String
    var state: TicketState = TicketState.open

    init(code: String) {
        self.code = code
    }
}

/// A model with an enum property that has no initial value and no first case to read.
@Model
final class Pass {
    var code: String
    var state: TicketState

    init(code: String, state: TicketState) {
        self.code = code
        self.state = state
    }
}
