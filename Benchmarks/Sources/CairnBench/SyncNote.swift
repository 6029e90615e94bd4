import Cairn
import Foundation

/// The synced entity of the sync workloads (Y1, Y2), written as an app syncing notes would: a
/// UUID identity kept in history on deletion (what `SyncEngine` requires), a title, and a body in
/// the full-text index (FTS5), so an initial sync fills the index as well as the table.
final class SyncNote: ManagedObject {
    @Managed var id: UUID
    @Managed var title: String?
    @Managed var body: String?

    /// The entity's name, on devices and on the server.
    static let entityName = "Note"

    /// The model. `id` is indexed: the engine finds each incoming object by it, as an app's
    /// lookups by identity would, and the raw baseline's `uuid` column has the same index.
    static let model: ManagedObjectModel = {
        let id = AttributeDescription(name: "id", type: .uuid, isOptional: false, isIndexed: true)
        id.preservesValueInHistoryOnDeletion = true
        return ManagedObjectModel {
            EntityDescription(name: entityName, managedObjectClass: SyncNote.self) {
                id
                AttributeDescription(name: "title", type: .string)
                AttributeDescription(name: "body", type: .string, isSearchable: true)
            }
        }
    }()
}
