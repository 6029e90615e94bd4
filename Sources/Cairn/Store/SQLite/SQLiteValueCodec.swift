import Foundation
import GRDB
import GRDBSQLite

/// Binds ``PropertyValue``s to and reads them from raw SQLite statements, by index.
///
/// Dates are seconds since 2001-01-01, UUIDs 16-byte blobs, URLs text, decimals text in a DECIMAL
/// column, Booleans 0/1, relationships the destination's primary key.
enum SQLiteValueCodec {
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    /// Binds `value` to parameter `index` (1-based) of `statement`; text from `arena` if given
    /// (see ``TextBindingArena``), else copied by SQLite.
    static func bind(_ value: PropertyValue, to statement: OpaquePointer, at index: Int32, textFrom arena: TextBindingArena? = nil) {
        switch value {
        case .null: sqlite3_bind_null(statement, index)
        case .integer(let v): sqlite3_bind_int64(statement, index, v)
        case .double(let v): sqlite3_bind_double(statement, index, v)
        case .bool(let v): sqlite3_bind_int64(statement, index, v ? 1 : 0)
        case .date(let v): sqlite3_bind_double(statement, index, v.timeIntervalSinceReferenceDate)
        case .string(let v):
            if let arena, arena.bind(v, to: statement, at: index) { return }
            bindText(v, statement, index)
        case .url(let v): bindText(v.absoluteString, statement, index)
        case .decimal(let v): bindText("\(v)", statement, index)
        case .data(let v):
            _ = v.withUnsafeBytes { buffer in
                sqlite3_bind_blob(statement, index, buffer.baseAddress ?? UnsafeRawPointer(bitPattern: 1), Int32(buffer.count), transient)
            }
        case .uuid(let v):
            var bytes = v.uuid
            _ = withUnsafeBytes(of: &bytes) { sqlite3_bind_blob(statement, index, $0.baseAddress, 16, transient) }
        case .object(let id): sqlite3_bind_int64(statement, index, id.primaryKey)
        case .objects: sqlite3_bind_null(statement, index)
        }
    }

    private static func bindText(_ text: String, _ statement: OpaquePointer, _ index: Int32) {
        var text = text
        text.withUTF8 { buffer in
            _ = sqlite3_bind_text(
                statement, index, UnsafeRawPointer(buffer.baseAddress ?? UnsafePointer(bitPattern: 1)!).assumingMemoryBound(to: CChar.self),
                Int32(buffer.count), transient)
        }
    }

    /// Reads column `column` (0-based) as a value of an attribute of `type`.
    ///
    /// Numbers and text are read first and the column's type is asked only when the result could
    /// stand for NULL (zero, or no text pointer): one call into SQLite per column instead of two.
    static func read(_ statement: OpaquePointer, _ column: Int32, as type: AttributeType) -> PropertyValue {
        switch type {
        case .integer16, .integer32, .integer64:
            let value = sqlite3_column_int64(statement, column)
            return value == 0 && isNull(statement, column) ? .null : .integer(value)
        case .boolean:
            let value = sqlite3_column_int64(statement, column)
            return value == 0 && isNull(statement, column) ? .null : .bool(value != 0)
        case .double, .float:
            let value = sqlite3_column_double(statement, column)
            return value == 0 && isNull(statement, column) ? .null : .double(value)
        case .date:
            let value = sqlite3_column_double(statement, column)
            return value == 0 && isNull(statement, column) ? .null : .date(Date(timeIntervalSinceReferenceDate: value))
        case .string:
            // NULL is the only value without a text pointer (an empty string has one).
            return textOrNil(statement, column).map(PropertyValue.string) ?? .null
        default:
            return isNull(statement, column) ? .null : readOther(statement, column, as: type)
        }
    }

    @inline(__always)
    private static func isNull(_ statement: OpaquePointer, _ column: Int32) -> Bool {
        sqlite3_column_type(statement, column) == SQLITE_NULL
    }

    /// Reads a non-NULL column of a type other than numbers and text.
    private static func readOther(_ statement: OpaquePointer, _ column: Int32, as type: AttributeType) -> PropertyValue {
        switch type {
        case .integer16, .integer32, .integer64, .boolean, .double, .float, .date, .string: return read(statement, column, as: type)
        case .uri: return URL(string: text(statement, column)).map(PropertyValue.url) ?? .null
        case .decimal: return Decimal(string: text(statement, column)).map(PropertyValue.decimal) ?? .null
        case .binaryData, .transformable, .composite: return .data(blob(statement, column))
        case .uuid:
            let data = blob(statement, column)
            guard data.count == 16 else { return .null }
            return .uuid(data.withUnsafeBytes { UUID(uuid: $0.loadUnaligned(as: uuid_t.self)) })
        }
    }

    /// A column's value as an attribute of `type` holds it (the SQLite store's encodings).
    static func propertyValue(_ value: DatabaseValue, as type: AttributeType) -> PropertyValue {
        switch (value.storage, type) {
        case (.null, _): return .null
        case (.int64(let number), .boolean): return .bool(number != 0)
        case (.int64(let number), .double), (.int64(let number), .float): return .double(Double(number))
        case (.int64(let number), .date): return .date(Date(timeIntervalSinceReferenceDate: Double(number)))
        case (.double(let number), .date): return .date(Date(timeIntervalSinceReferenceDate: number))
        case (.string(let text), .uri): return URL(string: text).map(PropertyValue.url) ?? .null
        case (.string(let text), .decimal): return Decimal(string: text).map(PropertyValue.decimal) ?? .null
        case (.blob(let data), .uuid) where data.count == 16:
            return .uuid(data.withUnsafeBytes { UUID(uuid: $0.loadUnaligned(as: uuid_t.self)) })
        default: return SQLiteFunctions.propertyValue(value)
        }
    }

    /// Reads a column as text (UTF-8).
    static func text(_ statement: OpaquePointer, _ column: Int32) -> String {
        textOrNil(statement, column) ?? ""
    }

    /// Reads a column as text (UTF-8); `nil` for NULL.
    @inline(__always)
    static func textOrNil(_ statement: OpaquePointer, _ column: Int32) -> String? {
        guard let pointer = sqlite3_column_text(statement, column) else { return nil }
        let count = Int(sqlite3_column_bytes(statement, column))
        return String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
    }

    /// Reads a column as bytes.
    static func blob(_ statement: OpaquePointer, _ column: Int32) -> Data {
        let count = Int(sqlite3_column_bytes(statement, column))
        guard count > 0, let pointer = sqlite3_column_blob(statement, column) else { return Data() }
        return Data(bytes: pointer, count: count)
    }

    /// The value a predicate constant binds as, given the attribute it is compared with.
    static func comparable(_ value: PropertyValue) -> PropertyValue {
        switch value {
        case .decimal(let v): return .double(NSDecimalNumber(decimal: v).doubleValue)
        default: return value
        }
    }
}
