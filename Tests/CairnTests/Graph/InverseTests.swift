import Cairn
import CairnTestSupport
import Foundation
import Testing

/// Inverses kept on every mutation, and relationships declared without an inverse.
@Suite struct InverseTests {
    @Test(arguments: TestStoreKind.allCases)
    func oneToOneInversesFollowEveryChange(_ kind: TestStoreKind) throws {
        let spec = try GraphSpec(kind, GraphModels.notebooksWithFrames())
        try spec.run { context in
            let note = Note(context: context)
            let first = PhotoFrame(context: context)
            let second = PhotoFrame(context: context)
            note.photoFrame = first
            #expect(first.note === note)
            note.photoFrame = second
            #expect(first.note == nil && second.note === note, "the old frame lets go")
            first.note = note
            #expect(note.photoFrame === first && second.note == nil, "…from either side")
            context.delete(second)
            try context.save()
            context.reset()
            let frame = try #require(try context.fetch(PhotoFrame.fetchRequest()).first)
            #expect(frame.note?.photoFrame === frame)
        }
    }

    @Test(arguments: TestStoreKind.allCases)
    func relationshipsWithoutInverseWorkAndWarnOnce(_ kind: TestStoreKind) throws {
        let model = ManagedObjectModel {
            EntityDescription(name: "Playlist") {
                AttributeDescription(name: "name", type: .string)
                RelationshipDescription(name: "songs", destination: "Song", toMany: true, ordered: true)
                RelationshipDescription(name: "favorite", destination: "Song")
            }
            EntityDescription(name: "Song") {
                AttributeDescription(name: "title", type: .string)
            }
        }
        try model.freeze()
        #expect(model.warnings.count == 2, "one warning per relationship without inverse")
        #expect(model.warnings.allSatisfy { $0.contains("Playlist.") && $0.contains("no inverse") })
        let spec = try GraphSpec(kind, model)
        let playlistID = try spec.run { context in
            let songs = (0..<3).map { index -> ManagedObject in
                let song = ManagedObject(entity: model.entitiesByName["Song"]!, insertInto: context)
                song.setPrimitivePropertyValue(.string("song \(index)"), forKey: "title")
                return song
            }
            let playlist = ManagedObject(entity: model.entitiesByName["Playlist"]!, insertInto: context)
            playlist.setManagedValue(songs.reversed(), forKey: "songs")
            playlist.setManagedValue(songs[1], forKey: "favorite")
            try context.save()
            return playlist.objectID
        }
        try spec.run { context in
            let playlist = try context.existingObject(with: playlistID)
            let songs: [ManagedObject] = playlist.managedValue(forKey: "songs")
            #expect(songs.map { $0.primitivePropertyValue(forKey: "title") } == [.string("song 2"), .string("song 1"), .string("song 0")])
            let favorite: ManagedObject? = playlist.managedValue(forKey: "favorite")
            #expect(favorite?.primitivePropertyValue(forKey: "title") == .string("song 1"))
        }
    }
}
