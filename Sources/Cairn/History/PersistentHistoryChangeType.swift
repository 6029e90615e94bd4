/// What a ``PersistentHistoryChange`` did (Core Data's `NSPersistentHistoryChangeType`).
public enum PersistentHistoryChangeType: Int, Sendable, Hashable, Codable {
    /// The object was inserted.
    case insert = 0
    /// Some of the object's properties changed (``PersistentHistoryChange/updatedProperties``).
    case update = 1
    /// The object was deleted (``PersistentHistoryChange/tombstone`` keeps what the model asks).
    case delete = 2
}
