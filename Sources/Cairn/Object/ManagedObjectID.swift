import Foundation
import Synchronization

/// The identity of a managed object: its entity, its store and its primary key.
///
/// IDs are small, `Sendable` and `Hashable`: pass them between contexts and threads instead of
/// objects, and get each context's own object back with `context.object(with:)`. A newly inserted
/// object has a *temporary* ID until it is saved (or `obtainPermanentIDs(for:)` is called).
///
/// The URI form is Core Data's: `x-coredata://<store UUID>/<Entity>/p<primary key>` for permanent
/// IDs, `x-coredata:///<Entity>/t<token>` for temporary ones.
public struct ManagedObjectID: Sendable, Hashable, CustomStringConvertible {
    // An ID is two words: its space (entity and store, see ``ObjectIDSpace``) and its primary key.
    // Three words (entity, store, key) made every `PropertyValue` 32 bytes instead of 24, and two
    // strong references made each copy of an ID two retains and two releases. The space is held
    // strongly: an ID keeps its space alive after its store is closed and freed, so it stays a
    // valid value (equality, hashing and URI need only the space).

    /// The entity and store the ID belongs to.
    let space: ObjectIDSpace
    /// The primary key (`Z_PK`) for permanent IDs; a process-unique negative number for temporary ones.
    public let primaryKey: Int64

    init(space: ObjectIDSpace, primaryKey: Int64) {
        self.space = space
        self.primaryKey = primaryKey
    }

    /// The object's entity.
    public var entity: EntityDescription { space.entity }
    private static let temporaryCounter = Atomic<Int64>(0)
    /// A token distinguishing this process's temporary IDs in URIs.
    private static let processToken = UUID().uuidString

    /// Mints a new temporary ID.
    static func temporary(for entity: EntityDescription) -> ManagedObjectID {
        let next = temporaryCounter.wrappingAdd(1, ordering: .relaxed).newValue
        if !entity.isFrozen { entity.pinForObjectIDs() }
        return ManagedObjectID(space: entity.temporaryIDSpace, primaryKey: -next)
    }

    /// Whether the object has not been saved yet.
    public var isTemporaryID: Bool { space.storeSerial == 0 }

    /// The identifier of the store holding the object (`nil` while temporary).
    public var persistentStoreIdentifier: String? { space.storeIdentifier }

    /// The ID's URI form (see the type's discussion); parse it back with
    /// `PersistentStoreCoordinator.managedObjectID(forURIRepresentation:)`.
    public var uriRepresentation: URL {
        if let identifier = space.storeIdentifier {
            return URL(string: "x-coredata://\(identifier)/\(entity.entityName)/p\(primaryKey)")!
        }
        return URL(string: "x-coredata:///\(entity.entityName)/t\(Self.processToken)\(-primaryKey)")!
    }

    /// Compares entity, store and primary key.
    public static func == (lhs: ManagedObjectID, rhs: ManagedObjectID) -> Bool {
        lhs.primaryKey == rhs.primaryKey && lhs.space === rhs.space
    }

    /// Hashes entity, store and primary key.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(primaryKey)
        hasher.combine(ObjectIdentifier(space))
    }

    /// The hash `Set` and `Dictionary` use: the primary key and the space mixed by SplitMix64's
    /// finalizer instead of SipHash. Identity maps, row caches and save plans hash IDs on every
    /// registration and lookup, and SipHash was a visible part of each; primary keys are
    /// the store's own counters, so SipHash's protection against chosen keys buys nothing here.
    ///
    /// The two lowest bits of the key are kept as the hash's lowest bits and only the rest is
    /// mixed: runs of four consecutive keys of one entity land in neighbouring buckets, so a fetch
    /// in key order registers its objects a cache line at a time (random buckets cost three cache
    /// misses a row of a 100,000-object fetch). Runs of eight cost more in longer probes than they
    /// saved.
    public func _rawHashValue(seed: Int) -> Int {
        let key = UInt64(bitPattern: primaryKey)
        var bits =
            (key >> 2)
            ^ (UInt64(UInt(bitPattern: ObjectIdentifier(space))) &* 0x9E37_79B9_7F4A_7C15)
            ^ UInt64(UInt(bitPattern: seed))
        bits = (bits ^ (bits >> 30)) &* 0xBF58_476D_1CE4_E5B9
        bits = (bits ^ (bits >> 27)) &* 0x94D0_49BB_1331_11EB
        bits ^= bits >> 31
        return Int(truncatingIfNeeded: (bits << 2) | (key & 3))
    }

    /// The URI form, as text.
    public var description: String { uriRepresentation.absoluteString }
}

extension ManagedObjectID {
    /// The ID of another object of the same entity in the same store.
    func withPrimaryKey(_ key: Int64) -> ManagedObjectID {
        guard !isTemporaryID else { return self }
        return ManagedObjectID(space: space, primaryKey: key)
    }
}
