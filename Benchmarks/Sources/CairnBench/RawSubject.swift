import GRDBSQLite

/// The practical limit: the SQLite C API from Swift, one prepared statement per query, values
/// bound and read by column index into plain structs.
struct RawSubject: BenchSubject {
    static let columns = "id, i1, i2, i3, i4, i5, s1, s2, s3, d, b"
    static let schema = """
        CREATE TABLE item (id INTEGER PRIMARY KEY, i1 INTEGER, i2 INTEGER, i3 INTEGER, i4 INTEGER, i5 INTEGER,
                           s1 VARCHAR, s2 VARCHAR, s3 VARCHAR, d FLOAT, b INTEGER);
        CREATE INDEX item_i1 ON item (i1);
        """

    func insert(_ rows: [ItemRow], at path: String) throws -> Measurement {
        let db = try RawDatabase(path: path)
        try db.execute(Self.schema)
        return try measure { try Self.insert(rows, into: db) }
    }

    /// Inserts rows in one transaction; returns the sum of `i1`.
    private static func insert(_ rows: [ItemRow], into db: RawDatabase) throws -> Int64 {
        let insert = try db.prepare("INSERT INTO item (\(Self.columns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
        try db.execute("BEGIN IMMEDIATE")
        var sum: Int64 = 0
        for row in rows {
            insert.bind(row.id, at: 1)
            insert.bind(row.i1, at: 2)
            insert.bind(row.i2, at: 3)
            insert.bind(row.i3, at: 4)
            insert.bind(row.i4, at: 5)
            insert.bind(row.i5, at: 6)
            insert.bind(row.s1, at: 7)
            insert.bind(row.s2, at: 8)
            insert.bind(row.s3, at: 9)
            insert.bind(row.d, at: 10)
            insert.bind(row.b, at: 11)
            try insert.run()
            sum &+= row.i1
        }
        try db.execute("COMMIT")
        return sum
    }

    /// Fills a new file with `total` rows, `chunk` rows per transaction (M1's data, untimed).
    static func populate(at path: String, total: Int, chunk: Int) throws {
        let db = try RawDatabase(path: path)
        try db.execute(schema)
        for start in stride(from: 0, to: total, by: chunk) {
            _ = try insert(ItemRow.make(start..<min(total, start + chunk), total: total), into: db)
        }
    }

    func fetchAll(at path: String) throws -> Measurement {
        let db = try RawDatabase(path: path)
        return try measure {
            let select = try db.prepare("SELECT \(Self.columns) FROM item")
            var items: [ItemRow] = []
            while try select.step() { items.append(select.item()) }
            return items.reduce(0) { $0 &+ $1.i1 }
        }
    }

    func lookups(_ keys: [Int64], warm: Bool, at path: String) throws -> Measurement {
        let db = try RawDatabase(path: path)
        let select = try db.prepare("SELECT \(Self.columns) FROM item WHERE id = ?")
        func run() throws -> Int64 {
            var found: Int64 = 0
            for key in keys {
                select.bind(key, at: 1)
                if try select.step() { found &+= select.item().i1 == Int64.min ? 0 : 1 }
                select.reset()
            }
            return found
        }
        if warm { _ = try run() }  // no object cache to warm: only SQLite's page cache
        return try measure(run)
    }

    func updateAll(at path: String) throws -> Measurement {
        let db = try RawDatabase(path: path)
        var items: [ItemRow] = []
        let select = try db.prepare("SELECT \(Self.columns) FROM item")
        while try select.step() { items.append(select.item()) }
        return try measure {
            let update = try db.prepare("UPDATE item SET i2 = ? WHERE id = ?")
            try db.execute("BEGIN IMMEDIATE")
            var sum: Int64 = 0
            for index in items.indices {
                items[index].i2 += 1
                update.bind(items[index].i2, at: 1)
                update.bind(items[index].id, at: 2)
                try update.run()
                sum &+= items[index].i2
            }
            try db.execute("COMMIT")
            return sum
        }
    }

    func rangeFetches(_ lows: [Int64], width: Int64, at path: String) throws -> Measurement {
        try ranges(lows, width: width, condition: "", at: path)
    }

    func predicateFetches(_ lows: [Int64], width: Int64, at path: String) throws -> Measurement {
        // SQLite's LIKE ignores ASCII case: BEGINSWITH[c] for these values.
        try ranges(lows, width: width, condition: " AND s1 LIKE 'ch%'", at: path)
    }

    /// W5 and W6: each range of `i1`, with an extra SQL `condition`, sorted by `i1`.
    private func ranges(_ lows: [Int64], width: Int64, condition: String, at path: String) throws -> Measurement {
        try selects("SELECT \(Self.columns) FROM item WHERE i1 >= ? AND i1 < ?\(condition) ORDER BY i1", for: lows, at: path) { select, lo in
            select.bind(lo, at: 1)
            select.bind(lo + width, at: 2)
        }
    }

    func attributeFetches(_ values: [Int64], at path: String) throws -> Measurement {
        try selects("SELECT \(Self.columns) FROM item WHERE i1 = ?", for: values, at: path) { select, value in select.bind(value, at: 1) }
    }

    /// W5–W7: `sql`, prepared once in the timed part, run for each of `values` (bound by `bind`),
    /// its rows read into structs; the checksum sums their `i1`.
    private func selects(_ sql: String, for values: [Int64], at path: String, bind: (RawStatement, Int64) -> Void) throws -> Measurement {
        let db = try RawDatabase(path: path)
        return try measure {
            let select = try db.prepare(sql)
            var sum: Int64 = 0
            for value in values {
                bind(select, value)
                var items: [ItemRow] = []
                while try select.step() { items.append(select.item()) }
                select.reset()
                sum = items.reduce(sum) { $0 &+ $1.i1 }
            }
            return sum
        }
    }

    func iterate(at path: String, batchSize: Int) throws -> Int64 {
        let db = try RawDatabase(path: path)
        let select = try db.prepare("SELECT \(Self.columns) FROM item")
        var sum: Int64 = 0
        while try select.step() { sum &+= select.item().i1 }
        return sum
    }
}
