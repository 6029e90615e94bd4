import Foundation
import GRDB

/// An object of the old store as a custom mapping sees it: the values of the attributes its
/// closure names in ``MigrationClosure/reading``, as ``ManagedObject/value(forKey:)`` returns them.
///
/// ```swift
/// try mapping.transformAttribute("fullName", of: "Person", reading: ["first", "last"]) { person in
///     let first = try person.value(forKey: "first") as? String ?? ""
///     let last = try person.value(forKey: "last") as? String ?? ""
///     return "\(first) \(last)"
/// }
/// ```
public struct MigrationSourceObject {
    /// The object's entity in the source model.
    public let entity: EntityDescription
    /// The object's primary key, which the migration keeps (its object ID's number).
    public let primaryKey: Int64
    /// The running migration (its models and ``MigrationManager/subscript(userInfo:)``).
    public let manager: MigrationManager
    /// The listed attributes and their columns' values, converted when asked for (a closure
    /// often reads each once, and rows are many: no dictionary per row).
    let columns: [SQLiteMigration.ReadColumn]
    let values: ArraySlice<DatabaseValue>

    /// The value of attribute `key` (`nil` for no value), as `ManagedObject.value(forKey:)` gives it.
    ///
    /// - Throws: ``CairnError`` `.migration` (134110) when the closure does not list `key` in its
    ///   `reading:` keys: the migration read only those.
    public func value(forKey key: String) throws -> Any? {
        guard let index = columns.firstIndex(where: { $0.key == key }) else {
            throw CairnError(
                .migration,
                "A custom mapping of \(entity.entityName) reads '\(key)', which its `reading:` list does not name (\(columns.map(\.key).sorted().joined(separator: ", "))); add it there.",
                entity: entity.entityName, property: key)
        }
        let attribute = columns[index].attribute
        return attribute.objectValue(for: SQLiteValueCodec.propertyValue(values[values.startIndex + index], as: attribute.attributeType))
    }
}
