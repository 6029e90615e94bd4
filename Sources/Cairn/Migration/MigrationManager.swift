import Foundation
import GRDB

/// The running migration as a custom mapping's code sees it (Core Data's `NSMigrationManager`):
/// the two models, the mapping, a dictionary the hooks and closures share, and, inside a
/// ``MigrationHook``, queries on the old store and on the new one being written.
public final class MigrationManager: @unchecked Sendable {
    // Safety: the models and the mapping are immutable; `shared` and `failure` are behind locks;
    // `hookDatabase` is behind its lock and used only on the thread that set it, which is running
    // a hook at that moment (`withHookDatabase` checks both).

    /// The model the store was written with.
    public let sourceModel: ManagedObjectModel
    /// The model the store is migrated to.
    public let destinationModel: ManagedObjectModel
    /// The mapping being run.
    public let mappingModel: MappingModel
    private let sourceSchema: SQLiteSchema
    private let destinationSchema: SQLiteSchema
    private let shared = Locked<[String: any Sendable]>([:])
    private let hookDatabase = Locked<HookDatabase?>(nil)
    let failure = Locked<(any Error)?>(nil)

    /// The database a hook may query, and the thread running the hook.
    private struct HookDatabase: @unchecked Sendable {
        let database: Database
        let thread: pthread_t
    }

    init(source: ManagedObjectModel, destination: ManagedObjectModel, mapping: MappingModel, sourceSchema: SQLiteSchema, destinationSchema: SQLiteSchema) {
        sourceModel = source
        destinationModel = destination
        mappingModel = mapping
        self.sourceSchema = sourceSchema
        self.destinationSchema = destinationSchema
    }

    /// Values your hooks and closures share for the length of the migration (Core Data's
    /// `userInfo`): a `willMigrate` hook may build a lookup table that the entity's closures read.
    public subscript(userInfo key: String) -> (any Sendable)? {
        get { shared.withLock { $0[key] } }
        set { shared.withLock { $0[key] = newValue } }
    }

    /// How many objects of `entityName` (sub-entities included) the new store holds so far.
    ///
    /// - Throws: ``CairnError`` `.migration` (134110) outside a ``MigrationHook`` or for an entity
    ///   the destination model does not have.
    public func destinationCount(of entityName: String) throws -> Int {
        guard let entity = destinationModel.entitiesByName[entityName] else {
            throw CairnError(.migration, "destinationCount(of:): the destination model has no entity '\(entityName)'.", entity: entityName)
        }
        let table = destinationSchema.table(for: entity).name
        let numbers = entity.selfAndDescendants.map { String($0.entityNumber) }.joined(separator: ", ")
        return try withHookDatabase("destinationCount(of:)") { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM main.\(table) WHERE Z_ENT IN (\(numbers))") ?? 0
        }
    }

    /// The objects of `entityName` in the old store (sub-entities included), with the values of
    /// the attributes `reading`: for a `willMigrate` hook that prepares a lookup table.
    ///
    /// - Throws: ``CairnError`` `.migration` (134110) outside a ``MigrationHook``, or for an
    ///   entity or attribute the source model does not have.
    public func sourceObjects(of entityName: String, reading: [String]) throws -> [MigrationSourceObject] {
        guard let entity = sourceModel.entitiesByName[entityName] else {
            throw CairnError(.migration, "sourceObjects(of:reading:): the source model has no entity '\(entityName)'.", entity: entityName)
        }
        let schema = sourceSchema
        let columns = try SQLiteMigration.readColumns(reading, of: entity, in: schema, prefix: "")
        let numbers = entity.selfAndDescendants.map { String($0.entityNumber) }.joined(separator: ", ")
        let sql =
            "SELECT \((["Z_PK"] + columns.map(\.column)).joined(separator: ", ")) FROM src.\(schema.table(for: entity).name) WHERE Z_ENT IN (\(numbers)) ORDER BY Z_PK"
        return try withHookDatabase("sourceObjects(of:reading:)") { db in
            try Row.fetchAll(db, sql: sql).map { row in
                let values: [DatabaseValue] = (0..<row.count).map { row[$0] as DatabaseValue }
                return SQLiteMigration.sourceObject(entity, columns, values, manager: self)
            }
        }
    }

    /// Keeps the first error a closure threw, to report it instead of SQLite's.
    func recordFailure(_ error: CairnError) {
        failure.withLock { if $0 == nil { $0 = error } }
    }

    /// Runs `hook` for `entityMapping` with the database it may query.
    func run(_ hook: MigrationHook, for entityMapping: EntityMapping, database: Database) throws {
        hookDatabase.withLock { $0 = HookDatabase(database: database, thread: pthread_self()) }
        defer { hookDatabase.withLock { $0 = nil } }
        do {
            try hook.body(self, entityMapping)
        } catch let error as CairnError {
            throw error
        } catch {
            throw CairnError(
                .migration, "A hook of the \(entityMapping.name) mapping failed: \(error). The store was left untouched.",
                entity: entityMapping.destinationEntityName ?? entityMapping.sourceEntityName, cause: error)
        }
    }

    private func withHookDatabase<T>(_ function: String, _ body: (Database) throws -> T) throws -> T {
        let handle = hookDatabase.withLock { $0 }
        guard let handle, pthread_equal(handle.thread, pthread_self()) != 0 else {
            throw CairnError(
                .migration, "MigrationManager.\(function) works only inside a migration hook (willMigrate / didMigrate), on the thread running it.")
        }
        return try body(handle.database)
    }
}
