import Synchronization

/// The identity of one store object: its UUID, a serial no other identity of the process has,
/// and the space of the object IDs of each entity in it. It mints the store's object IDs and
/// recognizes them.
///
/// A store creates its identity once, in its initializer, and returns it from
/// ``PersistentStore/identity``:
///
/// ```swift
/// identity = StoreIdentity(identifier: metadata.identifier, model: request.model)
/// let id = identity.objectID(for: entity, primaryKey: 42)
/// ```
///
/// The identity lives as long as its store; its ID spaces as long as the identity or any ID of
/// them. Spaces do not refer back to the identity (they keep its UUID and serial), so nothing
/// needs closing: a process opening and closing stores keeps no trace of the closed ones beyond
/// the IDs it still holds.
public final class StoreIdentity: @unchecked Sendable {
    // Safety: `spaces` is written once, in the initializer, before the identity is shared;
    // `otherSpaces` is behind its mutex.

    /// The store's UUID (Core Data's `NSStoreUUID`), part of every object ID's URI.
    public let identifier: String
    /// Tells this identity's IDs from those of every other identity, even one with the same UUID
    /// (the same file opened again) or at the same address (after this one is freed).
    let serial: UInt64
    /// The spaces of the store's model's entities, by entity number.
    private var spaces: [ObjectIDSpace?] = []
    /// Spaces of entities from elsewhere (made on first use).
    private let otherSpaces = Locked<[ObjectIdentifier: ObjectIDSpace]>([:])

    private static let lastSerial = Atomic<UInt64>(0)

    /// Creates the identity of a store with UUID `identifier` holding objects of `model`.
    ///
    /// Two identities are never equal, even with one identifier: each store object needs its own.
    public convenience init(identifier: String, model: ManagedObjectModel) {
        self.init(identifier: identifier, entities: model.entities)
    }

    init(identifier: String, entities: [EntityDescription]) {
        self.identifier = identifier
        self.serial = Self.lastSerial.wrappingAdd(1, ordering: .relaxed).newValue
        var spaces = [ObjectIDSpace?](repeating: nil, count: (entities.map(\.entityNumber).max() ?? 0) + 1)
        for entity in entities { spaces[entity.entityNumber] = ObjectIDSpace(entity: entity, store: self) }
        self.spaces = spaces
        #if DEBUG
            Self.live.add(1, ordering: .relaxed)
        #endif
    }

    #if DEBUG
        deinit { Self.live.subtract(1, ordering: .relaxed) }

        private static let live = Atomic<Int>(0)
        /// How many identities exist (debug builds only, for leak tests).
        static var liveCount: Int { live.load(ordering: .relaxed) }
    #endif

    /// The ID of the object of `entity` with primary key `primaryKey` in this store.
    public func objectID(for entity: EntityDescription, primaryKey: Int64) -> ManagedObjectID {
        ManagedObjectID(space: space(for: entity), primaryKey: primaryKey)
    }

    /// Whether `id` is an ID of this store.
    public func owns(_ id: ManagedObjectID) -> Bool { id.space.storeSerial == serial }

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
