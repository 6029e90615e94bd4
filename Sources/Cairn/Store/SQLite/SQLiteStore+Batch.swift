import Foundation
import GRDB
import GRDBSQLite

/// Batch updates and deletions as one SQL statement each over the rows the predicate compiler
/// selects: `UPDATE <table> SET … , Z_OPT = Z_OPT + 1 WHERE Z_PK IN (SELECT t0.Z_PK …)`. The
/// full-text triggers keep the index in step, and unique indexes refuse broken constraints.
extension SQLiteStore: BatchWritingStore {
    func batchUpdate(_ fetch: StoreFetch, values: [(index: Int, value: PropertyValue)], transaction: TransactionFacts) throws -> [ManagedObjectID] {
        let entity = fetch.entity
        var assignments: [String] = []
        var bindings: [PropertyValue] = []
        for (index, value) in values {
            guard let column = schema.columnName(of: entity.properties[index], in: entity) else {
                throw CairnError(.invalidRequest, "Internal: \(entity.entityName).\(entity.properties[index].name) has no column.", entity: entity.entityName)
            }
            assignments.append("\(column) = ?")
            bindings.append(value)
        }
        assignments.append("Z_OPT = Z_OPT + 1")
        var record = SQLiteHistory.Record(facts: transaction)
        let names = values.map { entity.properties[$0.index].name }.joined(separator: ",")
        return try changingMatchingRows(
            fetch,
            history: { ids, _ in
                record.updated = ids.map { ($0, names) }
                return record
            }
        ) { table, selection in
            ("UPDATE \(table) SET \(assignments.joined(separator: ", ")) WHERE Z_PK IN (\(selection))", bindings)
        }
    }

    func batchDelete(_ fetch: StoreFetch, transaction: TransactionFacts) throws -> [ManagedObjectID] {
        try changingMatchingRows(
            fetch,
            history: { [schema] ids, db in
                var record = SQLiteHistory.Record(facts: transaction, deleted: ids)
                record.tombstones = try SQLiteHistory.tombstones(of: ids, schema: schema, in: db)
                return record
            }
        ) { table, selection in ("DELETE FROM \(table) WHERE Z_PK IN (\(selection))", []) }
    }

    /// In one write transaction: reads the IDs of the rows `fetch` matches, then runs the statement
    /// `statement(table, selection)` builds around the SQL selecting their primary keys, and
    /// records in persistent history what `history` makes of the IDs (read before the statement).
    private func changingMatchingRows(
        _ fetch: StoreFetch, history: (([ManagedObjectID], Database) throws -> SQLiteHistory.Record)?,
        _ statement: (String, String) -> (sql: String, bindings: [PropertyValue])
    ) throws -> [ManagedObjectID] {
        var unbounded = fetch
        unbounded.sortKeys = []
        let keysOnly = fetch.limit == 0 && fetch.offset == 0 && fetch.sortKeys.isEmpty
        let ids = try query(keysOnly ? unbounded : fetch, selecting: "t0.Z_PK, t0.Z_ENT", ordered: !keysOnly)
        let selection = try query(keysOnly ? unbounded : fetch, selecting: "t0.Z_PK", ordered: !keysOnly)
        let (sql, bindings) = statement(schema.table(for: fetch.entity).name, selection.sql)
        let (found, transaction) = try writing { db -> ([ManagedObjectID], Int64?) in
            var found: [ManagedObjectID] = []
            try run(ids, in: db) { if let id = decodeID($0) { found.append(id) } }
            guard !found.isEmpty else { return (found, nil) }
            let record = recordsHistory ? try history?(found, db) : nil
            try SQLiteQueryLimits.checkBindings(bindings.count + selection.bindings.count, on: db.sqliteConnection)
            let changed = try execute(sql, bindings + selection.bindings, in: db)
            guard changed == found.count else {
                throw CairnError(
                    .storeSave,
                    "Internal: a batch request on \(fetch.entity.entityName) matched \(found.count) rows but changed \(changed); nothing was written.",
                    entity: fetch.entity.entityName)
            }
            return (found, try record.map { try SQLiteHistory.write($0, in: db) })
        }
        if let transaction { noteOwnTransaction(transaction) }
        return found
    }
}
