import CairnData
import Foundation

/// Imports places on a background actor with its own context, as SwiftData apps do.
@ModelActor
actor PlaceImporter {
    func importPlaces(_ names: [String], into tripID: PersistentIdentifier) throws -> Int {
        guard let trip = self[tripID, as: Trip.self] else { return 0 }
        for (index, name) in names.enumerated() {
            trip.places.append(Place(name: name, rating: index % 5 + 1))
        }
        try modelContext.save()
        return names.count
    }
}
