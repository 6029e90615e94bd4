/// One change of a context as ``ManagedObjectContext/changes`` delivers it: object IDs only, so
/// it can cross to any task (objects stay on their context's queue).
///
/// ```swift
/// for await change in viewContext.changes where change.kind == .saved {
///     print("saved", change.inserted.count, "new objects")
/// }
/// ```
public struct ContextChange: Sendable, Equatable {
    /// What happened.
    public enum Kind: Sendable, Equatable {
        /// Registered objects changed (an objects-did-change notification).
        case objectsChanged
        /// The context saved (a did-save notification).
        case saved
    }

    /// What happened.
    public let kind: Kind
    /// Inserted objects.
    public let inserted: Set<ManagedObjectID>
    /// Updated objects.
    public let updated: Set<ManagedObjectID>
    /// Deleted objects.
    public let deleted: Set<ManagedObjectID>
    /// Objects refreshed with changes saved elsewhere.
    public let refreshed: Set<ManagedObjectID>

    /// Creates a change.
    public init(
        kind: Kind, inserted: Set<ManagedObjectID> = [], updated: Set<ManagedObjectID> = [], deleted: Set<ManagedObjectID> = [],
        refreshed: Set<ManagedObjectID> = []
    ) {
        self.kind = kind
        self.inserted = inserted
        self.updated = updated
        self.deleted = deleted
        self.refreshed = refreshed
    }
}
