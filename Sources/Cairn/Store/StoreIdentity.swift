import Synchronization

/// The identity of one loaded persistent store, compared by reference: its UUID, and the space of
/// the object IDs of each entity in it. It mints the store's object IDs and recognizes them.
///
/// A store creates its identity once, in its initializer, and returns it from
/// ``PersistentStore/identity``:
///
/// ```swift
/// identity = StoreIdentity(identifier: metadata.identifier, model: request.model)
/// let id = identity.objectID(for: entity, primaryKey: 42)
/// ```
///
/// Identities are never freed (object IDs reach them `unowned(unsafe)` through their spaces): one
/// small object per store loaded in the process.
public final class StoreIdentity: @unchecked Sendable {
    // Safety: `spaces` is written once, in the initializer, before the identity is shared;
    // `otherSpaces` is behind its mutex.

    /// The store's UUID (Core Data's `NSStoreUUID`), part of every object ID's URI.
    public let identifier: String
    /// The spaces of the store's model's entities, by entity number.
    private var spaces: [ObjectIDSpace?] = []
    /// Spaces of entities from elsewhere (made on first use).
    private let otherSpaces = Mutex<[ObjectIdentifier: ObjectIDSpace]>([:])

    /// Creates the identity of a store with UUID `identifier` holding objects of `model`.
    ///
    /// Two identities are never equal, even with one identifier: each store object needs its own.
    public convenience init(identifier: String, model: ManagedObjectModel) {
        self.init(identifier: identifier, entities: model.entities)
    }

    init(identifier: String, entities: [EntityDescription]) {
        self.identifier = identifier
        var spaces = [ObjectIDSpace?](repeating: nil, count: (entities.map(\.entityNumber).max() ?? 0) + 1)
        for entity in entities { spaces[entity.entityNumber] = ObjectIDSpace(entity: entity, store: self) }
        self.spaces = spaces
        _ = Unmanaged.passRetained(self)
    }

    /// The ID of the object of `entity` with primary key `primaryKey` in this store.
    public func objectID(for entity: EntityDescription, primaryKey: Int64) -> ManagedObjectID {
        ManagedObjectID(space: space(for: entity), primaryKey: primaryKey)
    }

    /// Whether `id` is an ID of this store.
    public func owns(_ id: ManagedObjectID) -> Bool { id.store === self }

    /// The space of `entity`'s IDs in this store.
    @inline(__always)
    func space(for entity: EntityDescription) -> ObjectIDSpace {
        let number = entity.entityNumber
        if number < spaces.count, let space = spaces[number], space.entity === entity { return space }
        return otherSpaces.withLock { others in
            if let known = others[ObjectIdentifier(entity)] { return known }
            if !entity.isFrozen { entity.pinForObjectIDs() }
            let space = ObjectIDSpace(entity: entity, store: self)
            others[ObjectIdentifier(entity)] = space
            return space
        }
    }
}
