import Foundation

/// One broken uniqueness constraint found by a save (Core Data's `NSConstraintConflict`).
///
/// Carried by a ``CairnError`` with code 133021 (`constraintConflict`) in
/// ``CairnError/constraintConflicts``. It names the constraint and the objects, never the values.
public struct ConstraintConflict: Sendable, Hashable, CustomStringConvertible {
    /// The entity declaring the constraint.
    public var entityName: String
    /// The constrained property names (Core Data's `constraint`).
    public var constraint: [String]
    /// The stored object already holding the values, if the conflict is with the store
    /// (Core Data's `databaseObject`); `nil` when only unsaved objects conflict.
    public var databaseObjectID: ManagedObjectID?
    /// The unsaved objects of the context that hold the same values (Core Data's `conflictingObjects`).
    public var conflictingObjectIDs: [ManagedObjectID]

    /// Creates a conflict.
    public init(entityName: String, constraint: [String], databaseObjectID: ManagedObjectID?, conflictingObjectIDs: [ManagedObjectID]) {
        self.entityName = entityName
        self.constraint = constraint
        self.databaseObjectID = databaseObjectID
        self.conflictingObjectIDs = conflictingObjectIDs
    }

    /// `Entity(a, b): objects … conflict with stored object …`.
    public var description: String {
        let objects = conflictingObjectIDs.map(\.description).joined(separator: ", ")
        let target = databaseObjectID.map { " and stored object \($0)" } ?? ""
        return "\(entityName)(\(constraint.joined(separator: ", "))): \(objects)\(target) share the same values"
    }
}
