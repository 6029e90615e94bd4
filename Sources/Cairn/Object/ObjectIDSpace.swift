/// One entity in one store, or in no store (the space of temporary IDs): what a
/// ``ManagedObjectID`` points at besides its primary key. Two IDs are equal when they share a space
/// and a key, so there is exactly one space per entity and store.
///
/// Spaces are never freed while anything could refer to them: a temporary space belongs to its
/// entity and a stored one to its ``StoreIdentity``, and both live until the process ends.
final class ObjectIDSpace: Sendable {
    /// The entity of the IDs (immortal once an ID exists: entities of frozen models live until the
    /// process ends, others are pinned when the first ID of them is made).
    unowned(unsafe) let entity: EntityDescription
    /// `entity.serial`, read by property accessors without touching (and retaining) the entity.
    let entitySerial: UInt32
    /// The store of the IDs; `nil` for temporary IDs.
    unowned(unsafe) let store: StoreIdentity?

    init(entity: EntityDescription, store: StoreIdentity?) {
        self.entity = entity
        self.entitySerial = entity.serial
        self.store = store
    }
}
