import GRDB

/// W8 and W9 for GRDB: the query interface's `updateAll` and `deleteAll`.
extension GRDBSubject {
    func batchUpdate(value: Int64, at path: String) throws -> Measurement {
        let pool = try openPool(path)
        defer { try? pool.close() }
        return try measure {
            try pool.write { db in Int64(try ItemRow.filter(ItemRow.Columns.i1 >= 0).updateAll(db, Column("i3").set(to: value))) }
        }
    }

    func batchDelete(at path: String) throws -> Measurement {
        let pool = try openPool(path)
        defer { try? pool.close() }
        return try measure {
            try pool.write { db in Int64(try ItemRow.filter(ItemRow.Columns.i1 >= 0).deleteAll(db)) }
        }
    }
}
