import Foundation

/// One object's stored state: its ID, its property values by index and its version.
///
/// Stores work on snapshots, never on live objects. Values follow the entity's `properties` order;
/// to-many relationships and transient properties hold `.null` (stores keep to-many relationships
/// elsewhere and load them on demand).
public struct RowSnapshot: Sendable {
    /// The object's ID.
    public var objectID: ManagedObjectID
    /// The values by property index.
    public var values: ContiguousArray<PropertyValue>
    /// The optimistic-locking version (`Z_OPT`); incremented by every saved change.
    public var version: Int64

    /// The version of a newly inserted row. Versions are only compared for equality, so any start
    /// works; 2 rather than Core Data's 1 because SQLite stores the integers 0 and 1 in no bytes:
    /// the first update of every row (1 → 2) grew its record by a byte and, on the full pages a
    /// bulk insert leaves, rebalanced the B-tree: a noticeable part of updating many objects.
    public static let firstVersion: Int64 = 2

    /// Creates a snapshot.
    public init(objectID: ManagedObjectID, values: ContiguousArray<PropertyValue>, version: Int64) {
        self.objectID = objectID
        self.values = values
        self.version = version
    }
}

/// The changes of one save, as data: what the coordinator hands to a store, all or nothing.
///
/// Every ID is permanent. This is also the unit persistent history will record.
public struct ChangeSet: Sendable {
    /// One updated object.
    public struct Update: Sendable {
        /// The new state (version already incremented).
        public var snapshot: RowSnapshot
        /// The indices of the properties that changed.
        public var changedIndices: [Int]
        /// The version the change was based on; the store refuses the update if it differs.
        public var expectedVersion: Int64

        /// Creates an update.
        public init(snapshot: RowSnapshot, changedIndices: [Int], expectedVersion: Int64) {
            self.snapshot = snapshot
            self.changedIndices = changedIndices
            self.expectedVersion = expectedVersion
        }
    }

    /// One deleted object.
    public struct Delete: Sendable {
        /// The deleted object's ID.
        public var objectID: ManagedObjectID
        /// The version the deletion was based on.
        public var expectedVersion: Int64

        /// Creates a deletion.
        public init(objectID: ManagedObjectID, expectedVersion: Int64) {
            self.objectID = objectID
            self.expectedVersion = expectedVersion
        }
    }

    /// The new membership of a to-many relationship the store keeps itself (ordered relationships'
    /// order, many-to-many and inverse-less relationships).
    public struct RelationshipContents: Sendable {
        /// The object owning the relationship.
        public var owner: ManagedObjectID
        /// The relationship.
        public var relationship: RelationshipDescription
        /// The destination objects, in order.
        public var destinations: [ManagedObjectID]
    }

    /// Objects to insert.
    public var inserted: [RowSnapshot] = []
    /// Objects to update.
    public var updated: [Update] = []
    /// Objects to delete.
    public var deleted: [Delete] = []
    /// To-many relationships whose contents (or order) changed.
    public var relationships: [RelationshipContents] = []
    /// Who made the changes, from which context, and when.
    public var transaction = TransactionFacts()

    /// Whether there is nothing to save.
    public var isEmpty: Bool { inserted.isEmpty && updated.isEmpty && deleted.isEmpty && relationships.isEmpty }

    /// Creates an empty change set.
    public init() {}
}

/// The destinations of one to-many relationship for several objects, as a store returns them
/// for prefetching.
public struct RelatedRows: Sendable {
    /// Each source object's destinations, in order for ordered relationships.
    public var members: [ManagedObjectID: [ManagedObjectID]] = [:]
    /// The destination objects' rows (each once).
    public var rows: [RowSnapshot] = []

    /// Creates an empty result.
    public init() {}
}
