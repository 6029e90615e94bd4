/// One version of an app's schema (SwiftData's `VersionedSchema`).
///
/// ```swift
/// enum TripsV1: VersionedSchema {
///     static let versionIdentifier = Schema.Version(1, 0, 0)
///     static var models: [any PersistentModel.Type] { [Trip.self] }
///     @Model final class Trip { var name: String; init(name: String) { self.name = name } }
/// }
/// ```
public protocol VersionedSchema: SendableMetatype {
    /// The version.
    static var versionIdentifier: Schema.Version { get }
    /// The model classes of this version.
    static var models: [any PersistentModel.Type] { get }
}

/// The versions of a schema in order and how to go from each to the next (SwiftData's
/// `SchemaMigrationPlan`).
///
/// ```swift
/// enum TripsMigrationPlan: SchemaMigrationPlan {
///     static var schemas: [any VersionedSchema.Type] { [TripsV1.self, TripsV2.self] }
///     static var stages: [MigrationStage] { [.lightweight(fromVersion: TripsV1.self, toVersion: TripsV2.self)] }
/// }
/// let container = try ModelContainer(for: Schema(versionedSchema: TripsV2.self), migrationPlan: TripsMigrationPlan.self)
/// ```
public protocol SchemaMigrationPlan: SendableMetatype {
    /// The schema versions, oldest first.
    static var schemas: [any VersionedSchema.Type] { get }
    /// The steps between consecutive versions.
    static var stages: [MigrationStage] { get }
}

/// A step of a ``SchemaMigrationPlan`` (SwiftData's `MigrationStage`).
public enum MigrationStage: @unchecked Sendable {
    // Safety: the closures are called once each, by the migration that opens the store, on the
    // thread opening it.

    /// A change the store can make on its own: added, removed or renamed (`originalName:`)
    /// properties and models, changed optionality with defaults.
    case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
    /// A change with code of yours: `willMigrate` runs on the old version's store (fix the data so
    /// the new version accepts it, such as removing duplicates before a new `.unique`), and
    /// `didMigrate` on the new one (fill new properties).
    case custom(
        fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type,
        willMigrate: ((ModelContext) throws -> Void)?, didMigrate: ((ModelContext) throws -> Void)?)
}
