import Cairn

/// Core Data's SQLite store type (a Cairn SQLite store: Core Data's table layout, WAL mode): a
/// `String`, as Core Data declares it; the calls that take a store type take it as a `String`
/// (`addPersistentStore(ofType: NSSQLiteStoreType, …)`, `description.type = NSSQLiteStoreType`).
public let NSSQLiteStoreType: String = PersistentStoreType.sqlite.rawValue
/// Core Data's in-memory store type (a `String`).
public let NSInMemoryStoreType: String = PersistentStoreType.inMemory.rawValue
/// Core Data's binary store type (a `String`). Cairn has no binary store: adding one fails with
/// an error naming the type; use `NSSQLiteStoreType`.
public let NSBinaryStoreType: String = "Binary"

/// Migrate a store written with an older model when it is added (value: `true`).
public let NSMigratePersistentStoresAutomaticallyOption = PersistentStoreOption.migratePersistentStoresAutomatically
/// Infer the mapping of an automatic migration (value: `true`).
public let NSInferMappingModelAutomaticallyOption = PersistentStoreOption.inferMappingModelAutomatically
/// Record persistent history for the store (value: `true`).
public let NSPersistentHistoryTrackingKey = PersistentStoreOption.persistentHistoryTracking
/// Post `.NSPersistentStoreRemoteChange` when another coordinator or process changes the store (value: `true`).
public let NSPersistentStoreRemoteChangeNotificationPostOptionKey = PersistentStoreOption.remoteChangeNotificationPost
/// Open the store read-only (value: `true`).
public let NSReadOnlyPersistentStoreOption = PersistentStoreOption.readOnly
/// How long a save waits for another writer, in seconds (value: a number).
public let NSPersistentStoreTimeoutOption = PersistentStoreOption.timeout

extension Notification.Name {
    /// Core Data's `.NSPersistentStoreRemoteChange`: another coordinator or process changed a store.
    public static let NSPersistentStoreRemoteChange = Notification.Name.persistentStoreRemoteChange
}

/// The options whose values are Booleans (an `NSNumber` 1 means `true` there, not `"1"`).
let booleanOptionKeys: Set<String> = [
    NSMigratePersistentStoresAutomaticallyOption, NSInferMappingModelAutomaticallyOption,
    NSPersistentHistoryTrackingKey, NSPersistentStoreRemoteChangeNotificationPostOptionKey,
    NSReadOnlyPersistentStoreOption,
]

/// The text form of a Core Data option value (`true as NSNumber`, `true`, `30`, `"x"`), as the
/// engine's string options hold it. Boolean options read `true`/`false`; others the value's text.
func optionText(_ value: Any, forKey key: String) -> String {
    switch value {
    case let flag as Bool: return flag ? "true" : "false"
    case let number as NSNumber: return booleanOptionKeys.contains(key) ? (number.boolValue ? "true" : "false") : number.stringValue
    case let text as String: return text
    default: return String(describing: value)
    }
}

/// A Core Data options dictionary (`[AnyHashable: Any]`) as the engine's string options.
func optionTexts(_ options: [AnyHashable: Any]?) -> [String: String] {
    var texts: [String: String] = [:]
    for (key, value) in options ?? [:] {
        let name = key.base as? String ?? String(describing: key.base)
        texts[name] = optionText(value, forKey: name)
    }
    return texts
}
