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
    struct SaveStatements {
        /// One bound parameter after the fixed ones: a property's value, or the entity number of
        /// the destination of a to-one relationship whose destination has sub-entities.
        private enum Binder {
            case value(Int)
            case entityOf(Int)
        }

        private struct Prepared {
            let statement: Statement
            let binders: [Binder]
        }

        private struct UpdateShape: Hashable {
            let entity: ObjectIdentifier
            let changed: [Int]
        }

        private var inserts: [ObjectIdentifier: Prepared] = [:]
        private var updates: [UpdateShape: Prepared] = [:]
        /// The statement of the previous row: consecutive rows usually share a shape, so most rows
        /// need no hashing at all.
        private var lastInsert: (entity: ObjectIdentifier, prepared: Prepared)?
        private var lastUpdate: (shape: UpdateShape, prepared: Prepared)?
        /// Where rows' strings are bound from without SQLite copying them.
        private let arena = TextBindingArena()

        /// Inserts one row.
        mutating func insert(_ row: RowSnapshot, into store: SQLiteStore, _ db: Database) throws {
            let entity = row.objectID.entity
            let key = ObjectIdentifier(entity)
            let prepared: Prepared
            if lastInsert?.entity == key { prepared = lastInsert!.prepared } else {
                if let known = inserts[key] { prepared = known } else {
                    prepared = try Self.prepareInsert(entity, store, db)
                    inserts[key] = prepared
                }
                lastInsert = (key, prepared)
            }
            // No reset first: these statements are only stepped by `stepOnce`, which resets them.
            let raw = prepared.statement.sqliteStatement
            sqlite3_bind_int64(raw, 1, row.objectID.primaryKey)
            sqlite3_bind_int64(raw, 2, Int64(entity.entityNumber))
            sqlite3_bind_int64(raw, 3, row.version)
            bind(prepared.binders, row.values, raw, from: 4)
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
            sqlite3_bind_int64(raw, 1, update.snapshot.version)
            let next = bind(prepared.binders, update.snapshot.values, raw, from: 2)
            sqlite3_bind_int64(raw, next, update.snapshot.objectID.primaryKey)
            sqlite3_bind_int64(raw, next + 1, update.expectedVersion)
            return try store.stepOnce(raw, in: db) == 1
        }

        /// Binds the binders' values from parameter `first` on; returns the next free parameter.
        @discardableResult
        private func bind(_ binders: [Binder], _ values: ContiguousArray<PropertyValue>, _ raw: OpaquePointer, from first: Int32) -> Int32 {
            arena.startRow()
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
            for prepared in updates.values { sqlite3_clear_bindings(prepared.statement.sqliteStatement) }
        }

        private static func prepareInsert(_ entity: EntityDescription, _ store: SQLiteStore, _ db: Database) throws -> Prepared {
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
            let sql = "INSERT INTO \(table.name) (\(names.joined(separator: ", "))) VALUES (\(Array(repeating: "?", count: names.count).joined(separator: ", ")))"
            return Prepared(statement: try db.cachedStatement(sql: sql), binders: binders)
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
