import Cairn
import Foundation
import Testing

/// A class distinct for every `Inner` type, for models with many bound classes.
private final class Layer<Inner>: ManagedObject {}

/// Finding an entity by its class (`FetchRequest<T>()` without an entity name, `T.entity()`,
/// `model.entity(for:)`), in small models (a list scanned once the model is frozen) and in models
/// of more than 16 classes (a dictionary).
@Suite struct EntityByClassTests {
    @Test func eachBoundClassFindsItsOwnEntityAndFetchesOnlyItsObjects() throws {
        let model = InheritanceTests.model()
        let spec = try GraphSpec(.sqliteFile, model)
        #expect(model.entity(for: Photo.self)?.name == "Photo")
        #expect(model.entity(for: Video.self)?.name == "Video")
        #expect(model.entity(for: MediaItem.self)?.name == "MediaItem")
        #expect(model.entity(for: Album.self)?.name == "Album")
        #expect(model.entity(for: Employee.self) == nil, "a class no entity names")
        #expect(Video.entity().name == "Video", "class-level lookup through the frozen models")
        try spec.run { context in
            Photo(context: context).title = "beach"
            Video(context: context).title = "waves"
            Album(context: context).name = "summer"
            try context.save()
            #expect(try context.fetch(FetchRequest<Video>()).map(\.title) == ["waves"])
            #expect(try context.fetch(FetchRequest<Photo>()).map(\.title) == ["beach"])
            #expect(try context.fetch(FetchRequest<Album>()).map(\.name) == ["summer"])
        }
    }

    @Test func aModelOfManyClassesFindsEveryOne() throws {
        var classes: [ManagedObject.Type] = []
        func collect<T>(_: T.Type, _ remaining: Int) {
            classes.append(Layer<T>.self)
            if remaining > 1 { collect(Layer<T>.self, remaining - 1) }
        }
        collect(Int.self, 20)
        let model = ManagedObjectModel(
            entities: classes.enumerated().map { index, cls in
                EntityDescription(name: "E\(index)", managedObjectClass: cls) { AttributeDescription(name: "n", type: .integer64) }
            })
        try model.freeze()
        for (index, cls) in classes.enumerated() {
            #expect(model.entity(for: cls)?.name == "E\(index)")
        }
    }
}
