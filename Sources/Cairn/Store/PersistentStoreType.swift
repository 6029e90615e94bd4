import Foundation

/// The kind of a persistent store (Core Data's `NSPersistentStore.StoreType`).
///
/// `.sqlite` and `.inMemory` ship with Cairn; add a type of your own with
/// ``PersistentStoreCoordinator/registerStoreType(_:factory:)`` and open stores of it with
/// ``PersistentStoreCoordinator/addPersistentStore(type:configuration:at:options:stagedMigrationManager:migrationProgressHandler:)``.
///
/// ```swift
/// extension PersistentStoreType {
///     static let archive = PersistentStoreType(rawValue: "Archive")
/// }
/// ```
public struct PersistentStoreType: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The type's name, as Core Data spells it.
    public var rawValue: String
    /// Wraps a type name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A SQLite file (the default). A URL of `/dev/null` gives a SQLite database in memory.
    public static let sqlite = PersistentStoreType(rawValue: "SQLite")
    /// Objects kept in memory by a Swift store, never written anywhere.
    public static let inMemory = PersistentStoreType(rawValue: "InMemory")
    /// The type's name.
    public var description: String { rawValue }
}
