import Cairn
import Foundation

/// The model the convergence suite syncs: folders that cascade to their notes, notes with an
/// attribute of every kind sync sends (a counter among them), and tags many-to-many with notes.
enum ConvergenceModel {
    static let entities: Set<String> = ["Folder", "Note", "Tag"]
    static let counters: [String: Set<String>] = ["Note": ["likes"]]

    static let model = ManagedObjectModel {
        EntityDescription(name: "Folder") {
            SyncedNotes.identity()
            AttributeDescription(name: "name", type: .string)
            RelationshipDescription(name: "notes", destination: "Note", inverse: "folder", toMany: true, deleteRule: .cascade)
        }
        EntityDescription(name: "Note") {
            SyncedNotes.identity()
            AttributeDescription(name: "title", type: .string)
            AttributeDescription(name: "body", type: .string)
            AttributeDescription(name: "likes", type: .integer64, isOptional: false, defaultValue: Int64(0))
            AttributeDescription(name: "created", type: .date)
            AttributeDescription(name: "score", type: .double)
            AttributeDescription(name: "small", type: .integer16)
            AttributeDescription(name: "done", type: .boolean)
            AttributeDescription(name: "blob", type: .binaryData)
            AttributeDescription(name: "link", type: .uri)
            AttributeDescription(name: "ref", type: .uuid)
            AttributeDescription(name: "meta", codable: NoteMeta.self)
            RelationshipDescription(name: "folder", destination: "Folder", inverse: "notes")
            RelationshipDescription(name: "tags", destination: "Tag", inverse: "notes", toMany: true)
        }
        EntityDescription(name: "Tag") {
            SyncedNotes.identity()
            AttributeDescription(name: "label", type: .string)
            RelationshipDescription(name: "notes", destination: "Note", inverse: "tags", toMany: true)
        }
    }
}

/// A Codable (transformable) attribute's value.
struct NoteMeta: Codable, Hashable, Sendable {
    var words: [String]
    var rating: Int
}
