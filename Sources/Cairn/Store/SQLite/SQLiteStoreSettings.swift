import Foundation

/// The options of a SQLite store, read and checked once when it opens.
struct SQLiteStoreSettings {
    var readOnly = false
    var timeout = PersistentStoreOption.defaultTimeout
    var filePermissions = PersistentStoreOption.defaultFilePermissions
    /// Whether a store written with another model is migrated (both Core Data options on).
    var migratesAutomatically = false
    /// Whether an automatic migration may delete data the new model has no place for.
    var allowsDataLoss = false
    /// Whether the store records persistent history (creating its tables if needed).
    var tracksHistory = false

    /// - Throws: ``CairnError`` `.storeOpen` naming the option whose value cannot be read.
    init(_ options: [String: String], path: String) throws {
        readOnly = options[PersistentStoreOption.readOnly] == "true"
        tracksHistory = options[PersistentStoreOption.persistentHistoryTracking] == "true"
        allowsDataLoss = options[PersistentStoreOption.allowsDataLossOnMigration] == "true"
        migratesAutomatically =
            options[PersistentStoreOption.migratePersistentStoresAutomatically] == "true"
            && options[PersistentStoreOption.inferMappingModelAutomatically] == "true"
        if let text = options[PersistentStoreOption.timeout] {
            guard let seconds = TimeInterval(text), seconds >= 0, seconds.isFinite else {
                throw CairnError(
                    .storeOpen,
                    "The option PersistentStoreOption.timeout of the store at \(path) is \"\(text)\"; it must be a number of seconds such as \"30\" or \"0.5\"."
                )
            }
            // SQLite counts the timeout in milliseconds in an Int32 (about 24 days).
            timeout = min(seconds, Double(Int32.max) / 1000)
        }
        if let text = options[PersistentStoreOption.filePermissions] {
            guard let bits = mode_t(text, radix: 8), bits <= 0o777, bits & 0o600 == 0o600 else {
                throw CairnError(
                    .storeOpen,
                    "The option PersistentStoreOption.filePermissions of the store at \(path) is \"\(text)\"; it must be octal permission bits that let the owner read and write, such as \"0600\" or \"0644\"."
                )
            }
            filePermissions = bits
        }
    }
}
