import Foundation
import GRDB
import GRDBSQLite

extension SQLiteStore {
    /// The INSERT and UPDATE statements of one save transaction: built and prepared once per shape
    /// (an entity for inserts; an entity and its changed properties for updates), then reused for
    /// every row of that shape with values bound straight from the snapshot, by index.
    ///
    /// Building the SQL text per row (and looking it up in GRDB's statement cache by its text) was
    /// half of the cost of inserting and updating.
    ///
    /// Runs of new rows of one entity are inserted ``insertBatchRows`` at a time by one statement
    /// with that many `VALUES` rows: each execution of a statement costs SQLite ~4,000
    /// instructions beyond the row it writes (starting, halting and resetting the program, and
    /// allocating and freeing its record buffers under SQLite's memory mutex), a third of
    /// inserting a row of the benchmark entity one statement at a time.
    struct SaveStatements {
        /// The most rows one INSERT statement writes (fewer when the rows' parameters would pass
        /// SQLite's limit). Measured on the benchmark entity: 10 rows already save ~85 % of the
        /// per-statement cost, 50 ~99 %; larger statements cost more to prepare and gain nothing.
        static let insertBatchRows = 50

        /// One bound parameter after the fixed ones: a property's value, or the entity number of
        /// the destination of a to-one relationship whose destination has sub-entities.
        private enum Binder {
            case value(Int)
            case entityOf(Int)
        }

        private struct Prepared {
            let statement: Statement
            let binders: [Binder]
            /// The rows one execution writes (`VALUES` groups; 1 for updates).
            var rows = 1
        }

        private struct UpdateShape: Hashable {
            let entity: ObjectIdentifier
            let changed: [Int]
        }

        private var inserts: [ObjectIdentifier: Prepared] = [:]
        /// Multi-row INSERT statements by entity.
        private var insertBatches: [ObjectIdentifier: Prepared] = [:]
        private var updates: [UpdateShape: Prepared] = [:]
        /// The statement of the previous row: consecutive rows usually share a shape, so most rows
        /// need no hashing at all.
        private var lastUpdate: (shape: UpdateShape, prepared: Prepared)?
        /// Where rows' strings are bound from without SQLite copying them.
        private let arena = TextBindingArena()

        /// Inserts rows, in order: each run of rows of one entity in batches of up to
        /// ``insertBatchRows`` rows, its remainder one row at a time.
        mutating func insert(_ rows: [RowSnapshot], into store: SQLiteStore, _ db: Database) throws {
            var start = rows.startIndex
            while start < rows.endIndex {
                let entity = rows[start].objectID.entity
                var end = start + 1
                while end < rows.endIndex, rows[end].objectID.entity === entity { end += 1 }
                try insert(rows[start..<end], of: entity, into: store, db)
                start = end
            }
        }

        private mutating func insert(_ rows: ArraySlice<RowSnapshot>, of entity: EntityDescription, into store: SQLiteStore, _ db: Database) throws {
            let key = ObjectIdentifier(entity)
            let single: Prepared
            if let known = inserts[key] { single = known } else {
                single = try Self.prepareInsert(entity, rows: 1, store, db)
                inserts[key] = single
            }
            var next = rows.startIndex
            if rows.count > 1, let batch = try batchInsert(for: entity, single, store, db), rows.count >= batch.rows {
                while rows.endIndex - next >= batch.rows {
                    try write(rows[next..<next + batch.rows], with: batch, into: store, db)
                    next += batch.rows
                }
            }
            while next < rows.endIndex {
                try write(rows[next..<next + 1], with: single, into: store, db)
                next += 1
            }
        }

        /// The multi-row INSERT of `entity`, or `nil` if SQLite's parameter limit allows one row
        /// per statement only. Prepared on first use (once per connection: GRDB caches it).
        private mutating func batchInsert(for entity: EntityDescription, _ single: Prepared, _ store: SQLiteStore, _ db: Database) throws -> Prepared? {
            let key = ObjectIdentifier(entity)
            if let known = insertBatches[key] { return known }
            let limit = Int(sqlite3_limit(db.sqliteConnection, SQLITE_LIMIT_VARIABLE_NUMBER, -1))
            let rows = min(Self.insertBatchRows, limit / (3 + single.binders.count))
            guard rows > 1 else { return nil }
            let batch = try Self.prepareInsert(entity, rows: rows, store, db)
            insertBatches[key] = batch
            return batch
        }

        /// Binds `rows` (as many as the statement writes) and runs the statement once.
        private func write(_ rows: ArraySlice<RowSnapshot>, with prepared: Prepared, into store: SQLiteStore, _ db: Database) throws {
            // No reset first: these statements are only stepped by `stepOnce`, which resets them.
            let raw = prepared.statement.sqliteStatement
            arena.startStatement()
            var parameter: Int32 = 1
            for row in rows {
                sqlite3_bind_int64(raw, parameter, row.objectID.primaryKey)
                sqlite3_bind_int64(raw, parameter + 1, Int64(row.objectID.entity.entityNumber))
                sqlite3_bind_int64(raw, parameter + 2, row.version)
                parameter = bind(prepared.binders, row.values, raw, from: parameter + 3)
            }
            try store.stepOnce(raw, in: db)
        }

        /// Writes the changed columns if the stored version is the expected one; false on conflict.
        mutating func update(_ update: ChangeSet.Update, in store: SQLiteStore, _ db: Database) throws -> Bool {
            let entity = update.snapshot.objectID.entity
            let prepared: Prepared
            // Compared in place: copying the previous shape and statement retained four references.
            if lastUpdate?.shape.entity == ObjectIdentifier(entity), lastUpdate?.shape.changed == update.changedIndices {
                prepared = lastUpdate!.prepared
            } else {
                let shape = UpdateShape(entity: ObjectIdentifier(entity), changed: update.changedIndices)
                if let known = updates[shape] { prepared = known } else {
                    prepared = try Self.prepareUpdate(entity, update.changedIndices, store, db)
                    updates[shape] = prepared
                }
                lastUpdate = (shape, prepared)
            }
            let raw = prepared.statement.sqliteStatement    // reset by its last `stepOnce`
            arena.startStatement()
            sqlite3_bind_int64(raw, 1, update.snapshot.version)
            let next = bind(prepared.binders, update.snapshot.values, raw, from: 2)
            sqlite3_bind_int64(raw, next, update.snapshot.objectID.primaryKey)
            sqlite3_bind_int64(raw, next + 1, update.expectedVersion)
            return try store.stepOnce(raw, in: db) == 1
        }

        /// Binds the binders' values from parameter `first` on; returns the next free parameter.
        @discardableResult
        private func bind(_ binders: [Binder], _ values: ContiguousArray<PropertyValue>, _ raw: OpaquePointer, from first: Int32) -> Int32 {
            var index = first
            for binder in binders {
                switch binder {
                case .value(let property):
                    SQLiteValueCodec.bind(values[property], to: raw, at: index, textFrom: arena)
                case .entityOf(let property):
                    if case .object(let id) = values[property] {
                        sqlite3_bind_int64(raw, index, Int64(id.entity.entityNumber))
                    } else {
                        sqlite3_bind_null(raw, index)
                    }
                }
                index += 1
            }
            return index
        }

        /// Clears the parameters of every statement used, so that none keeps pointing into the
        /// arena once it is freed. Call it when the transaction's writes end, thrown or not.
        func clearBindings() {
            for prepared in inserts.values { sqlite3_clear_bindings(prepared.statement.sqliteStatement) }
            for prepared in insertBatches.values { sqlite3_clear_bindings(prepared.statement.sqliteStatement) }
            for prepared in updates.values { sqlite3_clear_bindings(prepared.statement.sqliteStatement) }
        }

        /// An INSERT of `rows` rows of `entity` (`VALUES` repeated).
        private static func prepareInsert(_ entity: EntityDescription, rows: Int, _ store: SQLiteStore, _ db: Database) throws -> Prepared {
            let table = store.schema.table(for: entity)
            var names = ["Z_PK", "Z_ENT", "Z_OPT"]
            var binders: [Binder] = []
            for step in store.columns[ObjectIdentifier(entity)]! {
                names.append(table.columns[Int(step.column)].name)
                binders.append(.value(step.property))
                if case .toOne(_, let entityColumn?) = step.decoder {
                    names.append(table.columns[Int(entityColumn)].name)
                    binders.append(.entityOf(step.property))
                }
            }
            let group = "(" + Array(repeating: "?", count: names.count).joined(separator: ", ") + ")"
            let sql = "INSERT INTO \(table.name) (\(names.joined(separator: ", "))) VALUES \(Array(repeating: group, count: rows).joined(separator: ", "))"
            return Prepared(statement: try db.cachedStatement(sql: sql), binders: binders, rows: rows)
        }

        private static func prepareUpdate(_ entity: EntityDescription, _ changed: [Int], _ store: SQLiteStore, _ db: Database) throws -> Prepared {
            let mapping = store.schema.mapping(for: entity)
            let table = store.schema.table(for: entity)
            var assignments = ["Z_OPT = ?"]
            var binders: [Binder] = []
            for index in changed {
                guard let column = mapping.columnOfProperty[index] else { continue }
                assignments.append("\(table.columns[column].name) = ?")
                binders.append(.value(index))
                if let entityColumn = mapping.entityColumnOfProperty[index] {
                    assignments.append("\(table.columns[entityColumn].name) = ?")
                    binders.append(.entityOf(index))
                }
            }
            let sql = "UPDATE \(table.name) SET \(assignments.joined(separator: ", ")) WHERE Z_PK = ? AND Z_OPT = ?"
            return Prepared(statement: try db.cachedStatement(sql: sql), binders: binders)
        }
    }
}
