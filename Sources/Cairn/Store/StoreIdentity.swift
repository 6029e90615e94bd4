import Synchronization

/// The identity of one loaded persistent store, compared by reference, with the ID space of each
/// of its entities.
///
/// Identities are never freed (object IDs reach them `unowned(unsafe)` through their spaces): one
/// small object per store loaded in the process.
final class StoreIdentity: @unchecked Sendable {
    // Safety: `spaces` is written once, in the initializer, before the identity is shared.

    /// The store's UUID (Core Data's `NSStoreUUID`).
    let identifier: String
    /// The spaces of the store's model's entities, by entity number.
    private var spaces: [ObjectIDSpace?] = []
    /// Spaces of entities from elsewhere (made on first use).
    private let otherSpaces = Mutex<[ObjectIdentifier: ObjectIDSpace]>([:])

    init(identifier: String, entities: [EntityDescription]) {
        self.identifier = identifier
        var spaces = [ObjectIDSpace?](repeating: nil, count: (entities.map(\.entityNumber).max() ?? 0) + 1)
        for entity in entities { spaces[entity.entityNumber] = ObjectIDSpace(entity: entity, store: self) }
        self.spaces = spaces
        _ = Unmanaged.passRetained(self)
    }

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
