import CairnTestSupport
import Foundation
import Testing

@testable import Cairn

/// A `Codable` value in a transformable attribute (stored as JSON).
struct Dimensions: Codable, Hashable {
    var width: Double
    var height: Double
}

/// A model class with transformable attributes, one of them holding a natively stored type.
final class Poster: ManagedObject {
    @Managed var title: String
    @Managed var size: Dimensions?
    @Managed var caption: String?

    static let model = ManagedObjectModel {
        EntityDescription(name: "Poster", managedObjectClass: Poster.self) {
            AttributeDescription(name: "title", type: .string, isOptional: false)
            AttributeDescription(name: "size", type: .transformable)
            AttributeDescription(name: "caption", type: .transformable)
        }
    }
}

/// Typed properties of transformable attributes encode on set and decode on get, through a save
/// and a fetch from a SQLite file, whether the Swift type is `Codable` only or also stored natively
/// elsewhere (the typed setter must notice the attribute is transformable).
@Suite struct TransformableTests {
    @Test func transformableValuesRoundTripThroughTheStore() throws {
        let directory = TemporaryDirectory()
        let container = try TestStoreKind.sqliteFile.makeContainer(model: Poster.model, directory: directory)
        let context = container.newBackgroundContext()
        try context.performAndWait {
            let poster = Poster(context: context)
            poster.title = "Dunes"
            poster.size = Dimensions(width: 50, height: 70)
            poster.caption = "Sand"
            #expect(poster.primitivePropertyValue(forKey: "caption") == .data(Data("\"Sand\"".utf8)), "a String in a transformable attribute is stored as JSON")
            #expect(poster.primitivePropertyValue(forKey: "title") == .string("Dunes"))
            try context.save()
            context.reset()

            let fetched = try #require(try context.fetch(Poster.fetchRequest()).first)
            #expect(fetched.title == "Dunes")
            #expect(fetched.size == Dimensions(width: 50, height: 70))
            #expect(fetched.caption == "Sand")
            fetched.size = nil
            try context.save()
            context.reset()
            #expect(try context.fetch(Poster.fetchRequest()).first?.size == nil)
        }
    }
}
