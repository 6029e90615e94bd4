import GRDBSQLite

/// W8 and W9 for the raw C API: one statement each, in one transaction.
extension RawSubject {
    func batchUpdate(value: Int64, at path: String) throws -> Measurement {
        try changingAll("UPDATE item SET i3 = ? WHERE i1 >= 0", binding: value, at: path)
    }

    func batchDelete(at path: String) throws -> Measurement {
        try changingAll("DELETE FROM item WHERE i1 >= 0", binding: nil, at: path)
    }

    /// Runs `sql` once in a transaction (timed); returns the number of rows it changed.
    private func changingAll(_ sql: String, binding value: Int64?, at path: String) throws -> Measurement {
        let db = try RawDatabase(path: path)
        return try measure {
            let statement = try db.prepare(sql)
            if let value { statement.bind(value, at: 1) }
            try db.execute("BEGIN IMMEDIATE")
            try statement.run()
            let changed = Int64(sqlite3_changes(db.handle))
            try db.execute("COMMIT")
            return changed
        }
    }
}
