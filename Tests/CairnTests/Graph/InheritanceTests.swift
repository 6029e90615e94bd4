import Cairn
import CairnTestSupport
import Foundation
import Testing

/// An abstract media item of an album.
class MediaItem: ManagedObject {
    @Managed var title: String?
    @Managed var album: Album?
}

/// A photo (a sub-entity of MediaItem).
final class Photo: MediaItem {
    @Managed var width: Int32
}

/// A video (a sub-entity of MediaItem).
final class Video: MediaItem {
    @Managed var duration: Double
}

/// An album holding media items of either kind.
final class Album: ManagedObject {
    @Managed var name: String?
    @Managed var items: [MediaItem]
}

/// Entity inheritance on every store: an abstract parent, sub-entities in the parent's table,
/// parent fetches returning sub-entity objects unless `includesSubentities` is false, relationships
/// and constraints declared on the parent.
@Suite struct InheritanceTests {
    static func model() -> ManagedObjectModel {
        ManagedObjectModel {
            EntityDescription(name: "MediaItem", managedObjectClass: MediaItem.self, isAbstract: true, uniquenessConstraints: [["title"]]) {
                AttributeDescription(name: "title", type: .string)
                RelationshipDescription(name: "album", destination: "Album", inverse: "items")
            }
            EntityDescription(name: "Photo", managedObjectClass: Photo.self, superentity: "MediaItem") {
                AttributeDescription(name: "width", type: .integer32, defaultValue: 0)
            }
            EntityDescription(name: "Video", managedObjectClass: Video.self, superentity: "MediaItem") {
                AttributeDescription(name: "duration", type: .double, defaultValue: 0)
            }
            EntityDescription(name: "Album", managedObjectClass: Album.self) {
                AttributeDescription(name: "name", type: .string)
                RelationshipDescription(name: "items", destination: "MediaItem", inverse: "album", toMany: true, ordered: true, deleteRule: .cascade)
            }
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func parentFetchesReturnSubEntityObjects(_ kind: TestStoreKind) throws {
        let spec = try GraphSpec(kind, Self.model())
        let albumID = try spec.run { context in
            let album = Album(context: context)
            let photo = Photo(context: context)
            photo.title = "beach"
            photo.width = 4000
            let video = Video(context: context)
            video.title = "waves"
            video.duration = 12.5
            album.items = [video, photo]
            try context.save()
            return album.objectID
        }
        try spec.run { context in
            let all = FetchRequest<MediaItem>(entityName: "MediaItem")
            all.sortKeys = [SortKey("title")]
            let items = try context.fetch(all)
            #expect(items.map(\.title) == ["beach", "waves"])
            #expect(items[0] is Photo && items[1] is Video, "each object has its sub-entity's class")
            #expect((items[0] as? Photo)?.width == 4000 && (items[1] as? Video)?.duration == 12.5)

            let photos = FetchRequest<MediaItem>(entityName: "Photo")
            #expect(try context.fetch(photos).map(\.title) == ["beach"])
            let typedPhotos = FetchRequest<Photo>(entityName: "Photo")
            #expect(try context.fetch(typedPhotos).map(\.width) == [4000], "objects of exactly the requested class")
            let mixed = FetchRequest<Photo>(entityName: "MediaItem")
            mixed.sortKeys = [SortKey("title")]
            let error = #expect(throws: CairnError.self, "a photo first does not make the video a Photo") { try context.fetch(mixed) }
            #expect(error?.code == .invalidRequest && error?.message.contains("Video") == true)
            all.includesSubentities = false
            #expect(try context.fetch(all).isEmpty, "the abstract parent has no objects of its own")
            #expect(try context.count(for: all) == 0)

            let album = try #require(try context.existingObject(with: albumID) as? Album)
            #expect(album.items.map(\.title) == ["waves", "beach"], "a relationship to the parent holds both kinds, in order")
            #expect(album.items.allSatisfy { $0.album === album })
            let widths = FetchRequest<MediaItem>(entityName: "MediaItem")
            widths.predicate = .comparison(.keyPath("title"), .beginsWith, .constant(.string("w")))
            #expect(try context.fetch(widths).first is Video)
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func aConcreteParentExcludesItsChildrenWhenAsked(_ kind: TestStoreKind) throws {
        let model = ManagedObjectModel {
            EntityDescription(name: "Employee", managedObjectClass: Employee.self) {
                AttributeDescription(name: "name", type: .string, isOptional: false)
                AttributeDescription(name: "title", type: .string)
                AttributeDescription(name: "startDate", type: .date)
            }
            EntityDescription(name: "Manager", superentity: "Employee") {
                AttributeDescription(name: "reports", type: .integer16, defaultValue: 0)
            }
        }
        let spec = try GraphSpec(kind, model)
        try spec.run { context in
            Employee(context: context).name = "Ada"
            let manager = ManagedObject(entity: try #require(model.entitiesByName["Manager"]), insertInto: context)
            manager.setPrimitivePropertyValue(.string("Grace"), forKey: "name")
            try context.save()
            let request = FetchRequest<ManagedObject>(entityName: "Employee")
            #expect(try context.count(for: request) == 2)
            request.includesSubentities = false
            #expect(try context.fetch(request).map(\.objectID.entity.name) == ["Employee"])
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func aParentsConstraintSpansItsSubEntities(_ kind: TestStoreKind) throws {
        let spec = try GraphSpec(kind, Self.model())
        try spec.run { context in
            Photo(context: context).title = "sunset"
            try context.save()
            Video(context: context).title = "sunset"
            let error = #expect(throws: CairnError.self) { try context.save() }
            #expect(error?.constraintConflicts.first?.entityName == "MediaItem")
            context.mergePolicy = .mergeByPropertyObjectTrump
            let mixed = #expect(throws: CairnError.self, "a photo and a video cannot become one object") { try context.save() }
            #expect(mixed?.code == .constraintConflict)
        }
    }

    #if DEBUG
        @Test func creatingAnObjectOfAnAbstractEntityTraps() async {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                let model = InheritanceTests.model()
                let coordinator = PersistentStoreCoordinator(managedObjectModel: model)
                _ = try? coordinator.addPersistentStore(type: .inMemory, at: nil)
                _ = ManagedObject(entity: model.entitiesByName["MediaItem"]!, insertInto: nil)
            }
            let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(text.contains("MediaItem") && text.contains("abstract"), "the trap names the entity: \(text.suffix(300))")
        }
    #endif
}
