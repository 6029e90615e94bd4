import Foundation
import GRDB

/// Migrates a SQLite store file in place, such that a process killed at any moment leaves either
/// the untouched store or the complete migrated one, and any error leaves the store untouched.
///
/// Under the folder's lock (the one store creation takes, so processes opening the store at once
/// take turns and the later ones find it migrated): the store's write-ahead log is folded into
/// the file, the migrated store is written in full to a new file beside it and made durable, then
/// renamed over the store, and the rename is made durable.
enum SQLiteMigrator {
    /// Migrates the store at `url` to `model` unless it already matches it; returns the metadata
    /// of the store now at `url`.
    ///
    /// - Throws: ``CairnError``: `.migrationMissingSourceModel` (134130) when the store does not
    ///   describe its model, `.inferredMappingModel` (134190) for changes that cannot be inferred,
    ///   `.migrationConstraintViolation` (134111) when existing objects break a new uniqueness
    ///   constraint, `.migration` (134110) for other failures (disk full …), `.storeTimeout` when
    ///   another connection keeps the store busy. The store is untouched in every case.
    ///
    /// With `guardsData` (an automatic migration the options do not allow to lose data), a
    /// migration that would delete data the store holds, from a model that is not a declared
    /// version of `model`, throws `.migrationWouldLoseData` (134503) instead.
    ///
    /// `declaredStep` (a stage of a staged migration) lets the migration go back to a model the
    /// store was migrated from, which is refused otherwise.
    ///
    /// `pendingDidMigrate` marks the migrated store as waiting for a custom stage's
    /// `didMigrateHandler` (see ``StoreMetadata/pendingDidMigrateVersion``).
    static func migrate(
        _ url: URL, to model: ManagedObjectModel, settings: SQLiteStoreSettings, progress: MigrationProgressHandler? = nil,
        pendingDidMigrate: Bool = false, mapping custom: MappingModel? = nil, guardsData: Bool = false, declaredStep: Bool = false
    ) throws -> StoreMetadata {
        let folder = url.deletingLastPathComponent()
        return try DirectoryLock.holding(folder, timeout: settings.timeout, purpose: "migrate the store at \(url.path)") { synchronize in
            SQLiteStoreFile.sweepTemporaryFiles(of: url)
            guard case .store(let current) = try SQLiteStoreFile.contents(of: url, writable: true, timeout: settings.timeout) else {
                throw SQLiteStoreFile.notAStore(url)
            }
            // Another process may have migrated it while this one waited for the lock.
            if model.entitiesDiffering(fromStoreHashes: current.modelHashes).isEmpty { return current }
            guard let sourceModel = try current.storedModel() else {
                throw CairnError(
                    .migrationMissingSourceModel,
                    "The store at \(url.path) was written with another model and does not describe it (a store made by Core Data), so Cairn cannot migrate it. Open it with the model that wrote it."
                )
            }
            try sourceModel.freeze()
            // (A stage of a migration plan that goes back is declared, as SwiftData allows.)
            if !declaredStep, current.modelHistory.dropLast().contains(model.versionHash) {
                throw CairnError(
                    .incompatibleModel,
                    "The store at \(url.path) was migrated from this model to a newer one (by a newer version of the app); Cairn does not migrate it back, which would drop data. Open it with the newer model, or, to go back on purpose, make this model a new version (set a versionHashModifier). The store was left untouched."
                )
            }
            let mapping: MappingModel
            do {
                mapping =
                    try custom?.checked(source: sourceModel, destination: model)
                    ?? MappingModel.inferredMappingModel(forSourceModel: sourceModel, destinationModel: model)
            } catch let error as CairnError where error.code == .inferredMappingModel {
                try checkKnown(sourceModel, by: model, dropping: [error.propertyName.map { "\(error.entityName ?? "?").\($0)" } ?? "data"], url)
                throw error
            }
            let dropped = mapping.droppedData(source: sourceModel)
            try checkKnown(sourceModel, by: model, dropping: dropped, url)
            // A store of another application entirely is not a version of this one.
            guard mapping.entityMappings.contains(where: { $0.sourceEntityName != nil && $0.destinationEntityName != nil }) else {
                throw CairnError(
                    .incompatibleModel,
                    "The model used to open the store is incompatible with the one used to create the store: they have no entity in common (the store's: \(sourceModel.entities.map(\.entityName).sorted().joined(separator: ", "))), so it is not an older version of this model. The store at \(url.path) was left untouched; open it with its own model, or use another file."
                )
            }
            // A version of the model's bundle was declared by the app's developer: what it removed
            // is meant to go, as in Core Data. Any other model may be another app's.
            if guardsData, !dropped.isEmpty, model.xcodeBundleURL == nil {
                let queue = try connection(to: url, timeout: settings.timeout)
                defer { try? queue.close() }
                let losses = try queue.read { try MigrationDataLoss.count(dropped, of: sourceModel, in: $0) }
                if !losses.isEmpty { throw MigrationDataLoss.refusal(losses, url: url) }
            }
            let migration = try SQLiteMigration(source: sourceModel, destination: model, mapping: mapping)
            let statements = try migration.copyStatements()
            try foldWriteAheadLog(url, timeout: settings.timeout)
            var metadata = StoreMetadata(
                identifier: current.identifier, type: .sqlite, modelHashes: model.entityVersionHashesByName, modelData: try ModelSchema(model).encoded())
            metadata.modelHistory = (current.modelHistory.isEmpty ? [sourceModel.versionHash] : current.modelHistory) + [model.versionHash]
            if pendingDidMigrate { metadata.pendingDidMigrateVersion = model.versionHash }
            let temporary = SQLiteStoreFile.temporaryFile(for: url)
            defer { for suffix in [""] + SQLiteStoreFile.sideFileSuffixes { unlink(temporary.path + suffix) } }
            let derived = MigratedDerivedValues.needed(source: sourceModel, destination: model, mapping: mapping)
            try SQLiteStoreFile.write(temporary, permissions: permissions(of: url) ?? settings.filePermissions, timeout: settings.timeout) { queue in
                let report = progress.map { handler in
                    { (done: Int64, total: Int64) in
                        handler(MigrationProgress(storeURL: url, destinationVersion: model.versionIdentifier, completedUnitCount: done, totalUnitCount: total))
                    }
                }
                try run(migration, statements, into: queue, from: url, metadata: metadata, report: report)
                try MigratedDerivedValues.compute(derived, in: temporary, model: model)
            }
            // The log is empty now (folded above): remove it, and the index of it, so SQLite does
            // not apply them to the new file.
            for suffix in SQLiteStoreFile.sideFileSuffixes { unlink(url.path + suffix) }
            guard rename(temporary.path, url.path) == 0 else {
                throw CairnError(
                    .migration, "Cannot move the migrated store into place at \(url.path): \(String(cString: strerror(errno))). The store was left untouched.")
            }
            synchronize()
            return metadata
        }
    }

    /// Refuses, for a model from an `.xcdatamodeld` bundle, a migration that would drop data from
    /// a store whose model is none of the bundle's versions: a newer version of the app wrote it.
    private static func checkKnown(_ source: ManagedObjectModel, by model: ManagedObjectModel, dropping dropped: [String], _ url: URL) throws {
        guard let bundle = model.xcodeBundleURL, !dropped.isEmpty else { return }
        let known = try ManagedObjectModel.versions(in: bundle).values.contains { version in
            (try? version.freeze()) != nil && version.versionHash == source.versionHash
        }
        guard known else {
            throw CairnError(
                .migrationMissingSourceModel,
                "The store at \(url.path) was written with a model that is not a version in \(bundle.lastPathComponent) (a newer version of the app?), and migrating it to the current version would drop \(dropped.prefix(5).joined(separator: ", ")). Open it with the model that wrote it. The store was left untouched."
            )
        }
    }

    /// Writes the migrated store into `queue`'s new, empty file: the new schema without its
    /// indexes, the rows, then the indexes (faster than keeping them up to date row by row, and a
    /// broken uniqueness constraint is found with its duplicates).
    private static func run(
        _ migration: SQLiteMigration, _ statements: [SQLiteMigration.Statement], into queue: DatabaseQueue, from url: URL, metadata: StoreMetadata,
        report: ((Int64, Int64) -> Void)?
    ) throws {
        let schema = migration.destinationSchema
        try queue.write { db in try SQLiteStore.create(schema, metadata: metadata, model: migration.destination, in: db, indexes: false) }
        try queue.writeWithoutTransaction { db in try db.execute(sql: "ATTACH DATABASE ? AS src", arguments: [url.path]) }
        do {
            try queue.write { db in
                try copy(statements, in: db, manager: migration.manager, report: report)
                try SQLiteHistory.copy(fromAttachedSource: db, renaming: migration.renamedEntities)
            }
        } catch let error as DatabaseError {
            if let failure = migration.manager.failure.withLock({ $0 }) { throw failure }
            throw CairnError(
                .migration, "Cannot copy the store's objects to the new model at \(url.path) (\(error.resultCode)). The store was left untouched.", cause: error
            )
        }
        try queue.writeWithoutTransaction { db in try db.execute(sql: "DETACH DATABASE src") }
        try queue.write { db in
            for index in schema.indexes {
                do { try db.execute(sql: index.sql) } catch let error as DatabaseError where error.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE {
                    throw try ConstraintDuplicates.error(
                        for: index, schema: schema, model: migration.destination, storeIdentifier: metadata.identifier, url: url, in: db)
                }
            }
        }
    }

    /// Rows per statement of a row copy: the copy runs in primary-key ranges this wide, reporting
    /// progress after each.
    static let rangeWidth: Int64 = 50_000

    /// Runs the copy statements, row copies in primary-key ranges, telling `report` how many rows
    /// and links are copied out of all.
    private static func copy(_ statements: [SQLiteMigration.Statement], in db: Database, manager: MigrationManager, report: ((Int64, Int64) -> Void)?) throws {
        let ranges = try statements.map { statement -> (count: Int64, low: Int64, high: Int64)? in
            guard let rows = statement.rows else { return nil }
            let row = try Row.fetchOne(db, sql: "SELECT count(*), min(Z_PK), max(Z_PK) FROM src.\(rows.table) WHERE Z_ENT = ?", arguments: [rows.entity])
            return (row?[0] ?? 0, row?[1] ?? 0, row?[2] ?? 0)
        }
        let total = ranges.reduce(0) { $0 + ($1?.count ?? 0) }
        var done: Int64 = 0
        report?(0, total)
        for (statement, range) in zip(statements, ranges) {
            let arguments = statement.arguments.map(databaseValue)
            for function in statement.functions { db.add(function: function) }
            if let hook = statement.entityMapping?.willMigrate { try manager.run(hook, for: statement.entityMapping!, database: db) }
            if let failure = statement.failsWhenNonzero {
                let count = try Int64.fetchOne(db, sql: statement.sql, arguments: StatementArguments(arguments)) ?? 0
                if count > 0 { throw failure(count) }
            } else if let range, range.count > 0 {
                let before = done
                for low in stride(from: range.low, through: range.high, by: Int(rangeWidth)) {
                    try db.execute(
                        sql: statement.sql + " AND s.Z_PK >= ? AND s.Z_PK < ?",
                        arguments: StatementArguments(arguments + [low.databaseValue, (low + rangeWidth).databaseValue]))
                    // Rows a filter left behind count as done.
                    done = min(before + range.count, done + Int64(db.changesCount))
                    report?(done, total)
                }
                if done != before + range.count {
                    done = before + range.count
                    report?(done, total)
                }
            } else {
                try db.execute(sql: statement.sql, arguments: StatementArguments(arguments))
            }
            if let hook = statement.entityMapping?.didMigrate { try manager.run(hook, for: statement.entityMapping!, database: db) }
        }
    }

    /// Rewrites the metadata of the store at `url` (one row of `Z_METADATA`, in one transaction).
    static func rewriteMetadata(_ metadata: StoreMetadata, versionIdentifier: String?, at url: URL, timeout: TimeInterval) throws {
        let queue = try connection(to: url, timeout: timeout)
        defer { try? queue.close() }
        let plist = try StoreMetadataPlist.encode(metadata, versionIdentifier: versionIdentifier)
        try queue.write { db in
            try db.execute(sql: "UPDATE Z_METADATA SET Z_PLIST = ? WHERE Z_VERSION = (SELECT max(Z_VERSION) FROM Z_METADATA)", arguments: [plist])
        }
    }

    /// Folds the write-ahead log into the store file, so the file alone holds every commit.
    private static func foldWriteAheadLog(_ url: URL, timeout: TimeInterval) throws {
        let queue = try connection(to: url, timeout: timeout)
        defer { try? queue.close() }
        let busy = try queue.writeWithoutTransaction { db in
            try Row.fetchOne(db, sql: "PRAGMA wal_checkpoint(TRUNCATE)").map { $0[0] as Int } ?? 0
        }
        guard busy == 0 else {
            throw CairnError(
                .storeTimeout,
                "Cannot migrate the store at \(url.path): another connection kept reading or writing it. Close the store in other processes and open it again. The store was left untouched."
            )
        }
    }

    /// A writable connection to the store file at `url` that waits up to `timeout` for locks.
    private static func connection(to url: URL, timeout: TimeInterval) throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.busyMode = .timeout(timeout)
        return try DatabaseQueue(path: url.path, configuration: configuration)
    }

    /// The permission bits of the file at `url`.
    private static func permissions(of url: URL) -> mode_t? {
        var status = stat()
        return stat(url.path, &status) == 0 ? status.st_mode & 0o777 : nil
    }

    /// A value as GRDB binds it, with the SQLite store's encodings.
    static func databaseValue(_ value: PropertyValue) -> DatabaseValue {
        switch value {
        case .null, .objects: return .null
        case .integer(let number): return number.databaseValue
        case .double(let number): return number.databaseValue
        case .bool(let flag): return (flag ? 1 : 0 as Int64).databaseValue
        case .date(let date): return date.timeIntervalSinceReferenceDate.databaseValue
        case .string(let text): return text.databaseValue
        case .url(let url): return url.absoluteString.databaseValue
        case .decimal(let number): return "\(number)".databaseValue
        case .data(let data): return data.databaseValue
        case .uuid(let uuid): return withUnsafeBytes(of: uuid.uuid) { Data($0) }.databaseValue
        case .object(let id): return id.primaryKey.databaseValue
        }
    }
}
