import Foundation

/// One object's change in a ``PersistentHistoryTransaction`` (Core Data's
/// `NSPersistentHistoryChange`).
public struct PersistentHistoryChange: Sendable, Hashable {
    /// The change's number in the store's history.
    public let changeID: Int64
    /// The object that changed.
    public let changedObjectID: ManagedObjectID
    /// Insert, update or delete.
    public let changeType: PersistentHistoryChangeType
    /// For an update: the names of the properties whose values changed (to-many relationships
    /// included); `nil` for inserts and deletes.
    public let updatedProperties: Set<String>?
    /// For a delete: the values of the attributes marked
    /// ``AttributeDescription/preservesValueInHistoryOnDeletion``, by name (an attribute without a
    /// value is absent); `nil` otherwise.
    public let tombstoneValues: [String: PropertyValue]?
    /// The token of the transaction the change belongs to.
    public let transactionToken: PersistentHistoryToken

    /// ``tombstoneValues`` as the Swift values `value(forKey:)` would return (Core Data's
    /// `tombstone` dictionary).
    public var tombstone: [String: Any]? {
        guard let values = tombstoneValues else { return nil }
        var result: [String: Any] = [:]
        for (name, value) in values {
            result[name] = changedObjectID.entity.attributesByName[name]?.objectValue(for: value) ?? value
        }
        return result
    }

    /// ``updatedProperties``, under a name the Core Data face's overload cannot shadow.
    package var updatedPropertyNames: Set<String>? { updatedProperties }
}
