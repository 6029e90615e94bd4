/// One entity in one store, or in no store (the space of temporary IDs): what a
/// ``ManagedObjectID`` points at besides its primary key. Two IDs are equal when they share a space
/// and a key, so there is exactly one space per entity and store object.
///
/// IDs hold their space strongly, so a space lives as long as any ID of it. A temporary space
/// belongs to its entity; a stored one to its store's ``StoreIdentity``, which lets go of it when
/// the store is freed. A space does not refer to its store: it keeps the store's UUID (for URIs)
/// and its identity's serial (to tell which store owns an ID), so an ID of a closed store stays
/// a valid value — equal, hashable, printable — and keeps nothing of the store alive.
final class ObjectIDSpace: Sendable {
    /// The entity of the IDs (immortal once an ID exists: entities of frozen models live until the
    /// process ends, others are pinned when the first ID of them is made).
    unowned(unsafe) let entity: EntityDescription
    /// `entity.serial`, read by property accessors without touching (and retaining) the entity.
    let entitySerial: UInt32
    /// The UUID of the IDs' store; `nil` for temporary IDs.
    let storeIdentifier: String?
    /// The serial of the IDs' ``StoreIdentity`` (never reused in a process); 0 for temporary IDs.
    let storeSerial: UInt64

    init(entity: EntityDescription, store: StoreIdentity?) {
        self.entity = entity
        self.entitySerial = entity.serial
        self.storeIdentifier = store?.identifier
        self.storeSerial = store?.serial ?? 0
    }
}
