import Foundation

/// The option keys the stores shipped with Cairn understand, for
/// ``PersistentStoreCoordinator/addPersistentStore(type:configuration:at:options:stagedMigrationManager:migrationProgressHandler:)`` and
/// `PersistentStoreDescription.setOption(_:forKey:)` (Core Data's `NS…PersistentStoreOption` keys).
///
/// ```swift
/// try coordinator.addPersistentStore(at: url, options: [PersistentStoreOption.countStatements: "true"])
/// ```
///
/// Until `PersistentStore` became a protocol, the first key was `PersistentStore.countStatementsOption`
/// (a protocol cannot be asked for a static member by name).
public enum PersistentStoreOption {
    /// `"true"` turns on ``PersistentStore/executedStatementCount`` (SQLite and in-memory stores).
    public static let countStatements = "countStatements"
    /// `"true"` opens a SQLite store without writing to it.
    public static let readOnly = "readOnly"
    /// How many seconds an operation waits for another connection (another context's save, another
    /// process) to release the SQLite store's lock before it fails with
    /// ``CairnError/Code/storeTimeout`` (Core Data's `NSPersistentStoreTimeoutOption`), as a decimal
    /// string: `"5"`, `"0.5"`. Default ``defaultTimeout``.
    ///
    /// Several processes may share one store: a save that finds the store locked waits for its turn
    /// rather than failing with "database is locked".
    public static let timeout = "NSPersistentStoreTimeoutOption"
    /// The permission bits of a new SQLite store file and of its `-wal` and `-shm` files, in octal:
    /// `"0600"` (the default: only the owner may read the data) or `"0640"`, `"0644"` to share it. The
    /// process's umask applies on top, as for any file. An existing store keeps its permissions.
    public static let filePermissions = "filePermissions"

    /// `"true"` migrates a SQLite store written with an older model to the coordinator's model
    /// when it is added, together with ``inferMappingModelAutomatically`` (Core Data's
    /// `NSMigratePersistentStoresAutomaticallyOption`). A ``PersistentContainer`` sets both from its
    /// store description's `shouldMigrateStoreAutomatically` and
    /// `shouldInferMappingModelAutomatically` (on by default); a coordinator used directly does
    /// not migrate unless asked, as in Core Data. See `docs/Migrations.md`.
    public static let migratePersistentStoresAutomatically = "NSMigratePersistentStoresAutomaticallyOption"
    /// `"true"` lets an automatic migration infer its mapping model (Core Data's
    /// `NSInferMappingModelAutomaticallyOption`); see ``migratePersistentStoresAutomatically``.
    public static let inferMappingModelAutomatically = "NSInferMappingModelAutomaticallyOption"

    /// `"true"` lets an automatic migration delete data: the objects of an entity, or the values of
    /// a property, that the new model no longer has. Without it such a migration does not run: the
    /// open fails with ``CairnError/Code/migrationWouldLoseData`` (134503) naming what would be
    /// lost and how much, and the store is untouched. Declared versions need no option: a
    /// migration from a version of the model's `.xcdatamodeld`, or through a staged migration
    /// (SwiftData's `SchemaMigrationPlan`), drops what the new version removed, as in Core Data.
    /// Cairn's own option; `cairn migrate --allow-data-loss` sets it. See `docs/Migrations.md`.
    public static let allowsDataLossOnMigration = "CairnAllowsDataLossOnMigrationOption"

    /// `"true"` records persistent history in a SQLite store: every save and batch request as a
    /// transaction with its changes, read with ``PersistentHistoryChangeRequest`` (Core Data's
    /// `NSPersistentHistoryTrackingKey`). Once a store has history, every connection to it keeps
    /// recording, whatever its options. See `docs/History.md`.
    public static let persistentHistoryTracking = "NSPersistentHistoryTrackingKey"

    /// `"true"` watches a SQLite store file for saves by other processes and coordinators (and this
    /// one) and posts ``Foundation/NSNotification/Name/persistentStoreRemoteChange`` after each, with
    /// the last history token when the store records history (Core Data's
    /// `NSPersistentStoreRemoteChangeNotificationPostOptionKey`). See `docs/History.md`.
    public static let remoteChangeNotificationPost = "NSPersistentStoreRemoteChangeNotificationPostOptionKey"

    /// The timeout when ``timeout`` is not set: 30 seconds.
    public static let defaultTimeout: TimeInterval = 30
    /// The permissions of a new store file when ``filePermissions`` is not set: `0o600`.
    public static let defaultFilePermissions: mode_t = 0o600
}
