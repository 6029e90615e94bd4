import Foundation
import GRDB
import GRDBSQLite

extension SQLiteStore {
    /// One prepared INSERT or UPDATE of a save, writing `rows` rows of one shape per execution.
    ///
    /// Each row binds three integers, then its values: `Z_PK, Z_ENT, Z_OPT` and the stored
    /// properties for an insert; `Z_PK`, the new `Z_OPT`, the expected `Z_OPT` and the changed
    /// properties for an update (which writes only if the stored version is the expected one).
    ///
    /// The statements resolve constraint conflicts with `OR FAIL`: a failing statement keeps the
    /// rows it wrote before the failure, which the save then rolls back with its transaction. With
    /// the default (`ABORT`), SQLite must be able to undo a statement that writes several rows on
    /// its own, so it copied every page such a statement touched into a statement journal first,
    /// a temporary file once past 64 KiB: inserting 100,000 rows of the benchmark entity, 50 per
    /// statement, wrote 200,000 pages to it and took twice as long as one row per statement.
    struct SaveStatement {
        /// A row a save statement writes.
        protocol Row {
            /// The row's three leading parameters.
            var leadingParameters: (Int64, Int64, Int64) { get }
            /// The values the statement's binders read.
            var rowValues: ContiguousArray<PropertyValue> { get }
        }

        /// One bound parameter after the leading ones: a property's value, or the entity number
        /// of the destination of a to-one relationship whose destination has sub-entities.
        enum Binder {
            case value(Int)
            case entityOf(Int)
        }

        let statement: Statement
        let binders: [Binder]
        /// The rows one execution writes.
        let rows: Int

        /// The parameters of one row.
        var rowWidth: Int { 3 + binders.count }

        /// Binds a row's values from parameter `first` on; returns the next free parameter.
        func bind(_ values: ContiguousArray<PropertyValue>, to raw: OpaquePointer, from first: Int32, textFrom arena: TextBindingArena) -> Int32 {
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

        /// An INSERT of `rows` rows of `entity` (`VALUES` with a row group each).
        static func insert(_ entity: EntityDescription, rows: Int, _ store: SQLiteStore, _ db: Database) throws -> SaveStatement {
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
            let sql =
                "INSERT OR FAIL INTO \(table.name) (\(names.joined(separator: ", "))) VALUES \(Array(repeating: group, count: rows).joined(separator: ", "))"
            return SaveStatement(statement: try db.cachedStatement(sql: sql), binders: binders, rows: rows)
        }

        /// An UPDATE of the `changed` properties of `rows` rows of `entity`: by primary key for one
        /// row, joined to `rows` rows of `VALUES` for more.
        static func update(_ entity: EntityDescription, _ changed: [Int], rows: Int, _ store: SQLiteStore, _ db: Database) throws -> SaveStatement {
            let mapping = store.schema.mapping(for: entity)
            let table = store.schema.table(for: entity)
            var columns: [String] = []
            var binders: [Binder] = []
            for index in changed {
                guard let column = mapping.columnOfProperty[index] else { continue }
                columns.append(table.columns[column].name)
                binders.append(.value(index))
                if let entityColumn = mapping.entityColumnOfProperty[index] {
                    columns.append(table.columns[entityColumn].name)
                    binders.append(.entityOf(index))
                }
            }
            // Parameter (or VALUES column) n of a row: 1 Z_PK, 2 new Z_OPT, 3 expected Z_OPT, 4… values.
            let sql: String
            if rows == 1 {
                let assignments = ["Z_OPT = ?2"] + columns.enumerated().map { "\($1) = ?\($0 + 4)" }
                sql = "UPDATE OR FAIL \(table.name) SET \(assignments.joined(separator: ", ")) WHERE Z_PK = ?1 AND Z_OPT = ?3"
            } else {
                let assignments = ["Z_OPT = v.column2"] + columns.enumerated().map { "\($1) = v.column\($0 + 4)" }
                let group = "(" + Array(repeating: "?", count: 3 + columns.count).joined(separator: ", ") + ")"
                sql =
                    "UPDATE OR FAIL \(table.name) SET \(assignments.joined(separator: ", ")) FROM (VALUES \(Array(repeating: group, count: rows).joined(separator: ", "))) AS v WHERE \(table.name).Z_PK = v.column1 AND \(table.name).Z_OPT = v.column3"
            }
            return SaveStatement(statement: try db.cachedStatement(sql: sql), binders: binders, rows: rows)
        }
    }
}

extension RowSnapshot: SQLiteStore.SaveStatement.Row {
    var leadingParameters: (Int64, Int64, Int64) { (objectID.primaryKey, Int64(objectID.entity.entityNumber), version) }
    var rowValues: ContiguousArray<PropertyValue> { values }
}

extension ChangeSet.Update: SQLiteStore.SaveStatement.Row {
    var leadingParameters: (Int64, Int64, Int64) { (snapshot.objectID.primaryKey, snapshot.version, expectedVersion) }
    var rowValues: ContiguousArray<PropertyValue> { snapshot.values }
}
