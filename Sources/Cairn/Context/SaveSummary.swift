/// What a save wrote: the object IDs it inserted, updated and deleted, the properties each
/// updated object changed, and the transaction's facts (sent with
/// ``ManagedObjectContext/didSaveObjectIDsNotification``).
///
/// ```swift
/// let summary = notification.userInfo?[SaveSummary.userInfoKey] as? SaveSummary
/// for id in summary?.updated ?? [] { print(id, summary?.updatedProperties[id] ?? []) }
/// ```
public struct SaveSummary: Sendable {
    /// The notification's `userInfo` key for the summary.
    public static let userInfoKey = "CairnSaveSummary"
    /// Inserted objects (permanent IDs).
    public let inserted: [ManagedObjectID]
    /// Updated objects.
    public let updated: [ManagedObjectID]
    /// Deleted objects.
    public let deleted: [ManagedObjectID]
    /// The property indices each updated object changed, aligned with ``updated``.
    let changedIndices: [[Int]]
    /// The names of the stored properties each updated object changed (computed when read).
    public var updatedProperties: [ManagedObjectID: Set<String>] {
        var properties: [ManagedObjectID: Set<String>] = [:]
        properties.reserveCapacity(updated.count)
        for (id, indices) in zip(updated, changedIndices) {
            properties[id] = Set(indices.map { id.entity.properties[$0].name })
        }
        return properties
    }
    /// Who saved, from which context, and when.
    public let transaction: TransactionFacts

    /// A summary of the given changes.
    init(inserted: [ManagedObjectID], updated: [ManagedObjectID], changedIndices: [[Int]], deleted: [ManagedObjectID], transaction: TransactionFacts) {
        self.inserted = inserted
        self.updated = updated
        self.changedIndices = changedIndices
        self.deleted = deleted
        self.transaction = transaction
    }

    /// The summary of a change set a save wrote.
    init(_ changes: ChangeSet) {
        inserted = changes.inserted.map(\.objectID)
        updated = changes.updated.map(\.snapshot.objectID)
        deleted = changes.deleted.map(\.objectID)
        changedIndices = changes.updated.map(\.changedIndices)
        transaction = changes.transaction
    }
}
