import Foundation
import GRDB

extension SQLiteStore {
    /// Checks a store file without changing it: SQLite's integrity check (every page, index and
    /// record), the metadata and the model stored in it, the model given (when given) against the
    /// store's version hashes, primary-key counters that would hand out keys already in use, and
    /// to-one relationships pointing at rows that do not exist.
    ///
    /// ```swift
    /// let report = try SQLiteStore.verify(at: url)
    /// if !report.isValid { print(report) }    // one problem per line
    /// ```
    ///
    /// - Throws: ``CairnError`` `.storeOpen` when the file cannot be read as a store at all (not a
    ///   SQLite file, not a Cairn store, unreadable).
    public static func verify(at url: URL, model: ManagedObjectModel? = nil) throws -> StoreVerification {
        let metadata = try readMetadata(at: url)
        // Entity numbers (hence table names) exist once a model is frozen.
        try model?.freeze()
        var problems: [String] = []
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(PersistentStoreOption.defaultTimeout)
        do {
            let queue = try DatabaseQueue(path: url.path, configuration: configuration)
            defer { try? queue.close() }
            // No transaction around the checks: on a damaged file even a read transaction's
            // COMMIT can fail, which would hide the findings.
            try queue.inDatabase { db in
                let integrity: [String]
                do { integrity = try String.fetchAll(db, sql: "PRAGMA integrity_check") } catch let error as DatabaseError
                    where error.resultCode == .SQLITE_CORRUPT || error.resultCode == .SQLITE_NOTADB
                {
                    // Damage that stops the check itself is a finding too.
                    integrity = [error.message ?? "database disk image is malformed"]
                }
                if integrity != ["ok"] { problems += integrity.map { "SQLite integrity check: \($0)" } }
                var stored: ManagedObjectModel?
                do {
                    stored = try metadata.storedModel()
                    try stored?.freeze()
                } catch {
                    problems.append("The model stored in Z_METADATA cannot be read: \(error)")
                    stored = nil
                }
                var matching = model
                if let model {
                    let differing = model.entitiesDiffering(fromStoreHashes: metadata.modelHashes)
                    if !differing.isEmpty {
                        problems.append("The model given differs from the store's in: \(differing.joined(separator: ", ")).")
                        matching = nil
                    }
                }
                // The rows are checked against the store's own model when the one given differs.
                if let checked = matching ?? stored, integrity == ["ok"] {
                    problems += try contentProblems(SQLiteSchema(model: checked), checked, db)
                }
            }
        } catch let error as CairnError {
            throw error
        } catch {
            throw CairnError(.storeOpen, "Cannot verify the store at \(url.path)", causedBy: error)
        }
        return StoreVerification(problems: problems)
    }

    /// Key counters behind the keys in use, and to-one references to missing rows.
    private static func contentProblems(_ schema: SQLiteSchema, _ model: ManagedObjectModel, _ db: Database) throws -> [String] {
        var problems: [String] = []
        for root in model.entities where root.superentity == nil {
            let table = schema.table(for: root).name
            guard try db.tableExists(table) else {
                problems.append("The table \(table) of entity \(root.entityName) is missing.")
                continue
            }
            let used = try Int64.fetchOne(db, sql: "SELECT MAX(Z_PK) FROM \(table)") ?? 0
            let counter = try Int64.fetchOne(db, sql: "SELECT Z_MAX FROM Z_PRIMARYKEY WHERE Z_ENT = ?", arguments: [root.entityNumber]) ?? 0
            if counter < used {
                problems.append("Z_PRIMARYKEY's counter of \(root.entityName) is \(counter) but \(table) holds key \(used): new objects would reuse keys.")
            }
        }
        for entity in model.entities {
            for case let relationship as RelationshipDescription in entity.properties
            where !relationship.isToMany && !relationship.isTransient && relationship.entity === entity {
                guard let column = schema.columnName(of: relationship, in: entity), let destination = relationship.destinationEntity else { continue }
                let owner = schema.table(for: entity).name
                let target = schema.table(for: destination).name
                let dangling =
                    try Int.fetchOne(
                        db,
                        sql:
                            "SELECT COUNT(*) FROM \(owner) o WHERE o.\(column) IS NOT NULL AND NOT EXISTS (SELECT 1 FROM \(target) t WHERE t.Z_PK = o.\(column))"
                    ) ?? 0
                if dangling > 0 {
                    problems.append(
                        "\(dangling) \(entity.entityName) row(s) of \(owner) point through \(relationship.name) at \(destination.entityName) rows that do not exist."
                    )
                }
            }
        }
        return problems
    }
}
