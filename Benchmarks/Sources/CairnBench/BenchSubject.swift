/// One implementation of the workloads. Every method opens the database at `path` itself, does its
/// untimed preparation, times only the workload, and closes everything before returning, so no
/// cache (SQLite's page cache, statement caches, identity maps) survives from one workload to the next.
protocol BenchSubject {
    /// W1: creates the schema at `path` (untimed), then inserts `rows` and commits (timed).
    func insert(_ rows: [ItemRow], at path: String) throws -> Measurement
    /// W2: reads every row into an object/struct with all its values, and reads `i1` of each.
    func fetchAll(at path: String) throws -> Measurement
    /// W3: looks up each of `keys` by primary key (one independent operation each). Cold: nothing
    /// cached by the implementation; warm: the objects are already loaded and alive.
    func lookups(_ keys: [Int64], warm: Bool, at path: String) throws -> Measurement
    /// W4: changes `i2` of every row (already loaded, untimed) and saves in one transaction.
    func updateAll(at path: String) throws -> Measurement
    /// W5: for each `lo`, fetches the rows with `lo <= i1 < lo + width`, sorted by `i1`, materialized.
    func rangeFetches(_ lows: [Int64], width: Int64, at path: String) throws -> Measurement
    /// W6: for each `lo`, the rows with `lo <= i1 < lo + width` whose `s1` begins with "ch" in any
    /// case (one in eight), sorted by `i1`; Cairn parses an NSPredicate format string each time.
    func predicateFetches(_ lows: [Int64], width: Int64, at path: String) throws -> Measurement
    /// W7: for each of `values`, fetches the one row whose indexed `i1` equals it, with a query
    /// (Cairn: a fetch request with a predicate, so no identity-map shortcut), and reads its `i1`.
    func attributeFetches(_ values: [Int64], at path: String) throws -> Measurement
    /// W8: sets `i3` to `value` on every row whose `i1 >= 0` (all of them) in one statement
    /// (Cairn: a `BatchUpdateRequest`); returns the number of rows changed.
    func batchUpdate(value: Int64, at path: String) throws -> Measurement
    /// W9: deletes every row whose `i1 >= 0` (all of them) in one statement (Cairn: a
    /// `BatchDeleteRequest`); returns the number of rows deleted.
    func batchDelete(at path: String) throws -> Measurement
    /// M1: iterates every row, `batchSize` at a time where the API has batches; returns the checksum.
    func iterate(at path: String, batchSize: Int) throws -> Int64
}

/// The pragmas every implementation uses: the ones Cairn's SQLite store sets (GRDB's
/// `DatabasePool` adds WAL and `synchronous = NORMAL`, which the raw subject sets by hand). No
/// `mmap_size`: Cairn dropped it, because mapped file pages count as resident memory (M1).
enum SharedPragmas {
    static let statements = [
        "PRAGMA cache_size = -16000"
    ]
}
