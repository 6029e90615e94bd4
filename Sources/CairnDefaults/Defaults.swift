import CairnFiles
import Foundation

/// Preferences that never lose a write: `UserDefaults`, done right on Linux.
///
/// Values live in a property list at `$XDG_CONFIG_HOME/<app-id>/<suite>.plist` (mode `0600`).
/// Every `set` is kept in memory at once (reads are memory lookups) and written shortly after,
/// coalesced, at process exit and on ``synchronize()``. A write locks the file, re-reads it,
/// merges only the keys this process changed and replaces it atomically and durably, so
/// processes sharing a suite never lose each other's keys. Changes by other processes are
/// picked up (inotify) and reported to observers. A corrupt file is moved aside and the last
/// good copy restored.
///
/// ```swift
/// let defaults = Defaults.standard
/// defaults.set(true, forKey: "didCompleteOnboarding")
/// defaults.set("dark", forKey: "theme")
/// let theme = defaults.string(forKey: "theme") ?? "system"
///
/// let shared = Defaults(suiteName: "group.com.example.app")!  // App Group analogue
/// ```
public final class Defaults: Sendable {
    let store: DefaultsStore

    /// The suite's name (for ``standard``, the app identifier).
    public let suiteName: String
    /// The property-list file, or `nil` for a volatile instance.
    public let fileURL: URL?

    /// The app's own suite, named after ``appIdentifier``.
    ///
    /// If its file cannot be used (no home directory, unwritable configuration directory),
    /// `standard` keeps values in memory only and logs the reason.
    public static let standard: Defaults = {
        do {
            return try Defaults(suite: appIdentifier)
        } catch {
            DefaultsLog.swiftLog.error("preferences will not be saved: \(error)")
            return Defaults(volatileSuiteName: appIdentifier)
        }
    }()

    /// The identifier of this app: `$CAIRN_APP_ID`, else the main bundle's identifier, else
    /// the process name.
    public static var appIdentifier: String {
        if let id = ProcessInfo.processInfo.environment["CAIRN_APP_ID"], !id.isEmpty { return id }
        return Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName
    }

    /// Opens a suite, like `UserDefaults(suiteName:)`: `nil` names the standard suite; a
    /// suite named `group.…` is shared by every app that names it. Every process (and every
    /// `Defaults` of this process) naming the same suite shares its values.
    ///
    /// Returns `nil` if the name is unusable (contains `/`, is empty) or the file cannot be read.
    public convenience init?(suiteName: String?) {
        guard let defaults = try? Defaults(suite: suiteName ?? Self.appIdentifier) else { return nil }
        self.init(sharing: defaults)
    }

    /// Opens a suite with explicit app identity and environment (tests inject both).
    ///
    /// - Throws: ``DefaultsError`` with `.invalidSuiteName`, or `.io` if the file cannot be
    ///   read, recovered or its directory created.
    ///
    /// ```swift
    /// let env = XDGEnvironment(variables: ["HOME": testDirectory])
    /// let defaults = try Defaults(suite: "settings", appIdentifier: "com.example.app", environment: env)
    /// ```
    public init(
        suite suiteName: String,
        appIdentifier: String = Defaults.appIdentifier,
        environment: XDGEnvironment = .current,
        log: DefaultsLog = .swiftLog
    ) throws {
        let location = try DefaultsLocation(suiteName: suiteName, appIdentifier: appIdentifier, environment: environment)
        store = try DefaultsRegistry.store(for: location, log: log)
        self.suiteName = suiteName
        fileURL = location.fileURL
    }

    private init(sharing other: Defaults) {
        store = other.store
        suiteName = other.suiteName
        fileURL = other.fileURL
    }

    private init(volatileSuiteName: String) {
        store = try! DefaultsStore(location: nil, log: .swiftLog)  // a volatile store cannot fail
        suiteName = volatileSuiteName
        fileURL = nil
    }

    /// Stores a value of a known property-list type (or `nil` to remove the key).
    ///
    /// ```swift
    /// defaults.set(0.8, forKey: "volume")
    /// defaults.set(Date(), forKey: "lastFetchedAt")
    /// ```
    public func set<Value: DefaultsValue>(_ value: Value?, forKey key: String) {
        store.setValue(value?.propertyListValue, forKey: key)
    }

    /// Stores any property-list object (`String`, numbers, `Bool`, `Data`, `Date`, `URL`,
    /// arrays and `[String: Any]` of these), like `UserDefaults.set(_:forKey:)`; `nil` removes.
    ///
    /// - Throws: ``DefaultsError`` with `.unsupportedType` for anything else; nothing is stored.
    public func set(_ value: Any?, forKey key: String) throws {
        store.setValue(try value.map { try PropertyListValue(any: $0, key: key) }, forKey: key)
    }

    /// Removes `key`; its registered default, if any, shows through again.
    public func removeObject(forKey key: String) {
        store.setValue(nil, forKey: key)
    }

    /// Adds defaults used when a key has no value. They are never written to disk.
    ///
    /// ```swift
    /// defaults.register(defaults: ["theme": "system", "volume": 0.5])
    /// ```
    public func register(defaults: [String: PropertyListValue]) {
        store.register(defaults)
    }

    /// Adds defaults given as Foundation objects, like `UserDefaults.register(defaults:)`.
    ///
    /// - Precondition: every value is a property-list value (registering is code, not data:
    ///   a wrong type is a programmer error, reported with the key and type).
    public func register(defaults: [String: Any]) {
        do {
            store.register(try defaults.reduce(into: [:]) { $0[$1.key] = try PropertyListValue(any: $1.value, key: $1.key) })
        } catch {
            preconditionFailure("Defaults.register(defaults:): \(error)")
        }
    }

    /// Every value: stored ones over registered ones, as Foundation objects.
    public func dictionaryRepresentation() -> [String: Any] {
        store.dictionaryRepresentation().mapValues(\.anyValue)
    }

    /// Writes pending changes now and takes in other processes' changes, like
    /// `UserDefaults.synchronize()`. Not needed for persistence: changes are written anyway.
    ///
    /// - Returns: `false` if the write failed (the changes stay pending and are retried);
    ///   call ``flush()`` to get the error.
    @discardableResult
    public func synchronize() -> Bool {
        (try? flush()) != nil
    }

    /// Writes pending changes now, durably, and takes in other processes' changes.
    ///
    /// - Throws: ``DefaultsError`` if the file cannot be locked, read or written; nothing is lost.
    public func flush() throws {
        try store.flush()
    }
}
