import Cairn
import Foundation

/// A note, identified on every device by its UUID.
final class Note: ManagedObject {
    @Managed var id: UUID
    @Managed var title: String
    @Managed var body: String
}

enum NotesModel {
    static let shared: ManagedObjectModel = {
        let id = AttributeDescription(name: "id", type: .uuid, isOptional: false)
        // Sync sends a delete by the object's UUID, which history keeps for it.
        id.preservesValueInHistoryOnDeletion = true
        return ManagedObjectModel {
            EntityDescription(name: "Note", managedObjectClass: Note.self) {
                id
                AttributeDescription(name: "title", type: .string, isOptional: false)
                AttributeDescription(name: "body", type: .string, isOptional: false)
            }
        }
    }()
}
