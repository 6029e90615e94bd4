import GRDBSQLite

/// A prepared statement of the raw baseline, bound and read by index.
final class RawStatement {
    let handle: OpaquePointer
    private let database: RawDatabase
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    init(_ handle: OpaquePointer, database: RawDatabase) {
        self.handle = handle
        self.database = database
    }

    deinit { sqlite3_finalize(handle) }

    @inline(__always) func bind(_ value: Int64, at index: Int32) { sqlite3_bind_int64(handle, index, value) }
    @inline(__always) func bind(_ value: Double, at index: Int32) { sqlite3_bind_double(handle, index, value) }
    @inline(__always) func bind(_ value: Bool, at index: Int32) { sqlite3_bind_int64(handle, index, value ? 1 : 0) }
    @inline(__always) func bind(_ value: String, at index: Int32) {
        var value = value
        value.withUTF8 { buffer in
            _ = sqlite3_bind_text(handle, index, UnsafeRawPointer(buffer.baseAddress!).assumingMemoryBound(to: CChar.self), Int32(buffer.count), Self.transient)
        }
    }

    /// Steps once; true while there is a row.
    @inline(__always) func step() throws -> Bool {
        let code = sqlite3_step(handle)
        if code == SQLITE_ROW { return true }
        if code == SQLITE_DONE { return false }
        throw BenchError("step: \(String(cString: sqlite3_errmsg(database.handle)))")
    }

    /// Runs a statement that returns no row, then resets it.
    @inline(__always) func run() throws {
        _ = try step()
        sqlite3_reset(handle)
    }

    @inline(__always) func reset() { sqlite3_reset(handle) }

    @inline(__always) func int64(_ column: Int32) -> Int64 { sqlite3_column_int64(handle, column) }
    @inline(__always) func double(_ column: Int32) -> Double { sqlite3_column_double(handle, column) }
    @inline(__always) func bool(_ column: Int32) -> Bool { sqlite3_column_int64(handle, column) != 0 }
    @inline(__always) func string(_ column: Int32) -> String {
        guard let pointer = sqlite3_column_text(handle, column) else { return "" }
        let count = Int(sqlite3_column_bytes(handle, column))
        return String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
    }

    /// Reads the current row, laid out as `RawSubject.columns`, into an `ItemRow`.
    @inline(__always) func item() -> ItemRow {
        ItemRow(
            id: int64(0), i1: int64(1), i2: int64(2), i3: int64(3), i4: int64(4), i5: int64(5),
            s1: string(6), s2: string(7), s3: string(8), d: double(9), b: bool(10))
    }
}
