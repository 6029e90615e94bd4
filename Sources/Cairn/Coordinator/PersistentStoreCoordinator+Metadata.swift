import Foundation

extension PersistentStoreCoordinator {
    /// The metadata of the store at `url`, read without opening it as a store (nothing is written,
    /// no migration runs), as Core Data's `metadataForPersistentStore(type:at:options:)`: its
    /// identifier, its type and the version hashes (and model) it was written with.
    ///
    /// - Throws: ``CairnError`` `.storeOpen` when there is no store at `url` or it is not one of
    ///   `type`'s; `.invalidStoreType` for a type whose stores keep no file.
    public static func metadataForPersistentStore(type: PersistentStoreType, at url: URL) throws -> StoreMetadata {
        guard type == .sqlite else {
            throw CairnError(.invalidStoreType, "Stores of type '\(type.rawValue)' keep no file to read metadata from; only SQLite stores do.")
        }
        return try SQLiteStore.readMetadata(at: url)
    }
}
