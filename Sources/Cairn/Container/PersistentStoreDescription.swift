import Foundation

/// How to open one store of a container (Core Data's `NSPersistentStoreDescription`).
///
/// ```swift
/// let description = PersistentStoreDescription(url: URL(fileURLWithPath: "/dev/null"))
/// container.persistentStoreDescriptions = [description]
/// ```
public final class PersistentStoreDescription: @unchecked Sendable, CustomStringConvertible {
    // Safety: configure descriptions before `loadPersistentStores`; the container reads them once.

    /// The store file (`/dev/null`: SQLite in memory; `nil`: the container's default location).
    public var url: URL?
    /// The store type (default `.sqlite`).
    public var type: PersistentStoreType = .sqlite
    /// The model configuration the store holds.
    public var configuration: String?
    /// Store options (see `SQLiteStore`).
    public private(set) var options: [String: String] = [:]
    /// Whether the store is opened read-only.
    public var isReadOnly: Bool {
        get { options[PersistentStoreOption.readOnly] == "true" }
        set { options[PersistentStoreOption.readOnly] = newValue ? "true" : nil }
    }
    /// How many seconds an operation waits for another connection to release the store's lock
    /// (``PersistentStoreOption/timeout``; default ``PersistentStoreOption/defaultTimeout``).
    public var timeout: TimeInterval {
        get { options[PersistentStoreOption.timeout].flatMap(TimeInterval.init) ?? PersistentStoreOption.defaultTimeout }
        set { options[PersistentStoreOption.timeout] = String(newValue) }
    }
    /// Whether `loadPersistentStores` returns before the store is open (ignored: stores open synchronously).
    public var shouldAddStoreAsynchronously = false
    /// Whether an older store is migrated automatically (migrations are not implemented yet).
    public var shouldMigrateStoreAutomatically = true
    /// Whether the mapping of a migration is inferred (migrations are not implemented yet).
    public var shouldInferMappingModelAutomatically = true

    /// A description for a store at `url`.
    public init(url: URL) {
        self.url = url
    }

    /// A description for the container's default location.
    public init() {}

    /// Sets (or removes, with `nil`) an option.
    public func setOption(_ value: String?, forKey key: String) {
        options[key] = value
    }

    /// `type at url`.
    public var description: String { "\(type) store at \(url?.path ?? "(default)")" }
}
