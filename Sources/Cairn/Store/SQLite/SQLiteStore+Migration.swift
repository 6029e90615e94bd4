import Foundation

extension SQLiteStore {
    /// Migrates the store at `url`, written with another model, to the request's model, as the
    /// request allows (its staged migration plan, or an inferred migration when the options ask
    /// for one); returns the metadata then.
    ///
    /// - Throws: ``CairnError`` `.incompatibleModel` (134100) naming the `differing` entities when
    ///   migration is off (or the store is opened read-only), and the migration's errors.
    static func migrate(_ url: URL, differing: [String], _ request: StoreOpenRequest, _ settings: SQLiteStoreSettings) throws -> StoreMetadata {
        if let manager = request.stagedMigrationManager, !settings.readOnly {
            return try manager.migrate(url, to: request.model, settings: settings, progress: request.migrationProgressHandler)
        }
        guard settings.migratesAutomatically, !settings.readOnly else {
            throw CairnError(
                .incompatibleModel,
                "The model used to open the store is incompatible with the one used to create the store (entities that differ: \(differing.joined(separator: ", "))). The store at \(url.path) was left untouched; migrate it (a container does when its store description's shouldMigrateStoreAutomatically and shouldInferMappingModelAutomatically are on; a coordinator when the options PersistentStoreOption.migratePersistentStoresAutomatically and .inferMappingModelAutomatically are \"true\") or use the model that created it."
            )
        }
        return try SQLiteMigrator.migrate(
            url, to: request.model, settings: settings, progress: request.migrationProgressHandler, guardsData: !settings.allowsDataLoss)
    }
}
