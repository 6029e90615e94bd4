import GRDB

/// The peer a user would pick: GRDB 7.10 `Codable` records on a `DatabasePool` (WAL,
/// `synchronous = NORMAL`), with the query interface.
struct GRDBSubject: BenchSubject {
    func openPool(_ path: String) throws -> DatabasePool {
        var config = Configuration()
        config.prepareDatabase { db in
            for pragma in SharedPragmas.statements { try db.execute(sql: pragma) }
        }
        return try DatabasePool(path: path, configuration: config)
    }

    private func closing<T>(_ pool: DatabasePool, _ body: () throws -> T) throws -> T {
        defer { try? pool.close() }
        return try body()
    }

    func insert(_ rows: [ItemRow], at path: String) throws -> Measurement {
        let pool = try openPool(path)
        try pool.write { db in try db.execute(sql: RawSubject.schema) }
        return try closing(pool) {
            try measure {
                try pool.write { db in
                    var sum: Int64 = 0
                    for row in rows {
                        try row.insert(db)
                        sum &+= row.i1
                    }
                    return sum
                }
            }
        }
    }

    func fetchAll(at path: String) throws -> Measurement {
        let pool = try openPool(path)
        return try closing(pool) {
            try measure {
                let items = try pool.read { db in try ItemRow.fetchAll(db) }
                return items.reduce(0) { $0 &+ $1.i1 }
            }
        }
    }

    func lookups(_ keys: [Int64], warm: Bool, at path: String) throws -> Measurement {
        let pool = try openPool(path)
        func run() throws -> Int64 {
            var found: Int64 = 0
            for key in keys {
                if try pool.read({ db in try ItemRow.fetchOne(db, key: key) }) != nil { found &+= 1 }
            }
            return found
        }
        return try closing(pool) {
            if warm { _ = try run() }  // no object cache to warm: only SQLite's page cache
            return try measure(run)
        }
    }

    func updateAll(at path: String) throws -> Measurement {
        let pool = try openPool(path)
        var items = try pool.read { db in try ItemRow.fetchAll(db) }
        return try closing(pool) {
            try measure {
                try pool.write { db in
                    var sum: Int64 = 0
                    for index in items.indices {
                        items[index].i2 += 1
                        try items[index].update(db, columns: [ItemRow.Columns.i2])
                        sum &+= items[index].i2
                    }
                    return sum
                }
            }
        }
    }

    func rangeFetches(_ lows: [Int64], width: Int64, at path: String) throws -> Measurement {
        try ranges(lows, width: width, condition: nil, at: path)
    }

    func predicateFetches(_ lows: [Int64], width: Int64, at path: String) throws -> Measurement {
        try ranges(lows, width: width, condition: ItemRow.Columns.s1.like("ch%"), at: path)
    }

    /// W5 and W6: each range of `i1`, with an extra `condition`, sorted by `i1`.
    private func ranges(_ lows: [Int64], width: Int64, condition: SQLExpression?, at path: String) throws -> Measurement {
        let pool = try openPool(path)
        return try closing(pool) {
            try measure {
                var sum: Int64 = 0
                for lo in lows {
                    let range = ItemRow.Columns.i1 >= lo && ItemRow.Columns.i1 < lo + width
                    let items = try pool.read { db in
                        try ItemRow.filter(condition.map { range && $0 } ?? range).order(ItemRow.Columns.i1).fetchAll(db)
                    }
                    sum = items.reduce(sum) { $0 &+ $1.i1 }
                }
                return sum
            }
        }
    }

    func attributeFetches(_ values: [Int64], at path: String) throws -> Measurement {
        let pool = try openPool(path)
        return try closing(pool) {
            try measure {
                var sum: Int64 = 0
                for value in values {
                    let items = try pool.read { db in try ItemRow.filter(ItemRow.Columns.i1 == value).fetchAll(db) }
                    sum = items.reduce(sum) { $0 &+ $1.i1 }
                }
                return sum
            }
        }
    }

    func iterate(at path: String, batchSize: Int) throws -> Int64 {
        let pool = try openPool(path)
        return try closing(pool) {
            try pool.read { db in
                var sum: Int64 = 0
                let cursor = try ItemRow.fetchCursor(db)
                while let item = try cursor.next() { sum &+= item.i1 }
                return sum
            }
        }
    }
}
