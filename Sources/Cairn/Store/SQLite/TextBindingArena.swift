import GRDBSQLite

/// Memory the save statements bind text parameters from without SQLite copying it.
///
/// `sqlite3_bind_text` with `SQLITE_TRANSIENT` copies every string into memory SQLite allocates
/// and frees again when the parameter is rebound: a malloc and a free, each under SQLite's memory
/// mutex, most of what binding a short string costs (and a sizeable part of Cairn's own work per
/// inserted row). Instead, a row's strings are copied into this buffer and bound as
/// `SQLITE_STATIC`.
///
/// SQLite reads a static parameter only while the statement runs, so the bytes must stay put
/// from binding until the step. They do: the buffer never moves while a statement is bound
/// (``startStatement()`` is the only place it grows), and a string that does not fit falls back
/// to a copying binding and makes the buffer grow before the next statement. A statement that
/// inserts several rows keeps all their strings in the buffer at once. Statements that were bound from
/// the buffer must have their bindings cleared before it is freed (``SQLiteStore/SaveStatements``
/// does that when the transaction's writes end), so that no statement keeps a pointer into freed
/// memory.
final class TextBindingArena {
    private var buffer: UnsafeMutableRawPointer
    private var capacity: Int
    private var used = 0
    /// Bytes the current statement needed, including strings that did not fit.
    private var needed = 0

    init(capacity: Int = 4096) {
        self.capacity = capacity
        buffer = .allocate(byteCount: capacity, alignment: 1)
    }

    deinit {
        buffer.deallocate()
    }

    /// Starts binding a statement's parameters: earlier statements' bytes may be overwritten, and
    /// the buffer grows if the previous statement's strings did not fit.
    func startStatement() {
        if needed > capacity {
            buffer.deallocate()
            capacity = max(needed, capacity * 2)
            buffer = .allocate(byteCount: capacity, alignment: 1)
        }
        used = 0
        needed = 0
    }

    /// Binds `text` to parameter `index` of `statement` from the buffer; false, binding nothing,
    /// if it does not fit (the caller then binds a copy).
    func bind(_ text: String, to statement: OpaquePointer, at index: Int32) -> Bool {
        // Read in place (no copy of the string, which retained its storage); every native string,
        // small ones included, has contiguous UTF-8.
        if let bound = text.utf8.withContiguousStorageIfAvailable({ bind($0, to: statement, at: index) }) { return bound }
        var copy = text
        return copy.withUTF8 { bind($0, to: statement, at: index) }
    }

    private func bind(_ bytes: UnsafeBufferPointer<UInt8>, to statement: OpaquePointer, at index: Int32) -> Bool {
        needed += bytes.count
        guard used + bytes.count <= capacity else { return false }
        let start = buffer + used
        if let source = bytes.baseAddress { start.copyMemory(from: source, byteCount: bytes.count) }
        used += bytes.count
        // SQLITE_STATIC: SQLite reads the bytes in place and never frees them.
        sqlite3_bind_text(statement, index, start.assumingMemoryBound(to: CChar.self), Int32(bytes.count), unsafeBitCast(0, to: sqlite3_destructor_type.self))
        return true
    }
}
