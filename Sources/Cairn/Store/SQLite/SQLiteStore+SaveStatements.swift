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
    /// Runs of rows of one shape are written many at a time by one statement (`INSERT … VALUES`
    /// with a row group each, `UPDATE … FROM (VALUES …)`): each execution of a statement costs
    /// SQLite work beyond the row it writes (starting, halting and resetting the program, and
    /// allocating and freeing its record buffers under SQLite's memory mutex), a large part of
    /// inserting a small row one statement at a time.
    struct SaveStatements {
        /// The most rows one INSERT statement writes (fewer when the rows' parameters would pass
        /// SQLite's limit). Measured on the benchmark entity: 10 rows already save most of the
        /// per-statement cost, 50 nearly all; larger statements cost more to prepare and gain
        /// nothing.
        static let insertBatchRows = 50
        /// The most rows one UPDATE statement writes. An `UPDATE … FROM (VALUES …)` joins its rows
        /// to the table through a temporary b-tree, so small batches cost more per row than
        /// single-row statements and very large ones (hundreds of rows) save less; around 100–200
        /// rows saved the most on the benchmark's update (docs/Performance.md has the figures).
        static let updateBatchRows = 100

        /// A batch of updates found a row whose stored version was not the expected one. Which
        /// rows did is unknown (the batch updated the others), so the save is rolled back and
        /// written again one row at a time, which names every conflicting object.
        struct UpdateConflict: Error {}

        private struct UpdateShape: Hashable {
            let entity: ObjectIdentifier
            let changed: [Int]
        }

        private var inserts: [ObjectIdentifier: SaveStatement] = [:]
        /// Multi-row INSERT statements by entity.
        private var insertBatches: [ObjectIdentifier: SaveStatement] = [:]
        private var updates: [UpdateShape: SaveStatement] = [:]
        private var updateBatches: [UpdateShape: SaveStatement] = [:]
        /// The statement of the previous single-row update: consecutive rows usually share a
        /// shape, so most rows need no hashing at all.
        private var lastUpdate: (shape: UpdateShape, statement: SaveStatement)?
        /// Where rows' strings are bound from without SQLite copying them.
        private let arena = TextBindingArena()

        /// Inserts rows, in order: each run of rows of one entity in batches of up to
        /// ``insertBatchRows`` rows, its remainder one row at a time.
        mutating func insert(_ rows: [RowSnapshot], into store: SQLiteStore, _ db: Database) throws {
            // Rows are read in place: copying one out retained its values and released them again.
            try rows.withUnsafeBufferPointer { rows in
                var start = 0
                while start < rows.count {
                    let space = rows[start].objectID.space
                    var end = start + 1
                    while end < rows.count, rows[end].objectID.space === space { end += 1 }
                    let entity = space.entity
                    let key = ObjectIdentifier(entity)
                    let single = try inserts[key] ?? Self.remember(try SaveStatement.insert(entity, rows: 1, store, db), in: &inserts, key)
                    var next = start
                    let batchRows = Self.batchRows(Self.insertBatchRows, rowWidth: single.rowWidth, db)
                    if batchRows > 1, end - start >= batchRows {
                        let batch =
                            try insertBatches[key] ?? Self.remember(try SaveStatement.insert(entity, rows: batchRows, store, db), in: &insertBatches, key)
                        while end - next >= batch.rows {
                            try run(batch, on: UnsafeBufferPointer(rebasing: rows[next..<next + batch.rows]), store, db)
                            next += batch.rows
                        }
                    }
                    for index in next..<end { try run(single, on: UnsafeBufferPointer(rebasing: rows[index..<index + 1]), store, db) }
                    start = end
                }
            }
        }

        /// Writes updates, in order: each run of one shape in batches of ``updateBatchRows`` rows,
        /// its remainder one row at a time.
        ///
        /// - Throws: ``UpdateConflict`` when a stored version was not the expected one.
        mutating func updateInBatches(_ updates: [ChangeSet.Update], in store: SQLiteStore, _ db: Database) throws {
            try updates.withUnsafeBufferPointer { updates in
                var start = 0
                while start < updates.count {
                    // One entity (a change set's IDs are permanent: one space per entity) and the
                    // same changed properties.
                    let space = updates[start].snapshot.objectID.space
                    let changed = updates[start].changedIndices
                    var end = start + 1
                    while end < updates.count, updates[end].snapshot.objectID.space === space,
                        updates[end].changedIndices == changed
                    { end += 1 }
                    var next = start
                    // Each changed property binds at most two parameters (its value and, for a
                    // to-one, the destination's entity).
                    let batchRows = Self.batchRows(Self.updateBatchRows, rowWidth: 3 + 2 * changed.count, db)
                    if batchRows >= Self.updateBatchRows / 4, end - start >= batchRows {
                        let entity = space.entity
                        let shape = UpdateShape(entity: ObjectIdentifier(entity), changed: changed)
                        let batch =
                            try updateBatches[shape]
                            ?? Self.remember(try SaveStatement.update(entity, shape.changed, rows: batchRows, store, db), in: &updateBatches, shape)
                        while end - next >= batch.rows {
                            guard try run(batch, on: UnsafeBufferPointer(rebasing: updates[next..<next + batch.rows]), store, db) == batch.rows else {
                                throw UpdateConflict()
                            }
                            next += batch.rows
                        }
                    }
                    for index in next..<end where try !update(updates[index], in: store, db) { throw UpdateConflict() }
                    start = end
                }
            }
        }

        /// Writes the changed columns if the stored version is the expected one; false on conflict.
        mutating func update(_ update: ChangeSet.Update, in store: SQLiteStore, _ db: Database) throws -> Bool {
            let entity = update.snapshot.objectID.entity
            let statement: SaveStatement
            // Compared in place: copying the previous shape and statement retained four references.
            if lastUpdate?.shape.entity == ObjectIdentifier(entity), lastUpdate?.shape.changed == update.changedIndices {
                statement = lastUpdate!.statement
            } else {
                let shape = UpdateShape(entity: ObjectIdentifier(entity), changed: update.changedIndices)
                statement =
                    try updates[shape] ?? Self.remember(try SaveStatement.update(entity, update.changedIndices, rows: 1, store, db), in: &updates, shape)
                lastUpdate = (shape, statement)
            }
            return try withUnsafePointer(to: update) { try run(statement, on: UnsafeBufferPointer(start: $0, count: 1), store, db) } == 1
        }

        /// Clears the parameters of every statement used, so that none keeps pointing into the
        /// arena once it is freed. Call it when the transaction's writes end, thrown or not.
        func clearBindings() {
            for statement in Array(inserts.values) + insertBatches.values + updates.values + updateBatches.values {
                sqlite3_clear_bindings(statement.statement.sqliteStatement)
            }
        }

        /// The rows a batch statement writes: `maximum`, or fewer if that many rows of `rowWidth`
        /// parameters would pass SQLite's parameter limit. Batch statements are prepared only for
        /// runs that fill one (their SQL text is long to build and to look up).
        private static func batchRows(_ maximum: Int, rowWidth: Int, _ db: Database) -> Int {
            min(maximum, Int(sqlite3_limit(db.sqliteConnection, SQLITE_LIMIT_VARIABLE_NUMBER, -1)) / rowWidth)
        }

        private static func remember<Key>(_ statement: SaveStatement, in statements: inout [Key: SaveStatement], _ key: Key) -> SaveStatement {
            statements[key] = statement
            return statement
        }

        /// Binds `rows` (as many as the statement writes), runs the statement once and returns
        /// the number of rows it changed.
        @discardableResult
        private func run<Row: SaveStatement.Row>(_ statement: SaveStatement, on rows: UnsafeBufferPointer<Row>, _ store: SQLiteStore, _ db: Database) throws
            -> Int
        {
            // No reset first: these statements are only stepped by `stepOnce`, which resets them.
            let raw = statement.statement.sqliteStatement
            arena.startStatement()
            var parameter: Int32 = 1
            for index in rows.indices {
                let leading = rows[index].leadingParameters
                sqlite3_bind_int64(raw, parameter, leading.0)
                sqlite3_bind_int64(raw, parameter + 1, leading.1)
                sqlite3_bind_int64(raw, parameter + 2, leading.2)
                parameter = statement.bind(rows[index].rowValues, to: raw, from: parameter + 3, textFrom: arena)
            }
            return try store.stepOnce(raw, in: db)
        }
    }
}
