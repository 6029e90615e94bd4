// LINUX SHIM: the sample's Trip.swift imports SwiftUI (for `Trip.color: Color` and a private
// `Color.random`), so it could not be taken. BucketListItem.swift and LivingAccommodation.swift refer
// to `Trip`, so this is a stand-in for it: the @Model part of Trip.swift copied as is (attributes,
// #Index, #Unique, relationships, init) plus the non-SwiftUI members of its extension; the
// SwiftUI-only `color` property, SeededRandomGenerator and the Color extension are left out.

import CairnData

@Model class Trip {
    #Index<Trip>([\.name], [\.startDate], [\.endDate], [\.name, \.startDate, \.endDate])
    #Unique<Trip>([\.name, \.startDate, \.endDate])
    
    @Attribute(.preserveValueOnDeletion)
    var name: String
    var destination: String
    
    @Attribute(.preserveValueOnDeletion)
    var startDate: Date
    
    @Attribute(.preserveValueOnDeletion)
    var endDate: Date

    @Relationship(deleteRule: .cascade, inverse: \BucketListItem.trip)
    var bucketList: [BucketListItem] = [BucketListItem]()
    
    @Relationship(deleteRule: .cascade, inverse: \LivingAccommodation.trip)
    var livingAccommodation: LivingAccommodation?
    
    init(name: String, destination: String, startDate: Date = .now, endDate: Date = .distantFuture) {
        self.name = name
        self.destination = destination
        self.startDate = startDate
        self.endDate = endDate
    }
}
 
extension Trip {
    var displayName: String {
        name.isEmpty ? "Untitled Trip" : name
    }
    
    var displayDestination: String {
        destination.isEmpty ? "Untitled Destination" : destination
    }
    
    static var preview: Trip {
        Trip(name: "Trip Name", destination: "Trip destination",
             startDate: .now, endDate: .now.addingTimeInterval(4 * 3600))
    }
    
    private static func date(calendar: Calendar = Calendar(identifier: .gregorian),
                             timeZone: TimeZone = TimeZone.current,
                             year: Int, month: Int, day: Int) -> Date {
        let dateComponent = DateComponents(calendar: calendar, timeZone: timeZone,
                                           year: year, month: month, day: day)
        let date = Calendar.current.date(from: dateComponent)
        return date ?? Date.now
    }
    
    static var previewTrips: [Trip] {
        [
            Trip(name: "Camping!", destination: "Yosemite",
                 startDate: date(year: 2024, month: 6, day: 27),
                 endDate: date(year: 2024, month: 7, day: 1)),
            Trip(name: "Bridalveil Falls", destination: "Yosemite",
                 startDate: date(year: 2024, month: 6, day: 28),
                 endDate: date(year: 2024, month: 6, day: 28))
        ]
    }
}
