import Foundation

/// How to open one store of a container (Core Data's `NSPersistentStoreDescription`).
///
/// ```swift
/// let description = PersistentStoreDescription(url: URL(fileURLWithPath: "/dev/null"))
/// container.persistentStoreDescriptions = [description]
/// ```
public final class PersistentStoreDescription: Sendable, CustomStringConvertible {
    private struct Settings {
        var url: URL?
        var type: PersistentStoreType = .sqlite
        var configuration: String?
        var options: [String: String] = [:]
        var shouldAddStoreAsynchronously = false
        var shouldMigrateStoreAutomatically = true
        var stagedMigrationManager: StagedMigrationManager?
        var migrationProgressHandler: MigrationProgressHandler?
        var shouldInferMappingModelAutomatically = true
    }

    // A description may be configured on one thread and read by the container on another.
    private let settings: Locked<Settings>

    /// The store file (`/dev/null`: SQLite in memory; `nil`: the container's default location).
    public var url: URL? {
        get { settings.withLock { $0.url } }
        set { settings.withLock { $0.url = newValue } }
    }
    /// The store type (default `.sqlite`).
    public var type: PersistentStoreType {
        get { storeType }
        set { storeType = newValue }
    }
    /// ``type``, for CairnCoreData's `String` spelling of it, where `type` names that one.
    package var storeType: PersistentStoreType {
        get { settings.withLock { $0.type } }
        set { settings.withLock { $0.type = newValue } }
    }
    /// The model configuration the store holds.
    public var configuration: String? {
        get { settings.withLock { $0.configuration } }
        set { settings.withLock { $0.configuration = newValue } }
    }
    /// Store options (see ``PersistentStoreOption``), as text. (Where CairnCoreData is imported,
    /// `options` is Core Data's `[String: NSObject]` when the code asks for objects.)
    @_disfavoredOverload
    public var options: [String: String] { optionTextsByKey }
    /// ``options``, for CairnCoreData's `[String: NSObject]` spelling of them.
    package var optionTextsByKey: [String: String] { settings.withLock { $0.options } }
    /// Whether the store is opened read-only.
    public var isReadOnly: Bool {
        get { options[PersistentStoreOption.readOnly] == "true" }
        set { setOption(newValue ? "true" : nil, forKey: PersistentStoreOption.readOnly) }
    }
    /// Whether the store records persistent history (``PersistentStoreOption/persistentHistoryTracking``).
    public var tracksPersistentHistory: Bool {
        get { options[PersistentStoreOption.persistentHistoryTracking] == "true" }
        set { setOption(newValue ? "true" : nil, forKey: PersistentStoreOption.persistentHistoryTracking) }
    }
    /// Whether the coordinator posts remote-change notifications for the store
    /// (``PersistentStoreOption/remoteChangeNotificationPost``).
    public var postsRemoteChangeNotifications: Bool {
        get { options[PersistentStoreOption.remoteChangeNotificationPost] == "true" }
        set { setOption(newValue ? "true" : nil, forKey: PersistentStoreOption.remoteChangeNotificationPost) }
    }
    /// How many seconds an operation waits for another connection to release the store's lock
    /// (``PersistentStoreOption/timeout``; default ``PersistentStoreOption/defaultTimeout``).
    public var timeout: TimeInterval {
        get { options[PersistentStoreOption.timeout].flatMap(TimeInterval.init) ?? PersistentStoreOption.defaultTimeout }
        set { setOption(String(newValue), forKey: PersistentStoreOption.timeout) }
    }
    /// Whether `loadPersistentStores` returns before the store is open (ignored: stores open synchronously).
    public var shouldAddStoreAsynchronously: Bool {
        get { settings.withLock { $0.shouldAddStoreAsynchronously } }
        set { settings.withLock { $0.shouldAddStoreAsynchronously = newValue } }
    }
    /// Whether a store written with an older model is migrated to the container's model when it is
    /// loaded (default `true`, as in Core Data); see `docs/Migrations.md`.
    public var shouldMigrateStoreAutomatically: Bool {
        get { settings.withLock { $0.shouldMigrateStoreAutomatically } }
        set { settings.withLock { $0.shouldMigrateStoreAutomatically = newValue } }
    }
    /// Whether the mapping of an automatic migration is inferred with the lightweight rules
    /// (default `true`). Both this and ``shouldMigrateStoreAutomatically`` must be on for a
    /// container to migrate.
    public var shouldInferMappingModelAutomatically: Bool {
        get { settings.withLock { $0.shouldInferMappingModelAutomatically } }
        set { settings.withLock { $0.shouldInferMappingModelAutomatically = newValue } }
    }

    /// The plan for migrating a store written with an older model through several versions, with
    /// code of your own between them (Core Data's `NSPersistentStoreStagedMigrationManagerOptionKey`
    /// option); `nil`: the store's own model is migrated to the container's in one inferred step.
    /// Used only when ``shouldMigrateStoreAutomatically`` is on.
    public var stagedMigrationManager: StagedMigrationManager? {
        get { settings.withLock { $0.stagedMigrationManager } }
        set { settings.withLock { $0.stagedMigrationManager = newValue } }
    }

    /// Told how far a migration has come while ``PersistentContainer/loadPersistentStores()``
    /// migrates the store (on the loading thread, after each range of rows copied).
    public var migrationProgressHandler: MigrationProgressHandler? {
        get { settings.withLock { $0.migrationProgressHandler } }
        set { settings.withLock { $0.migrationProgressHandler = newValue } }
    }

    /// A description for a store at `url`.
    public init(url: URL) {
        settings = Locked(Settings(url: url))
    }

    /// A description for the container's default location.
    public init() {
        settings = Locked(Settings())
    }

    /// Sets (or removes, with `nil`) an option.
    public func setOption(_ value: String?, forKey key: String) {
        settings.withLock { $0.options[key] = value }
    }

    /// `type at url`.
    public var description: String { "\(type) store at \(url?.path ?? "(default)")" }
}
